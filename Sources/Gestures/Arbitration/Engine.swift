/// Runs a scene's gestures over touch frames: the synchronous, single-threaded core.
///
/// Feed frames in time order with ``handle(_:)``; between frames, ``advance(to:)`` fires the
/// timers (a long press's duration, a double tap's window) that fall due. Nothing here reads a
/// clock: replay drives time from the trace, live input from CLOCK_MONOTONIC with one timer
/// armed at ``nextDeadline``. The same input gives the same transitions, byte for byte.
///
/// Each device's touches run in their own arena, with their own recognizers.
public final class Engine {
  public let root: Region
  /// How the scene's frames are measured (millimetres of each device's surface, or pixels of a
  /// screen mapped onto it).
  public let sceneSurface: SceneSurface
  public let sink: TransitionSink
  private var arenas: [Arena?] = []
  private var bounds: [Int: Rect] = [:]

  public init(root: Region, surface: SceneSurface = .millimetres, sink: TransitionSink) {
    self.root = root
    self.sceneSurface = surface
    self.sink = sink
  }

  /// Runs a scene loaded from a file.
  public convenience init(scene: Scene, sink: TransitionSink) {
    self.init(root: scene.root, surface: scene.surface, sink: sink)
  }

  /// Declares a device's surface (its size in mm): where hit testing maps a pixel scene to, and
  /// the bounds of regions without a frame. Call it before the device's first frame.
  public func setSurface(_ rect: Rect, device: Int) { bounds[device] = rect }

  /// Handles one frame: fires the timers due up to its time, then the frame.
  public func handle(_ frame: TouchFrame) {
    let arena = self.arena(frame.device)
    advance(to: frame.time)
    arena.handle(frame)
  }

  /// Fires every timer due up to and including `time` (µs), in time order across devices.
  public func advance(to time: Int64) {
    while let (arena, d) = earliest(), d <= time {
      arena.advance(to: d)
    }
  }

  /// The earliest pending timer, in µs, or nil when none is pending.
  public var nextDeadline: Int64? { earliest()?.1 }

  /// Ends the input at `time`: gestures whose touches are still down fail or are cancelled
  /// (reason: the trace ended), then the timers of the others run out (a single tap ends when
  /// its double-tap window closes).
  public func finish(at time: Int64) {
    advance(to: time)
    for case let arena? in arenas { arena.finish(at: time) }
  }

  private func earliest() -> (Arena, Int64)? {
    var best: (Arena, Int64)?
    for case let arena? in arenas {
      if let d = arena.nextDeadline, best == nil || d < best!.1 { best = (arena, d) }
    }
    return best
  }

  private func arena(_ device: Int) -> Arena {
    while arenas.count <= device { arenas.append(nil) }
    if let a = arenas[device] { return a }
    let a = Arena(
      device: device, root: root,
      surface: bounds[device] ?? Rect(x: 0, y: 0, width: 0, height: 0),
      sceneSurface: sceneSurface, sink: sink)
    arenas[device] = a
    return a
  }
}
