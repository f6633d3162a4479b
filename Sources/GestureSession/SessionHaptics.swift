import GestureHaptics
import Gestures

/// Where a session's haptic bindings play: one force-feedback output (a device, or a
/// ``/GestureHaptics/HapticCommandLog`` that records and prints what a device would get) driven by
/// the session's own scheduler at the session's deadlines, or a ``/GestureHaptics/HapticEngine``
/// that runs itself (an app's engine: its own players and the gestures' patterns then mix by the
/// scheduler's rules on one device); and the bindings (a scene's, or
/// ``/GestureHaptics/Gestures/DefaultScene/haptics``).
public struct SessionHaptics {
  /// The output the session's scheduler drives; nil when the bindings play on ``engine``.
  public var output: ForceFeedbackOutput?
  /// The engine the bindings play on, at the transitions' times on its clock (a live session's
  /// times are CLOCK_MONOTONIC, as an engine on a device is).
  public var engine: HapticEngine?
  /// The command log among the outputs, if any: its times count from the session's origin.
  public var log: HapticCommandLog?
  /// The device profile patterns are rendered for (the engine's, when playing on one).
  public var profile: HapticDeviceProfile
  /// Bindings by name, besides the triggers set on the scene's attachments.
  public var bindings: [HapticBinding]

  /// The bindings played on `output` by the session's scheduler, rendered for `profile`;
  /// `log` is the command log among the outputs, if one is.
  public init(
    output: ForceFeedbackOutput, log: HapticCommandLog? = nil, profile: HapticDeviceProfile,
    bindings: [HapticBinding] = DefaultScene.haptics
  ) {
    self.output = output
    self.log = log
    self.profile = profile
    self.bindings = bindings
  }

  /// The bindings on `engine`.
  public init(engine: HapticEngine, bindings: [HapticBinding] = DefaultScene.haptics) {
    self.engine = engine
    profile = engine.profile
    self.bindings = bindings
  }
}
