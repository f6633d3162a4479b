import Gestures

/// One event of a haptic pattern, like `CHHapticEvent`: a transient (a tap whose length the
/// device decides) or a continuous vibration with a duration.
///
/// Every value is clamped into its range when the event is made or changed through the
/// initializers (Apple's loader rule: out-of-range values go to the nearest bound). Times are in
/// seconds from the pattern's start.
public struct HapticEvent: Hashable, Sendable {
  /// The two haptic event types (`EventType` in AHAP).
  public enum Kind: String, Hashable, Sendable {
    /// A short tap; its felt length comes from the device profile.
    case transient = "HapticTransient"
    /// A vibration lasting `duration` seconds (at most 30).
    case continuous = "HapticContinuous"
  }

  /// The longest continuous event CoreHaptics accepts, in seconds (CHHapticEvent.duration).
  public static let maximumContinuousDuration = 30.0

  /// Transient or continuous.
  public var kind: Kind
  /// When the event starts, in seconds from the pattern's start (≥ 0).
  public var time: Double
  /// Continuous events: how long they last, 0 … 30 s. Transients: an optional logical length
  /// that only extends the pattern's duration (0 when not given).
  public var duration: Double
  /// `HapticIntensity`, 0 … 1.
  public var intensity: Double
  /// `HapticSharpness`, 0 … 1.
  public var sharpness: Double
  /// `AttackTime`, 0 … 1 (see ``HapticEnvelope`` for the times in ms).
  public var attackTime: Double
  /// `DecayTime`, 0 … 1.
  public var decayTime: Double
  /// `ReleaseTime`, 0 … 1.
  public var releaseTime: Double
  /// `Sustained`: true holds the level for the whole duration; false decays after the attack.
  public var sustained: Bool

  /// An event with every value clamped into range.
  public init(
    _ kind: Kind, time: Double, duration: Double = 0,
    intensity: Double = HapticEventParameterID.intensity.defaultValue,
    sharpness: Double = HapticEventParameterID.sharpness.defaultValue,
    attackTime: Double = 0, decayTime: Double = 0, releaseTime: Double = 0, sustained: Bool = true
  ) {
    self.kind = kind
    self.time = min(max(0, time), HapticLimits.time.upperBound)
    let longest =
      kind == .continuous ? Self.maximumContinuousDuration : HapticLimits.time.upperBound
    self.duration = min(max(0, duration), longest)
    self.intensity = HapticEventParameterID.intensity.range.clamp(intensity)
    self.sharpness = HapticEventParameterID.sharpness.range.clamp(sharpness)
    self.attackTime = HapticEventParameterID.attackTime.range.clamp(attackTime)
    self.decayTime = HapticEventParameterID.decayTime.range.clamp(decayTime)
    self.releaseTime = HapticEventParameterID.releaseTime.range.clamp(releaseTime)
    self.sustained = sustained
  }

  /// A transient at `time` s.
  public static func transient(
    at time: Double, intensity: Double = 1, sharpness: Double = 0.5, decayTime: Double = 0
  ) -> HapticEvent {
    HapticEvent(
      .transient, time: time, intensity: intensity, sharpness: sharpness, decayTime: decayTime)
  }

  /// A continuous event at `time` s lasting `duration` s (clamped to 30 s).
  public static func continuous(
    at time: Double, duration: Double, intensity: Double = 1, sharpness: Double = 0.5,
    attackTime: Double = 0, decayTime: Double = 0, releaseTime: Double = 0, sustained: Bool = true
  ) -> HapticEvent {
    HapticEvent(
      .continuous, time: time, duration: duration, intensity: intensity, sharpness: sharpness,
      attackTime: attackTime, decayTime: decayTime, releaseTime: releaseTime,
      sustained: sustained)
  }

  /// The value of an event parameter (`Sustained` as 0 or 1; audio parameters at their default).
  public func value(of parameter: HapticEventParameterID) -> Double {
    switch parameter {
    case .intensity: return intensity
    case .sharpness: return sharpness
    case .attackTime: return attackTime
    case .decayTime: return decayTime
    case .releaseTime: return releaseTime
    case .sustained: return sustained ? 1 : 0
    default: return parameter.defaultValue
    }
  }

  /// Sets an event parameter, clamped into its range (`Sustained`: ≥ 0.5 is true). Audio
  /// parameters are ignored.
  public mutating func set(_ parameter: HapticEventParameterID, to value: Double) {
    let v = parameter.range.clamp(value)
    switch parameter {
    case .intensity: intensity = v
    case .sharpness: sharpness = v
    case .attackTime: attackTime = v
    case .decayTime: decayTime = v
    case .releaseTime: releaseTime = v
    case .sustained: sustained = v >= 0.5
    default: break
    }
  }

  /// When the event stops counting toward the pattern's length, in seconds.
  public var end: Double { time + duration }
}
