/// An event parameter as CoreHaptics names it (`CHHapticEvent.ParameterID`): its AHAP
/// `ParameterID`, range and default.
///
/// Ranges and the envelope defaults are from CHHapticParameter.h. Apple does not state the
/// defaults of `HapticIntensity` and `HapticSharpness` (they come from
/// `attributesForEventParameter` on the device); here they are 1.0 and 0.5 (an assumption).
public enum HapticEventParameterID: String, CaseIterable, Hashable, Sendable {
  /// Strength, 0 (maximum attenuation) … 1 (none).
  case intensity = "HapticIntensity"
  /// Feel, 0 (round, organic) … 1 (crisp, precise).
  case sharpness = "HapticSharpness"
  /// Attack envelope adjuster, 0 (shortest) … 1; higher values lengthen it exponentially.
  case attackTime = "AttackTime"
  /// Decay envelope adjuster, 0 … 1 (transients, and continuous events that are not sustained).
  case decayTime = "DecayTime"
  /// Release envelope adjuster, 0 … 1 (continuous events).
  case releaseTime = "ReleaseTime"
  /// 1: the event holds its level for its whole duration (attack, sustain, release); 0: it
  /// decays after the attack and ends when the decay reaches zero.
  case sustained = "Sustained"
  /// Audio parameters: accepted in files, not rendered.
  case audioVolume = "AudioVolume"
  /// An audio event's pitch, −1 … 1. Accepted, not rendered.
  case audioPitch = "AudioPitch"
  /// An audio event's stereo position, −1 (left) … 1 (right). Accepted, not rendered.
  case audioPan = "AudioPan"
  /// An audio event's brightness, 0 … 1. Accepted, not rendered.
  case audioBrightness = "AudioBrightness"

  /// The values the parameter may take; out-of-range values are clamped into it.
  public var range: ClosedRange<Double> {
    switch self {
    case .audioPitch, .audioPan: return -1...1
    default: return 0...1
    }
  }

  /// The value an event has when the parameter is not given.
  public var defaultValue: Double {
    switch self {
    case .intensity, .sustained, .audioVolume, .audioBrightness: return 1
    case .sharpness: return 0.5
    default: return 0
    }
  }

  /// True for the audio parameters, which a haptics-only engine ignores.
  public var isAudio: Bool { rawValue.hasPrefix("Audio") }
}
