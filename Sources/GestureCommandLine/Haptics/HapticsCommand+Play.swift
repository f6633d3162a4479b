import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

extension HapticsCommand {
  /// `haptics play`: opens the device, preloads the pattern's first effect, plays the pattern at
  /// CLOCK_MONOTONIC deadlines, erases its effects and closes it. SIGINT/SIGTERM stop the pattern at once (exit 130/143); a device
  /// that vanishes is reported (exit 1).
  static func play(
    _ pattern: HapticPattern, options: HapticsOptions, output: OutputBuffer, errors: OutputBuffer
  ) -> Int32 {
    let device: ForceFeedbackDevice
    do {
      device = try ForceFeedbackDevice(path: options.device!)
    } catch {
      errors.append(string: error.description)
      errors.lineEnded()
      return 1
    }
    defer { device.close() }
    let profile = options.resolvedProfile(default: device.capabilities.profile ?? .rumble)
    let sink: ForceFeedbackOutput =
      options.log
      ? HapticCommandLog(
        forwardingTo: device, printing: output, format: options.format, keeping: false) : device
    let scheduler = HapticScheduler(output: sink, profile: profile)
    var failure: ForceFeedbackError?
    scheduler.onFailure = { failure = $0 }
    errors.append(
      string: "gesture-replay: playing \(options.pattern!.shortName) on \(device.path) "
        + "\"\(device.capabilities.name)\" (\(scheduler.renderer.profile.summary))")
    errors.lineEnded()
    errors.flush()
    TerminationSignals.block()
    // The first effect is uploaded before the start, so the pattern starts with a play write;
    // the log's times count from that upload.
    let timeline = scheduler.renderer.render(pattern)
    let opened = MonotonicClock.now()
    (sink as? HapticCommandLog)?.origin = opened
    scheduler.setGain(Double(options.gain) / 100, at: opened)
    scheduler.preload(timeline: timeline, at: opened)
    output.flush()
    let start = MonotonicClock.now()
    scheduler.play(
      timeline: timeline, name: options.pattern!.shortName, priority: .alert, at: start)
    var signal: Int32?
    while failure == nil, let deadline = scheduler.nextDeadline {
      if let s = TerminationSignals.wait(until: deadline) {
        signal = s
        break
      }
      scheduler.advance(to: MonotonicClock.now())
      output.flush()
    }
    scheduler.close(at: MonotonicClock.now())
    output.flush()
    if let failure {
      errors.append(string: "gesture-replay: \(failure.description); device dropped")
      errors.lineEnded()
      return 1
    }
    if let signal { return 128 + signal }
    return 0
  }
}
