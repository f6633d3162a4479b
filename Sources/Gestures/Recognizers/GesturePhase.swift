/// A gesture's phase as the transition log reports it.
///
/// Continuous gestures go `possible → began → changed* → ended | cancelled`, or
/// `possible → failed`; discrete gestures (taps) go `possible → ended | failed`.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed

  /// True for ended, cancelled and failed: nothing more happens until the gesture restarts.
  public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}

/// Where a recognizer stands in the engine's arbitration.
public enum RecognizerState: Hashable, Sendable, CaseIterable {
  /// Not following any touch; the next touch that reaches it starts a new attempt.
  case idle
  /// Following touches; could still succeed or fail.
  case possible
  /// Its rules are met and it wants to succeed (a discrete gesture to end, a continuous one to
  /// begin), but a higher-priority competitor is still possible, so it waits.
  case ready
  /// A continuous gesture that began and has not ended.
  case active
  /// Succeeded, failed or was cancelled; waits for its touches to lift before it can restart.
  case ended
  case failed
  case cancelled

  /// True for ended, failed and cancelled.
  public var isTerminal: Bool { self == .ended || self == .failed || self == .cancelled }
}

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
