/// What a recognizer says after it has seen a frame or reached a deadline.
public enum GestureSignal: Sendable {
  /// Nothing to report.
  case none
  /// Its rules are met: a discrete gesture wants to end, a continuous one to begin.
  case ready
  /// An active continuous gesture's value changed.
  case changed
  /// An active continuous gesture ended successfully.
  case ended
  /// A possible gesture can no longer succeed.
  case failed(FailureReason)
  /// An active gesture stopped without success.
  case cancelled(FailureReason)
}
