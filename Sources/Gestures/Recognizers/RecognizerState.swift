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
  /// Failed: it will not succeed with these touches.
  case failed
  /// Stopped after it had begun, without success.
  case cancelled

  /// True for ended, failed and cancelled.
  public var isTerminal: Bool { self == .ended || self == .failed || self == .cancelled }
}
