import Gestures

/// The UIKit feedback generators as patterns: `UINotificationFeedbackGenerator` (success,
/// warning, error), `UIImpactFeedbackGenerator` (light, medium, heavy, soft, rigid) and
/// `UISelectionFeedbackGenerator`.
///
/// Apple publishes no numbers for them. Where each number comes from (research/haptics.md):
/// - Impacts and selection are one transient (§6.5): light / medium / heavy intensity 0.4 / 0.7 /
///   1.0 at sharpness 0.5; soft: intensity 0.5 (web-haptics' soft pulse, §4.4), sharpness 0.2 and
///   a decay of 0.5 (≈ 30 ms fade) for §6.5's "slight" softness; rigid: intensity 1.0
///   (web-haptics' rigid pulse), sharpness 1.0; selection: intensity 0.3, sharpness 0.9 (§6.5,
///   Android's SEGMENT_TICK/CLOCK_TICK; web-haptics' selection pulse is 0.3 too).
/// - success: two ascending transients, intensity 0.5 then 1.0 starting 90 ms apart
///   (web-haptics: 30 ms @ 0.5, a 60 ms gap, 40 ms @ 1.0; §6.5 "~60–150 ms apart").
/// - warning: two transients, 0.8 then a weaker 0.6 starting 140 ms apart (web-haptics: 40 ms @
///   0.8, a 100 ms gap, 40 ms @ 0.6; §6.5 "a longer gap, second weaker").
/// - error: three rapid transients 80 ms apart (web-haptics: 3 × 40 ms with 40 ms gaps) of
///   varying intensity 0.5, 0.7, 0.9 (Skip's Android mapping of the error generator, §4.4).
///
/// Notification transients keep the neutral sharpness 0.5 (no source gives one).
public enum HapticPreset: String, CaseIterable, Hashable, Sendable {
  case success
  case warning
  case error
  case impactLight = "impact-light"
  case impactMedium = "impact-medium"
  case impactHeavy = "impact-heavy"
  case impactSoft = "impact-soft"
  case impactRigid = "impact-rigid"
  case selection

  /// The preset's name as the command line and scene files write it (`impact-light`).
  public var name: String { rawValue }

  /// The preset named `name`, if any.
  public init?(name: String) { self.init(rawValue: name) }

  /// The generator's pattern.
  public var pattern: HapticPattern {
    switch self {
    case .success:
      return HapticPattern(events: [.transient(at: 0, intensity: 0.5), .transient(at: 0.09)])
    case .warning:
      return HapticPattern(events: [
        .transient(at: 0, intensity: 0.8), .transient(at: 0.14, intensity: 0.6),
      ])
    case .error:
      return HapticPattern(events: [
        .transient(at: 0, intensity: 0.5), .transient(at: 0.08, intensity: 0.7),
        .transient(at: 0.16, intensity: 0.9),
      ])
    case .impactLight: return Self.impact(intensity: 0.4, sharpness: 0.5)
    case .impactMedium: return Self.impact(intensity: 0.7, sharpness: 0.5)
    case .impactHeavy: return Self.impact(intensity: 1.0, sharpness: 0.5)
    case .impactSoft:
      return HapticPattern(events: [
        .transient(at: 0, intensity: 0.5, sharpness: 0.2, decayTime: 0.5)
      ])
    case .impactRigid: return Self.impact(intensity: 1.0, sharpness: 1.0)
    case .selection: return Self.impact(intensity: 0.3, sharpness: 0.9)
    }
  }

  /// `impactOccurred(intensity:)`: an impact preset with its intensity scaled by `intensity`
  /// (0 … 1).
  public func pattern(intensity scale: Double) -> HapticPattern {
    var p = pattern
    for i in p.events.indices { p.events[i].set(.intensity, to: p.events[i].intensity * scale) }
    return p
  }

  private static func impact(intensity: Double, sharpness: Double) -> HapticPattern {
    HapticPattern(events: [.transient(at: 0, intensity: intensity, sharpness: sharpness)])
  }
}
