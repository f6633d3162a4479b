import GestureActions
import GestureSession
import Gestures

/// The actions of one run: the scene's bindings on a performer that logs them
/// (`--actions-log`), runs them (`--actions`, live), or both; observed by the session.
final class ActionsSetup {
  let bindings: ActionBindings
  let log: ActionLog?
  /// The performer that runs the actions (live `--actions`).
  private(set) var system: SystemActionPerformer?
  private let relay = ActionRelay()
  /// A pixel scene's surface: the units clicks at the touch are measured in (nil: mm).
  private let sceneSurface: Rect?

  /// The bindings of `scene` (its attachments' actions and `actions`' top-level ones) on the
  /// performers `options` asks for; ``startSystem(uinput:launchMode:)`` adds the one that runs
  /// them.
  init(
    options: ActionOptions, format: OutputFormat, output: OutputBuffer, scene: Scene?,
    actions: SceneActions?
  ) {
    if options.log {
      let log = ActionLog(format: format, output: output)
      relay.log = log
      self.log = log
    } else {
      log = nil
    }
    bindings = ActionBindings(
      root: scene?.root, bindings: actions?.bindings ?? [], performer: relay)
    sceneSurface = scene?.surface.rect
  }

  /// Another performer that sees every action after the log and the system (a live plot).
  var also: ActionPerformer? {
    get { relay.also }
    set { relay.also = newValue }
  }

  /// Makes the virtual devices the bindings send on and runs the actions from now on, programs
  /// started as `launchMode` says.
  func startSystem(
    uinput: String, launchMode: ProgramLaunchMode = .direct, adoptingOrphans: Bool = false
  ) throws(ActionSystemError) -> SystemActionPerformer {
    let s = try SystemActionPerformer(
      kinds: bindings.virtualDevicesNeeded, uinput: uinput, launchMode: launchMode,
      adoptingOrphans: adoptingOrphans)
    system = s
    relay.system = s
    return s
  }

  /// Times in the log count from `session`'s origin.
  func attach(to session: Session) {
    log?.originSource = { [unowned session] in session.origin }
  }

  /// Devices' names, kinds and surfaces (mm), for the bindings' device filters and clicks at
  /// the touch; a pixel scene's surface is its pixels.
  func setDevices(_ descriptions: [DeviceDescription], surfaces: [TouchSurface?]) {
    for (i, d) in descriptions.enumerated() {
      setDevice(i, name: d.name, kind: d.kind, surface: i < surfaces.count ? surfaces[i] : nil)
    }
  }

  /// One device's name, kind and surface.
  func setDevice(_ index: Int, name: String, kind: DeviceKind, surface: TouchSurface?) {
    let mm = surface.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
    bindings.setDevice(index, name: name, kind: kind, surface: sceneSurface ?? mm)
  }
}

/// Hands each action to the log (if any), then to the performer that runs it (if any).
final class ActionRelay: ActionPerformer {
  var log: ActionLog?
  var system: ActionPerformer?
  var also: ActionPerformer?

  func perform(_ action: Action, context: ActionContext) {
    log?.perform(action, context: context)
    system?.perform(action, context: context)
    also?.perform(action, context: context)
  }

  func skipped(_ action: Action, context: ActionContext, reason: String) {
    log?.skipped(action, context: context, reason: reason)
    system?.skipped(action, context: context, reason: reason)
    also?.skipped(action, context: context, reason: reason)
  }
}
