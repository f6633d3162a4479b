/// `Never` is the ``Gesture/Body`` of every gesture that makes its own recognizer, as in
/// SwiftUI; it is never made or run.
extension Never: Gesture {
  /// No value: there is never a `Never` gesture to report one.
  public typealias Value = Never
  /// `Never` has no body either.
  public typealias Body = Never

  /// Unreachable: no `Never` value exists.
  public func makeRecognizer() -> TypedGestureRecognizer<Never> {
    switch self {}
  }
}
