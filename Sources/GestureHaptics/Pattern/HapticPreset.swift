import Gestures

/// The UIKit feedback generators as patterns: `UINotificationFeedbackGenerator` (success,
/// warning, error), `UIImpactFeedbackGenerator` (light, medium, heavy, soft, rigid) and
/// `UISelectionFeedbackGenerator`.
///
/// Apple publishes no numbers for them; where each number comes from is in the Presets article.
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
