import GestureHaptics
import GestureSession
import Gestures
import Glibc

/// `--haptics PATH` / `--haptics-log`: the force-feedback output of a whole run (a device, a
/// simulated one that only logs, or a device whose commands are also logged), opened once and
/// handed to each session. With a device, a replay is paced at the trace's speed so the device
/// plays when the gestures happen, and SIGINT/SIGTERM stop the haptics, erase the effects and
/// end the program.
final class HapticsSetup {
  let device: ForceFeedbackDevice?
  let output: ForceFeedbackOutput
  let log: HapticCommandLog?
  let profile: HapticDeviceProfile

  /// Opens the device (if any) and the log.
  init(options: HapticReplayOptions, format: OutputFormat, output text: OutputBuffer)
    throws(ForceFeedbackError)
  {
    if let path = options.device {
      let d = try ForceFeedbackDevice(path: path)
      device = d
      profile = options.profile ?? d.capabilities.profile ?? .rumble
      log =
        options.log
        ? HapticCommandLog(forwardingTo: d, printing: text, format: format, keeping: false) : nil
      output = log ?? d
    } else {
      device = nil
      profile = options.profile ?? .rumble
      let l = HapticCommandLog(
        maximumEffects: profile.maximumEffects, printing: text, format: format, keeping: false)
      log = l
      output = l
    }
  }

  deinit { device?.close() }

  /// The session's haptics: `haptics`' bindings (a scene's), or the built-in scene's.
  func sessionHaptics(_ haptics: SceneHaptics?) -> SessionHaptics {
    SessionHaptics(
      output: output, log: log, profile: profile,
      bindings: haptics?.bindings ?? DefaultScene.haptics)
  }

  /// Reports a failing device on `errors` (the session drops it and goes on).
  static func reportFailures(of session: Session, to errors: OutputBuffer) {
    session.bindings?.onFailure = { error in
      errors.append(escaped: "gesture-replay: \(error.description); haptics device dropped")
      errors.lineEnded()
      errors.flush()
    }
  }

  /// With a device, paces `session` at the trace's speed (signals blocked first); on SIGINT or
  /// SIGTERM stops and erases the effects and exits 128 + the signal.
  func pace(_ session: Session, output: OutputBuffer, errors: OutputBuffer) {
    guard device != nil else { return }
    TerminationSignals.block()
    var start: (trace: Int64, wall: Int64)?
    session.pace = { [unowned session, device] time in
      let s = start ?? (session.origin ?? time, MonotonicClock.now())
      start = s
      guard let signal = TerminationSignals.wait(until: s.wall + (time - s.trace)) else { return }
      session.stopHaptics(at: time)
      output.flush()
      errors.append("gesture-replay: interrupted, haptics stopped")
      errors.lineEnded()
      errors.flush()
      device?.close()
      exit(128 + signal)
    }
  }
}
