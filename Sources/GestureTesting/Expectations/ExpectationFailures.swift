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
