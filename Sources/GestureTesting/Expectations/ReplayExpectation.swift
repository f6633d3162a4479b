/// A claim about a replay, checked against a ``ReplayResult``: what should have happened, in
/// words, and a check that says what happened instead.
///
/// The built-in ones (``ended(_:times:at:within:)``, ``failed(_:because:)``,
/// ``noGestureEnded(except:)``, …) cover the usual questions; make your own with
/// ``init(_:check:)`` (an example is in the Replaying article).
public struct ReplayExpectation: CustomStringConvertible {
  /// What is expected, in words (`double-tap to end once at 0.230 s ± 0.005 s`).
  public var description: String
  /// Returns nil when `result` satisfies the expectation, else what happened instead.
  public var check: (ReplayResult) -> String?

  /// An expectation described by `description` (what should happen, in words) and judged by
  /// `check`, which returns nil when a result satisfies it and otherwise what happened instead.
  public init(_ description: String, check: @escaping (ReplayResult) -> String?) {
    self.description = description
    self.check = check
  }

  /// The failure, if `result` does not satisfy the expectation.
  public func evaluate(_ result: ReplayResult) -> ExpectationFailure? {
    check(result).map {
      ExpectationFailure(expected: description, actual: $0, transitions: result.description)
    }
  }
}
