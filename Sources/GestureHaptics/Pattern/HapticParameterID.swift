import Gestures

/// An event parameter as CoreHaptics names it (`CHHapticEvent.ParameterID`): its AHAP
/// `ParameterID`, range and default.
///
/// Ranges and the envelope defaults are from CHHapticParameter.h (research/haptics.md §1.3). Apple
/// does not state the defaults of `HapticIntensity` and `HapticSharpness` (they come from
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
  case audioPitch = "AudioPitch"
  case audioPan = "AudioPan"
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

/// A dynamic parameter as CoreHaptics names it (`CHHapticDynamicParameter.ID`): a pattern-wide
/// control that adjusts every active and future event from its time on.
///
/// Apple's rule (CHHapticDynamicParameter overview): intensity (and audio volume) controls
/// **multiply** the event's value; every other control is **added** to it; the result is clamped
/// to the event parameter's range.
public enum HapticDynamicParameterID: String, CaseIterable, Hashable, Sendable {
  /// Multiplies `HapticIntensity`; 0 … 1, default 1.
  case intensityControl = "HapticIntensityControl"
  /// Added to `HapticSharpness`; −1 … 1, default 0.
  case sharpnessControl = "HapticSharpnessControl"
  /// Added to `AttackTime`; −1 … 1, default 0.
  case attackTimeControl = "HapticAttackTimeControl"
  /// Added to `DecayTime`; −1 … 1, default 0.
  case decayTimeControl = "HapticDecayTimeControl"
  /// Added to `ReleaseTime`; −1 … 1, default 0.
  case releaseTimeControl = "HapticReleaseTimeControl"
  /// Audio controls: accepted in files, not rendered.
  case audioVolumeControl = "AudioVolumeControl"
  case audioPanControl = "AudioPanControl"
  case audioPitchControl = "AudioPitchControl"
  case audioBrightnessControl = "AudioBrightnessControl"
  case audioAttackTimeControl = "AudioAttackTimeControl"
  case audioDecayTimeControl = "AudioDecayTimeControl"
  case audioReleaseTimeControl = "AudioReleaseTimeControl"

  /// The values the control may take; out-of-range values are clamped into it.
  public var range: ClosedRange<Double> {
    self == .intensityControl || self == .audioVolumeControl ? 0...1 : -1...1
  }

  /// The control's value before any parameter or curve sets it.
  public var defaultValue: Double {
    self == .intensityControl || self == .audioVolumeControl ? 1 : 0
  }

  /// True when the control multiplies the event's value, false when it is added.
  public var multiplies: Bool { self == .intensityControl || self == .audioVolumeControl }

  /// True for the audio controls, which a haptics-only engine ignores.
  public var isAudio: Bool { rawValue.hasPrefix("Audio") }

  /// The event parameter the control adjusts.
  public var target: HapticEventParameterID {
    switch self {
    case .intensityControl: return .intensity
    case .sharpnessControl: return .sharpness
    case .attackTimeControl: return .attackTime
    case .decayTimeControl: return .decayTime
    case .releaseTimeControl: return .releaseTime
    case .audioVolumeControl: return .audioVolume
    case .audioPanControl: return .audioPan
    case .audioPitchControl: return .audioPitch
    case .audioBrightnessControl: return .audioBrightness
    case .audioAttackTimeControl: return .attackTime
    case .audioDecayTimeControl: return .decayTime
    case .audioReleaseTimeControl: return .releaseTime
    }
  }
}

extension ClosedRange where Bound == Double {
  /// `value` moved to the nearest bound when outside.
  func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
