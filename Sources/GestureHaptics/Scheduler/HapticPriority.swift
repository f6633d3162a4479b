import Gestures

/// How important a pattern is when another is already playing (after Android's vibration usages
/// and feedbackd's event/haptic split).
///
/// A pattern of higher priority than everything playing pre-empts it; otherwise it mixes with
/// what plays (see the Scheduling article).
public enum HapticPriority: Int, Comparable, CaseIterable, Hashable, Sendable {
  /// Ambient app patterns (a game's rumble bed).
  case background
  /// Feedback for touches and gestures (the default of gesture bindings).
  case gesture
  /// Notifications (success, warning, error of an operation).
  case notification
  /// Alarms and calls.
  case alert

  /// Whether `a` is less important than `b`.
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
