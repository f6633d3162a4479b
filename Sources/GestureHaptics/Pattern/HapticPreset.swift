import Gestures

/// The UIKit feedback generators as patterns: `UINotificationFeedbackGenerator` (success,
/// warning, error), `UIImpactFeedbackGenerator` (light, medium, heavy, soft, rigid) and
/// `UISelectionFeedbackGenerator`.
///
/// Apple publishes no numbers for them; where each number comes from is in the Presets article.
public enum HapticPreset: String, CaseIterable, Hashable, Sendable {
  /// Notification success: two transients 0.09 s apart, the second stronger.
  case success
  /// Notification warning: two transients 0.14 s apart, the second weaker.
  case warning
  /// Notification error: three transients 0.08 s apart, each stronger.
  case error
  /// A light impact: one transient at intensity 0.4.
  case impactLight = "impact-light"
  /// A medium impact: one transient at intensity 0.7.
  case impactMedium = "impact-medium"
  /// A heavy impact: one transient at intensity 1.
  case impactHeavy = "impact-heavy"
  /// A soft impact: one dull transient (sharpness 0.2) that decays over 0.5 s.
  case impactSoft = "impact-soft"
  /// A rigid impact: one transient at intensity 1 and sharpness 1.
  case impactRigid = "impact-rigid"
  /// A selection change: one faint, sharp transient (intensity 0.3, sharpness 0.9).
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
