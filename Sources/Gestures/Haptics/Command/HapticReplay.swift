import Glibc

/// Haptics during a replay: one force-feedback output (a device, or a simulated one that only
/// logs) for the whole run, a scheduler and bindings per trace, and the loop that interleaves the
/// engine's timers with the scheduler's deadlines in time order. With a device the replay is
/// paced at the trace's speed (so the device plays when the gestures happen); SIGINT/SIGTERM then
/// stop the haptics, erase the effects and end the program.
public final class HapticReplay {
  let options: HapticReplayOptions
  let device: ForceFeedbackDevice?
  let output: ForceFeedbackOutput
  let log: HapticCommandLog?
  let profile: HapticDeviceProfile
  let errors: OutputBuffer
  let textOutput: OutputBuffer
  private var bindings: HapticBindings?
  private var traceStart: Int64?
  private var wallStart: Int64 = 0

  /// Opens the device (if any) and the log.
  public init(
    options: HapticReplayOptions, format: OutputFormat, output: OutputBuffer, errors: OutputBuffer
  ) throws(ForceFeedbackError) {
    self.options = options
    self.errors = errors
    textOutput = output
    if let path = options.device {
      let d = try ForceFeedbackDevice(path: path)
      device = d
      profile = options.profile ?? d.capabilities.profile ?? .rumble
      log = options.log ? HapticCommandLog(forwardingTo: d, printing: output, format: format) : nil
      self.output = log ?? d
      MonotonicClock.blockTerminationSignals()
    } else {
      device = nil
      profile = options.profile ?? .rumble
      let l = HapticCommandLog(
        maximumEffects: profile.maximumEffects, printing: output, format: format)
      log = l
      self.output = l
    }
  }

  deinit { device?.close() }

  /// Starts a trace: wraps `sink` so the bindings (`scene`'s, or the built-in scene's) play.
  public func start(sink: TransitionSink, root: Region, scene: Scene?) -> TransitionSink {
    for note in scene?.hapticNotes ?? [] {
      errors.append(string: "gesture-replay: note: \(note)")
      errors.lineEnded()
    }
    let scheduler = HapticScheduler(output: output, profile: profile)
    let b = HapticBindings(
      wrapping: sink, root: root, bindings: scene?.haptics ?? DefaultScene.haptics,
      schedulers: [scheduler])
    b.onFailure = { [errors] error in
      errors.append(string: "gesture-replay: \(error.description); haptics device dropped")
      errors.lineEnded()
    }
    bindings = b
    traceStart = nil
    return b
  }

  /// The trace's first event time: the log's times count from it, pacing starts there, and the
  /// bound patterns are preloaded then.
  public func setOrigin(_ origin: Int64) {
    log?.origin = origin
    if traceStart == nil {
      traceStart = origin
      wallStart = MonotonicClock.now()
      bindings?.preload(at: origin)
    }
  }

  /// Runs the engine's timers and the haptic deadlines due before `time`, in time order (an
  /// engine timer first at equal times, since it may start a pattern then), pacing with a device.
  public func reach(_ time: Int64, engine: Engine) {
    while true {
      let e = engine.nextDeadline
      let h = bindings?.nextDeadline
      guard let next = [e, h].compactMap({ $0 }).min(), next <= time else { break }
      pace(next)
      if let e, e == next { engine.advance(to: e) } else { bindings?.advance(to: next) }
    }
    pace(time)
  }

  /// Ends the trace: the engine finishes at `time`, the patterns play out, every slot is
  /// stopped and erased.
  public func finish(engine: Engine, at time: Int64) {
    reach(time, engine: engine)
    engine.finish(at: time)
    var end = time
    while let next = bindings?.nextDeadline {
      pace(next)
      bindings?.advance(to: next)
      end = max(end, next)
    }
    bindings?.close(at: end)
    bindings = nil
  }

  /// With a device, waits until trace time `time` is due on the wall clock; on SIGINT/SIGTERM
  /// stops and erases the effects and exits (130/143).
  private func pace(_ time: Int64) {
    guard device != nil, let traceStart else { return }
    if let signal = MonotonicClock.wait(until: wallStart + (time - traceStart)) {
      bindings?.close(at: time)
      textOutput.flush()
      errors.append("gesture-replay: interrupted, haptics stopped")
      errors.lineEnded()
      errors.flush()
      device?.close()
      exit(128 + signal)
    }
  }
}
