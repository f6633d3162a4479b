import GestureActions
import GesturePlot
import GestureSession
import Gestures
import Glibc

/// `live --plot FILE`: a ``TracePlot`` fed by a live session (its frames, transitions,
/// explanations and actions), written to FILE when the session ends. The haptics lane is not
/// drawn live.
final class LivePlot {
  let plot: TracePlot
  /// The session's observer: feeds the plot, then the scene's action bindings, if any.
  let observer: PlotObserver
  let path: String
  private let scene: Scene?
  private var surfaces: [Int: Rect] = [:]

  init(path: String, scene: Scene?, actions: ActionsSetup?) {
    self.path = path
    self.scene = scene
    plot = TracePlot(
      configuration: PlotConfiguration(
        title: "live" + (scene?.file?.split(separator: "/").last.map { " — scene \($0)" } ?? "")))
    plot.sceneSurface = scene?.surface ?? .millimetres
    observer = PlotObserver(plot: plot, deviceNames: [], actions: actions?.bindings)
    actions?.also = PlotActionRecorder(plot: plot)
  }

  /// Times count from the session's origin.
  func attach(to session: Session) {
    observer.originSource = { [unowned session] in session.origin }
  }

  func setOrigin(_ time: Int64) { plot.origin = time }

  /// A device came: its surface, and the regions drawn on the first one's.
  func addedDevice(_ index: Int, names: [String], surface: TouchSurface?) {
    observer.deviceNames = names
    guard let s = surface else { return }
    let rect = Rect(x: 0, y: 0, width: s.width, height: s.height)
    surfaces[index] = rect
    plot.setSurface(rect, device: index)
    if surfaces.count == 1 { resolveRegions(identity: nil) }
  }

  /// The first device's kind is known: regions with device filters are drawn for it.
  func device(_ index: Int, identity: DeviceIdentity) {
    if index == surfaces.keys.min() { resolveRegions(identity: identity) }
  }

  private func resolveRegions(identity: DeviceIdentity?) {
    guard let bounds = scene?.surface.rect ?? surfaces[surfaces.keys.min() ?? 0] else { return }
    plot.regions = PlotRegion.resolve(
      scene?.root ?? DefaultScene.make(), surface: bounds, device: identity)
  }

  func frame(_ frame: TouchFrame) { plot.add(frame) }

  /// Ends the picture at `time` µs and writes it; returns what went wrong, if anything.
  func finish(at time: Int64) -> String? {
    plot.finish(at: time)
    return PlotCommand.write(plot, to: path)
  }
}
