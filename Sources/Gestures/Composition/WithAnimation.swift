extension Transaction {
  /// The transaction of the state changes being made now: inside ``withAnimation(_:_:)`` its
  /// animation, elsewhere none. The engine does not animate; an app whose state storage wants
  /// to know how a change should be shown reads it here.
  @TaskLocal public static var current = Transaction()
}

/// Runs `body` and returns its result, like SwiftUI's `withAnimation(_:_:)`: the changes `body`
/// makes should be shown with `animation`. The engine draws nothing, so it does nothing else than
/// make the animation ``Transaction/current`` while `body` runs, for the app's own state storage
/// to read.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.$current.withValue(Transaction(animation: animation)) { try body() }
}
