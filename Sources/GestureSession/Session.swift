import GestureHaptics
import Gestures

/// One run of a scene over input, the same for a replayed trace and a live device: the output
/// chain (transition log or touch log, explain, haptic bindings, latency) and the engine's and
/// the haptic scheduler's deadlines run together in time order.
///
/// The driver hands it frames in time order (``handle(_:)``) and, between frames, the time
/// (``advance(to:)``) — replay from the trace's timestamps, live from CLOCK_MONOTONIC at
/// ``nextDeadline`` — then ends it with ``finish(at:playingOut:)``. Nothing here reads a clock,
/// prints on its own or sleeps; ``pace`` lets a driver wait for the wall clock before each step.
public final class Session {
  /// What the session writes, as it was made with.
  public let configuration: SessionConfiguration
  /// The engine running the scene's gestures; it sends every transition down the output chain.
  public let engine: Engine
  /// The transition log at the end of the chain (its device names and origin follow the
  /// session's).
  public let transitionLog: TransitionLog
  /// The touch log, which writes the decoded contacts in ``SessionConfiguration/Mode/touches``
  /// mode.
  public private(set) var touchLog: TouchLog
  /// The haptic bindings wrapping the log, when the session plays haptics.
  public let bindings: HapticBindings?
  private let haptics: SessionHaptics?
  private let latencySink: LatencySink
  private let output: OutputBuffer
  private var preloaded = false

  /// The time (µs) that output times count from: the first event's, once set.
  // Read on every frame: no runtime exclusivity checks (a session is used from one thread at a
  // time and never nests accesses to it).
  @exclusivity(unchecked) public private(set) var origin: Int64?
  /// Called with a time (µs, the input's clock) before the session acts at it: replay with a
  /// real device waits there for the wall clock, so patterns play when the gestures happen.
  @exclusivity(unchecked) public var pace: ((Int64) -> Void)?
  /// Latency samples in µs: output flushed minus the event time behind it
  /// (``SessionConfiguration/measuresLatency``).
  public private(set) var latencies: [Int64] = []

  /// A session running `root` (the built-in scene when nil) measured in `surface`, writing to
  /// `output`, playing `haptics` when given. `observer`, when given, sees every transition
  /// right after the log writes it (and every settled sequence), while its recognizer's value
  /// is current: tests record typed values there. It changes nothing the session writes.
  public init(
    root: Region? = nil, surface: SceneSurface = .millimetres,
    configuration: SessionConfiguration = SessionConfiguration(), haptics: SessionHaptics? = nil,
    output: OutputBuffer, deviceNames: [String] = [], observer: TransitionSink? = nil
  ) {
    self.configuration = configuration
    self.output = output
    self.haptics = haptics
    let root = root ?? DefaultScene.make()
    transitionLog = TransitionLog(
      format: configuration.format, output: output, deviceNames: deviceNames)
    touchLog = TouchLog(format: configuration.format, output: output, deviceNames: deviceNames)
    var sink: TransitionSink
    if !configuration.writesTransitions {
      sink = observer ?? UnwrittenTransitions()
    } else {
      sink = configuration.explain ? ExplainLog(wrapping: transitionLog) : transitionLog
      if let observer { sink = ObservedSink(inner: sink, observer: observer) }
    }
    if let haptics {
      let schedulers = haptics.output.map {
        [HapticScheduler(output: $0, profile: haptics.profile)]
      }
      let b = HapticBindings(
        wrapping: sink, root: root, bindings: haptics.bindings, schedulers: schedulers ?? [],
        engines: haptics.engine.map { [$0] } ?? [])
      bindings = b
      sink = b
    } else {
      bindings = nil
    }
    latencySink = LatencySink(inner: sink, measuring: configuration.measuresLatency)
    engine = Engine(root: root, surface: surface, sink: latencySink)
  }

  /// A session running `scene` (its root and surface).
  public convenience init(
    scene: Scene?, configuration: SessionConfiguration = SessionConfiguration(),
    haptics: SessionHaptics? = nil, output: OutputBuffer, deviceNames: [String] = [],
    observer: TransitionSink? = nil
  ) {
    self.init(
      root: scene?.root, surface: scene?.surface ?? .millimetres, configuration: configuration,
      haptics: haptics, output: output, deviceNames: deviceNames, observer: observer)
  }

  /// The devices' names, by index, as the logs print them.
  public var deviceNames: [String] {
    get { transitionLog.deviceNames }
    set {
      transitionLog.deviceNames = newValue
      touchLog.deviceNames = newValue
    }
  }

  /// Sets device `index`'s surface (its decoder's, in mm): the bounds of regions without a
  /// frame. Nothing for a device without one.
  public func setSurface(_ surface: TouchSurface?, device index: Int) {
    guard let s = surface else { return }
    setSurface(Rect(x: 0, y: 0, width: s.width, height: s.height), device: index)
  }

  /// Device `index` is gone (its cancelling frame already handled): the engine releases its
  /// arena once its gestures and timers have run out.
  public func removeDevice(_ index: Int) { engine.removeDevice(index) }

  /// Says what device `index` is, for regions that serve only some devices.
  public func setIdentity(_ identity: DeviceIdentity, device index: Int) {
    engine.setIdentity(identity, device: index)
  }

  /// Sets device `index`'s surface bounds (mm, or pixels in a pixel scene).
  public func setSurface(_ bounds: Rect, device index: Int) {
    engine.setSurface(bounds, device: index)
  }

