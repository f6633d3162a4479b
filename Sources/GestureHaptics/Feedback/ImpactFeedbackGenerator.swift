/// `UIImpactFeedbackGenerator`: one transient, light, medium, heavy, soft or rigid, at
/// ``HapticPriority/gesture``.
public final class ImpactFeedbackGenerator: Sendable {
  /// `UIImpactFeedbackGenerator.FeedbackStyle`: which impact preset plays.
  public enum FeedbackStyle: Hashable, Sendable {
    /// ``HapticPreset/impactLight``.
    case light
    /// ``HapticPreset/impactMedium``.
    case medium
    /// ``HapticPreset/impactHeavy``.
    case heavy
    /// ``HapticPreset/impactSoft``.
    case soft
    /// ``HapticPreset/impactRigid``.
    case rigid

    var preset: HapticPreset {
      switch self {
      case .light: return .impactLight
      case .medium: return .impactMedium
      case .heavy: return .impactHeavy
      case .soft: return .impactSoft
      case .rigid: return .impactRigid
      }
    }
  }

  /// The impact it plays.
  public let style: FeedbackStyle
  /// The engine it plays on; nil: no device can play, and the generator does nothing.
  public let engine: HapticEngine?

  /// A generator of `style` on `engine` (the default engine when not given).
  public init(style: FeedbackStyle = .medium, engine: HapticEngine? = HapticFeedback.defaultEngine)
  {
    self.style = style
    self.engine = engine
    if engine == nil { HapticFeedback.logUnavailable("ImpactFeedbackGenerator") }
  }

  /// Uploads the impact's effect, so the next impact is one write.
  public func prepare() { engine?.prepare(style.preset.pattern) }

  /// Plays the impact now.
  public func impactOccurred() {
    HapticFeedback.play(
      style.preset.pattern, name: style.preset.name, priority: .gesture, on: engine)
  }

  /// Plays the impact now with its intensity scaled by `intensity`, 0 … 1 (clamped).
  public func impactOccurred(intensity: Double) {
    let scale = intensity.isNaN ? 1 : min(max(intensity, 0), 1)
    HapticFeedback.play(
      style.preset.pattern(intensity: scale), name: style.preset.name, priority: .gesture,
      on: engine)
  }
}
