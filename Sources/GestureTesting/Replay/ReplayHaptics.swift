import GestureHaptics

/// Whether a replay records the force-feedback commands its scene's haptic bindings send, and
/// for which device profile. Commands go to a ``/GestureHaptics/HapticCommandLog`` (no device), as
/// with `gesture-replay --haptics-log`.
public struct ReplayHaptics: Hashable, Sendable {
  /// False: no haptics run, even with bindings.
  public var isEnabled: Bool
  /// The device the patterns are rendered for.
  public var profile: HapticDeviceProfile
  /// Bindings by gesture name or region path, added to the scene's.
  public var bindings: [HapticBinding]

  /// Haptics recorded (unless `isEnabled` is false) for a `profile` device, with `bindings`
  /// added to the scene's.
  public init(
    isEnabled: Bool = true, profile: HapticDeviceProfile = .rumble,
    bindings: [HapticBinding] = []
  ) {
    self.isEnabled = isEnabled
    self.profile = profile
    self.bindings = bindings
  }

  /// Record commands when the scene binds patterns (the built-in scene does), rendered for a
  /// rumble device.
  public static let automatic = ReplayHaptics()
  /// Run no haptics.
  public static let off = ReplayHaptics(isEnabled: false)

  /// Record commands rendered for `profile` when the scene binds patterns.
  public static func automatic(profile: HapticDeviceProfile) -> ReplayHaptics {
    ReplayHaptics(profile: profile)
  }
}
