/// Runs a scene's gestures over touch frames: the synchronous, single-threaded core.
///
/// Feed frames in time order with ``handle(_:)``; between frames, ``advance(to:)`` fires the
/// timers (a long press's duration, a double tap's window) that fall due. Nothing here reads a
/// clock: replay drives time from the trace, live input from CLOCK_MONOTONIC with one timer
/// armed at ``nextDeadline``. The same input gives the same transitions, byte for byte.
///
/// Each device's touches run in their own arena, with their own recognizers.
public final class Engine {
  /// The root of the region tree the engine hit-tests touches against.
  public let root: Region
  /// How the scene's frames are measured (millimetres of each device's surface, pixels of a
  /// screen mapped onto it, or an app's points: ``SceneSurface/points(perMillimetre:)``), and so
  /// the unit of its gestures' parameters and values (the Units article).
  public let sceneSurface: SceneSurface
  /// Where every transition goes as it happens.
  public let sink: TransitionSink
  /// One arena per device that has sent a frame, in the order they came. Devices are few (a
  /// lookup is a short scan, the last device's arena first); a hotplugged device's index is new
  /// each time, so an array indexed by device would grow with every hotplug.
  @exclusivity(unchecked) private var arenas: [Arena] = [] {
    didSet {
      arenaHandles = arenas.map { .passUnretained($0) }
      earliestKnown = false
    }
  }
  /// `arenas` unretained: asking each for its deadline on every frame costs no reference
  /// counting (`arenas` keeps them alive).
  @exclusivity(unchecked) private var arenaHandles: [Unmanaged<Arena>] = []
  @exclusivity(unchecked) private var lastArena: Arena?
  /// ``earliest()``'s answer while ``earliestKnown``: asked several times between two frames
  /// (the session's timers, the live loop's timer), and it changes only when an arena handles
  /// something or the arenas change (`arenas`' `didSet`), which forget it.
  @exclusivity(unchecked) private var knownEarliest: (index: Int, deadline: Int64)?
  @exclusivity(unchecked) private var earliestKnown = false
  /// The work of finding members' simultaneous slots in every arena (tests count it).
  var simultaneityWork: Int { arenas.reduce(0) { $0 + $1.simultaneityWork } }

  /// Devices removed while their arena still had gestures or timers running: dropped once idle.
  @exclusivity(unchecked) private var retiring: Set<Int> = []
  private var bounds: [Int: Rect] = [:]
  private var identities: [Int: DeviceIdentity] = [:]

  /// An engine running `root`. An app passes `.points()` (SwiftUI's point, or its own scale) so
  /// that frames, parameters and values are its points; the default, `.millimetres`, is the
  /// command line's (values in surface millimetres).
  public init(root: Region, surface: SceneSurface = .millimetres, sink: TransitionSink) {
    self.root = root
    self.sceneSurface = surface
    self.sink = sink
  }

  /// Runs a scene loaded from a file.
  public convenience init(scene: Scene, sink: TransitionSink) {
    self.init(root: scene.root, surface: scene.surface, sink: sink)
  }

  /// Declares a device's surface (its size in mm): where hit testing maps a pixel scene to, the
  /// bounds of regions without a frame, and (in a millimetre scene) the bounds edge and corner
  /// regions (``RegionPlacement``) are placed in. Call it before the device's first frame; a
  /// device without one has unbounded bounds, so its edge and corner regions are never hit.
  public func setSurface(_ rect: Rect, device: Int) { bounds[device] = rect }

  /// Says what device `device` is (a touchpad named …), for regions that serve only some
  /// devices (``Region/devices``). Call it before the device's first frame.
  public func setIdentity(_ identity: DeviceIdentity, device: Int) {
    identities[device] = identity
  }

  /// Handles one frame: fires the timers due up to its time, then the frame.
  ///
  /// Times are µs; one beyond ±2⁵³ µs (about 285 years) is taken as that bound, so no deadline
  /// arithmetic can overflow. Any device index is accepted.
  public func handle(_ frame: TouchFrame) {
    let time = Time.clamped(frame.time)
    guard time == frame.time else {
      var clamped = frame
      clamped.time = time
      return handle(clamped)
    }
    let arena = self.arena(frame.device)
    // Asked here first: most frames have no timer due.
    if let (_, d) = earliest(), d <= time {
      advance(to: time)
    } else if !retiring.isEmpty {
      dropIdleRetired()
    }
    earliestKnown = false
    arena.handle(frame)
    earliestKnown = false
  }

  /// Device `device` is gone (its contacts already cancelled, as the decoder does on removal):
  /// its arena and surface are released once its gestures and timers have run out (a tap still
  /// waiting for its double-tap window ends first). A frame from it afterwards starts afresh.
  public func removeDevice(_ device: Int) {
    bounds[device] = nil
    identities[device] = nil
    retiring.insert(device)
    dropIdleRetired()
  }

  /// Fires every timer due up to and including `time` (µs, clamped to ±2⁵³), in time order
  /// across devices.
  public func advance(to time: Int64) {
    let time = Time.clamped(time)
    while let (k, d) = earliest(), d <= time {
      // A strong reference while it runs: a sink may remove devices from inside.
      let arena = arenas[k]
      earliestKnown = false
      arena.advance(to: d)
      earliestKnown = false
    }
    if !retiring.isEmpty { dropIdleRetired() }
  }

  /// The earliest pending timer, in µs, or nil when none is pending.
  public var nextDeadline: Int64? { earliest()?.1 }

  /// Ends the input at `time`: gestures whose touches are still down fail or are cancelled
  /// (reason: the trace ended), then the timers of the others run out (a single tap ends when
  /// its double-tap window closes).
  public func finish(at time: Int64) {
    let time = Time.clamped(time)
    advance(to: time)
    earliestKnown = false
    for arena in arenas { arena.finish(at: time) }
    if !retiring.isEmpty { dropIdleRetired() }
    earliestKnown = false
  }

  /// The arena (its index in `arenas`) with the earliest deadline, and that deadline.
  private func earliest() -> (Int, Int64)? {
    if earliestKnown { return knownEarliest }
    var best: (index: Int, deadline: Int64)?
    // By index: iterating the array itself would retain its storage on every frame.
    for k in 0..<arenaHandles.count {
      let d = arenaHandles[k]._withUnsafeGuaranteedRef { $0.nextDeadline }
      if let d, best == nil || d < best!.deadline { best = (k, d) }
    }
    knownEarliest = best
    earliestKnown = true
    return best
  }

  private func arena(_ device: Int) -> Arena {
    if let a = lastArena, a.device == device { return a }
    retiring.remove(device)
    if let a = arenas.first(where: { $0.device == device }) {
      lastArena = a
      return a
    }
    let a = Arena(
      device: device, identity: identities[device], root: root,
      surface: bounds[device] ?? Rect(x: 0, y: 0, width: 0, height: 0),
      sceneSurface: sceneSurface, sink: sink)
    arenas.append(a)
    lastArena = a
    return a
  }

  /// The devices with an arena, in the order they came (for tests and diagnostics).
  var devicesWithArenas: [Int] { arenas.map(\.device) }

  /// Releases the arenas of removed devices that have nothing left to do.
  private func dropIdleRetired() {
    arenas.removeAll { a in
      // Done gestures stay in `live` until the arena's next frame retires them: idle means
      // nothing running and no timer pending.
      guard retiring.contains(a.device), a.nextDeadline == nil,
        a.live.allSatisfy({ a.members[$0].recognizer.state.isTerminal })
      else { return false }
      retiring.remove(a.device)
      if lastArena === a { lastArena = nil }
      return true
    }
  }
}
