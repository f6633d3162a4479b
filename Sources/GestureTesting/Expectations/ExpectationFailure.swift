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

  public init(expected: String, actual: String, transitions: String) {
    self.expected = expected
    self.actual = actual
    self.transitions = transitions
  }

  public var description: String {
    "expected \(expected); \(actual)\ntransitions:\n\(transitions)"
  }
}

/// Several expectations a replay did not meet, thrown together.
public struct ExpectationFailures: Error, Hashable, Sendable, CustomStringConvertible {
  public var failures: [ExpectationFailure]

  public init(_ failures: [ExpectationFailure]) { self.failures = failures }

  public var description: String {
    guard let last = failures.last else { return "no failures" }
    let lines = failures.map { "expected \($0.expected); \($0.actual)" }
    return lines.joined(separator: "\n") + "\ntransitions:\n" + last.transitions
  }
}
