extension ReplayResult {
  /// The expectations `self` does not meet (empty when it meets them all).
  public func failures(_ expectations: ReplayExpectation...) -> [ExpectationFailure] {
    failures(expectations)
  }

  /// The expectations `self` does not meet (empty when it meets them all).
  public func failures(_ expectations: [ReplayExpectation]) -> [ExpectationFailure] {
    expectations.compactMap { $0.evaluate(self) }
  }

  /// The failure of `expectation`, or nil when `self` meets it: `#expect(result.failure(of:
  /// .ended("tap")) == nil)` shows the message when it does not.
  public func failure(of expectation: ReplayExpectation) -> ExpectationFailure? {
    expectation.evaluate(self)
  }

  /// True when `self` meets every expectation.
  public func satisfies(_ expectations: ReplayExpectation...) -> Bool {
    failures(expectations).isEmpty
  }

  /// Throws the expectations `self` does not meet, with what was expected and what happened.
  public func expect(_ expectations: ReplayExpectation...) throws(ExpectationFailures) {
    let failed = failures(expectations)
    if !failed.isEmpty { throw ExpectationFailures(failed) }
  }
}
