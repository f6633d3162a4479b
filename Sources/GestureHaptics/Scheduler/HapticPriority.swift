import Gestures

/// How important a pattern is when another is already playing (research/haptics.md §6.6,
/// after Android's vibration usages and feedbackd's event/haptic split).
///
/// The rule (``HapticScheduler/play(_:name:priority:at:)``): a pattern of **higher** priority than
/// everything playing **pre-empts** it (what plays stops at once); otherwise it **mixes** with
/// what plays (levels added and saturated, ``ForceFeedbackEffect/mixed(with:)``). So a more
/// important pattern gets the actuator to itself, and a pattern is never cut short by a less
/// important one, which layers under it instead.
public enum HapticPriority: Int, Comparable, CaseIterable, Hashable, Sendable {
  /// Ambient app patterns (a game's rumble bed).
  case background
  /// Feedback for touches and gestures (the default of gesture bindings).
  case gesture
  /// Notifications (success, warning, error of an operation).
  case notification
  /// Alarms and calls.
  case alert

  public static func < (a: HapticPriority, b: HapticPriority) -> Bool { a.rawValue < b.rawValue }

  /// The name scene files and options use.
  public var name: String {
    switch self {
    case .background: return "background"
    case .gesture: return "gesture"
    case .notification: return "notification"
    case .alert: return "alert"
    }
  }

  /// The priority named `name`.
  public init?(name: String) {
    guard let p = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = p
  }
}
