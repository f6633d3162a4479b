/// Several expectations a replay did not meet, thrown together.
public struct ExpectationFailures: Error, Hashable, Sendable, CustomStringConvertible {
  /// The expectations not met, in the order they were given.
  public var failures: [ExpectationFailure]

  /// The failures `failures`, thrown as one error.
  public init(_ failures: [ExpectationFailure]) { self.failures = failures }

  /// One `expected …; …` line per failure, then the replay's transitions once.
  public var description: String {
    guard let last = failures.last else { return "no failures" }
    let lines = failures.map { "expected \($0.expected); \($0.actual)" }
    return lines.joined(separator: "\n") + "\ntransitions:\n" + last.transitions
  }
}