  /// Uploads the first effect of every bound pattern at `time` µs, so a gesture's pattern starts
  /// with a play alone; the haptics log counts from `time` until ``setOrigin(_:)``. Done by the
  /// first ``setOrigin(_:)`` when not called before.
  public func preloadHaptics(at time: Int64) {
    guard !preloaded, let bindings else { return }
    preloaded = true
    haptics?.log?.origin = time
    bindings.preload(at: time)
  }

  /// Output times count from `time` µs (the first event's); the first call also preloads the
  /// bound patterns when ``preloadHaptics(at:)`` was not called.
  public func setOrigin(_ time: Int64) {
    origin = time
    transitionLog.origin = time
    haptics?.log?.origin = time
    preloadHaptics(at: time)
  }

  /// The earliest deadline of the engine or the haptic scheduler, µs.
  public var nextDeadline: Int64? {
    Self.earlier(engine.nextDeadline, bindings?.nextDeadline)
  }

  /// Handles one frame: runs the deadlines due before it, then the engine (or writes its
  /// contacts in touch mode).
  public func handle(_ frame: TouchFrame) {
    if origin == nil { setOrigin(frame.time) }
    switch configuration.mode {
    case .transitions:
      advance(to: frame.time)
      engine.handle(frame)
    case .touches:
      // The touch log writes at least one line for every frame.
      touchLog.write(frame, seconds: Double(frame.time &- (origin ?? frame.time)) / 1_000_000)
      if configuration.measuresLatency { latencySink.pending.append(frame.time) }
    }
  }

  /// Runs the engine's timers and the haptic deadlines due up to `time` µs in time order (an
  /// engine timer first at equal times, since it may start a pattern then).
  public func advance(to time: Int64) {
    while let next = nextDeadline, next <= time {
      pace?(next)
      if let e = engine.nextDeadline, e == next {
        engine.advance(to: e)
      } else {
        bindings?.advance(to: next)
      }
    }
    pace?(time)
  }

  /// Ends the input at `time` µs: the deadlines up to it run, gestures still in flight end
  /// ("the trace ended with touches down"), the remaining timers run out, the patterns play to
  /// their end (unless `playingOut` is false: a live session ends now) and every effect is
  /// stopped and erased. Returns the time the session ended.
  @discardableResult
  public func finish(at time: Int64, playingOut: Bool = true) -> Int64 {
    guard configuration.mode == .transitions else { return time }
    advance(to: time)
    engine.finish(at: time)
    var end = time
    while playingOut, let next = bindings?.nextDeadline {
      pace?(next)
      bindings?.advance(to: next)
      end = max(end, next)
    }
    bindings?.close(at: end)
    return end
  }

  /// Stops every pattern and erases every effect at `time` µs (an interrupt): nothing is left
  /// playing.
  public func stopHaptics(at time: Int64) {
    bindings?.close(at: time)
  }

  /// Flushes the output; with latency measured, every line written since the last flush
  /// becomes a sample (`time` minus its event's time).
  public func flush(at time: Int64) {
    output.flush()
    guard configuration.measuresLatency, !latencySink.pending.isEmpty else { return }
    for t in latencySink.pending { latencies.append(time - t) }
    latencySink.pending.removeAll(keepingCapacity: true)
  }

  private static func earlier(_ a: Int64?, _ b: Int64?) -> Int64? {
    switch (a, b) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b): return b
    }
  }
}

/// The end of the chain when nothing is written (``SessionConfiguration/writesTransitions``).
final class UnwrittenTransitions: TransitionSink {
  func record(_ transition: Transition, recognizer: GestureRecognizer) {}
}

/// Passes transitions on to the log, then to the session's observer.
final class ObservedSink: TransitionSink {
  let inner: TransitionSink
  let observer: TransitionSink

  init(inner: TransitionSink, observer: TransitionSink) {
    self.inner = inner
    self.observer = observer
  }

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    inner.record(transition, recognizer: recognizer)
    observer.record(transition, recognizer: recognizer)
  }

  func arenaSettled(device: Int, time: Int64) {
    inner.arenaSettled(device: device, time: time)
    observer.arenaSettled(device: device, time: time)
  }

  func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {
    for sink in [inner, observer] {
      sink.touchContinued(
        device: device, lifted: lifted, landed: landed, gap: gap, distance: distance, time: time)
    }
  }

  func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {
    inner.contactLeftOut(contact, device: device, time: time)
    observer.contactLeftOut(contact, device: device, time: time)
  }
}

/// Passes transitions on and keeps the event times of those written since the last flush.
final class LatencySink: TransitionSink {
  let inner: TransitionSink
  let measuring: Bool
  var pending: [Int64] = []

  init(inner: TransitionSink, measuring: Bool) {
    self.inner = inner
    self.measuring = measuring
  }

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    inner.record(transition, recognizer: recognizer)
    if measuring { pending.append(transition.time) }
  }

  func arenaSettled(device: Int, time: Int64) { inner.arenaSettled(device: device, time: time) }

  func touchContinued(
    device: Int, lifted: Int, landed: Int, gap: Int64, distance: Double, time: Int64
  ) {
    inner.touchContinued(
      device: device, lifted: lifted, landed: landed, gap: gap, distance: distance, time: time)
  }

  func contactLeftOut(_ contact: Contact, device: Int, time: Int64) {
    inner.contactLeftOut(contact, device: device, time: time)
  }
}
