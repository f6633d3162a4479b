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
  /// Added to `AudioPan`; −1 … 1. Accepted, not rendered.
  case audioPanControl = "AudioPanControl"
  /// Added to `AudioPitch`; −1 … 1. Accepted, not rendered.
  case audioPitchControl = "AudioPitchControl"
  /// Added to `AudioBrightness`; −1 … 1. Accepted, not rendered.
  case audioBrightnessControl = "AudioBrightnessControl"
  /// Added to an audio event's attack time; −1 … 1. Accepted, not rendered.
  case audioAttackTimeControl = "AudioAttackTimeControl"
  /// Added to an audio event's decay time; −1 … 1. Accepted, not rendered.
  case audioDecayTimeControl = "AudioDecayTimeControl"
  /// Added to an audio event's release time; −1 … 1. Accepted, not rendered.
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
