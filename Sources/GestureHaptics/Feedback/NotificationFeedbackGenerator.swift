/// `UINotificationFeedbackGenerator`: success, warning and error, at ``HapticPriority/notification``
/// (they pre-empt gesture feedback).
public final class NotificationFeedbackGenerator: Sendable {
  /// `UINotificationFeedbackGenerator.FeedbackType`: which notification preset plays.
  public enum FeedbackType: Hashable, Sendable {
    /// ``HapticPreset/success``.
    case success
    /// ``HapticPreset/warning``.
    case warning
    /// ``HapticPreset/error``.
    case error

    var preset: HapticPreset {
      switch self {
      case .success: return .success
      case .warning: return .warning
      case .error: return .error
      }
    }
  }

  /// The engine it plays on; nil: no device can play, and the generator does nothing.
  public let engine: HapticEngine?

  /// A generator on `engine` (the default engine when not given).
  public init(engine: HapticEngine? = HapticFeedback.defaultEngine) {
    self.engine = engine
    if engine == nil { HapticFeedback.logUnavailable("NotificationFeedbackGenerator") }
  }

  /// Uploads the first effects of the three notifications, so the next one starts with one write.
  public func prepare() {
    for t in [FeedbackType.success, .warning, .error] { engine?.prepare(t.preset.pattern) }
  }

  /// Plays the notification now.
  public func notificationOccurred(_ type: FeedbackType) {
    HapticFeedback.play(
      type.preset.pattern, name: type.preset.name, priority: .notification, on: engine)
  }
}
