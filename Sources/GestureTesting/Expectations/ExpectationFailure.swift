/// An expectation a replay did not meet: what was expected, what happened, and the replay's
/// transitions for context. Thrown by ``ReplayResult/expect(_:)``; its description is the
/// message a test failure shows.
public struct ExpectationFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was expected, in words.
  public var expected: String
  /// What happened instead.
  public var actual: String
  /// The replay's transitions, one per line.
  public var transitions: String

  /// A failure saying `expected` was expected and `actual` happened, with the replay's
  /// `transitions` (one per line) for context.
  public init(expected: String, actual: String, transitions: String) {
    self.expected = expected
    self.actual = actual
    self.transitions = transitions
  }

  /// `expected …; …`, then the transitions: the message a test failure shows.
  public var description: String {
    "expected \(expected); \(actual)\ntransitions:\n\(transitions)"
  }
}
