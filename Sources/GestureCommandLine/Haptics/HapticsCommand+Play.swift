import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

extension HapticsCommand {
  /// `haptics play`: a ``HapticEngine`` on the device run from this thread's loop (so the log
  /// prints here). The first effect is prepared before the start, so the pattern starts with a
  /// play write; the log's times count from the gain and that upload. The engine's stop erases
  /// the effects. SIGINT/SIGTERM stop the pattern at once (exit 130/143); a device that
  /// vanishes is reported (exit 1).
  static func play(
    _ pattern: HapticPattern, options: HapticsOptions, output: OutputBuffer, errors: OutputBuffer
  ) -> Int32 {
    let device: ForceFeedbackDevice
    do throws(ForceFeedbackError) {
      var path = options.device
      if path == nil { path = try defaultDevice() }
      device = try ForceFeedbackDevice(path: path!)
    } catch {
      return fail(error.description, errors)
    }
    defer { device.close() }
    let log =
      options.log
      ? HapticCommandLog(
        forwardingTo: device, printing: output, format: options.format, keeping: false) : nil
    let profile = options.resolvedProfile(default: device.capabilities.profile ?? .rumble)
    let engine = HapticEngine(output: log ?? device, profile: profile, runMode: .eventLoop)
    let name = options.pattern!.shortName
    errors.append(escaped: "gesture-replay: playing \(name) on \(device.path) ")
    errors.append(escaped: "\"\(device.capabilities.name)\" (\(profile.summary))")
    errors.lineEnded()
    errors.flush()
    TerminationSignals.block()
    log?.origin = MonotonicClock.now()
    engine.setGain(Double(options.gain) / 100)
    try? engine.start()  // an engine that never failed starts
    engine.prepare(pattern)
    output.flush()
    let player = engine.makePlayer(with: pattern, name: name, priority: .alert)
    try? player.start(atTime: HapticTimeImmediate)
    var signal: Int32?
    while engine.isRunning, let deadline = engine.nextDeadline {
      signal = TerminationSignals.wait(until: deadline)
      if signal != nil { break }
      engine.service()
      output.flush()
    }
    let failure = engine.failure
    engine.stop()
    output.flush()
    if let failure { return fail("gesture-replay: \(failure.description); device dropped", errors) }
    return signal.map { 128 + $0 } ?? 0
  }

  /// The first force-feedback device of `directory` this user can open for writing.
  static func defaultDevice(directory: String = "/dev/input") throws(ForceFeedbackError) -> String {
    let hardware = HapticHardwareCapabilities.scan(directory: directory)
    guard let d = hardware.defaultDevice else {
      throw ForceFeedbackError(
        .other, device: directory,
        hardware.devices.isEmpty
          ? "no device with rumble or periodic force feedback (give one with --device)"
          : "no force-feedback device is writable by this user (\(hardware.devices.map(\.path).joined(separator: ", ")); run as root or add a udev uaccess rule)"
      )
    }
    return d.path
  }

  private static func fail(_ message: String, _ errors: OutputBuffer) -> Int32 {
    errors.append(escaped: message)
    errors.lineEnded()
    return 1
  }
}
