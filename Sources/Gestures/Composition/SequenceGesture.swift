/// A gesture that runs `First`, then `Second` on the same touches, like SwiftUI's
/// `SequenceGesture`: `Second` only starts once `First` has ended.
///
/// The sequence is continuous: it asks to begin when `First` ends and `Second` starts on the
/// touches still down, and ends when `Second` ends. `First` failing fails it; `Second` failing
/// cancels it (the Composed gestures article). In the transition log its value is `{"first":v1}`
/// before `First` ended, then `{"first":v1,"second":v2}`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture that runs first.
  public var first: First
  /// The gesture that runs once `first` has ended.
  public var second: Second

  /// The value of a sequence: which part is running, with the values so far.
  public enum Value {
    /// `First` has not ended yet.
    case first(First.Value)
    /// `First` has ended; `Second` runs (its value is nil until it has one).
    case second(First.Value, Second.Value?)
  }

  /// A sequence of `first` then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A fresh recognizer running the parts in turn, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    SequenceGestureRecognizer<First, Second>(
      first: first.makeRecognizer(), second: second.makeRecognizer())
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// This gesture, then `other` once this one has ended, on the same touches (SwiftUI's
  /// `sequenced(before:)`).
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

extension SequenceGesture: Equatable where First: Equatable, Second: Equatable {}
extension SequenceGesture: Hashable where First: Hashable, Second: Hashable {}
extension SequenceGesture: Sendable where First: Sendable, Second: Sendable {}

extension SequenceGesture {
  /// `sequence(A,B)` of the parts' names (`sequence(long-press,drag)`).
  public var defaultName: String {
    GestureName.composite("sequence", first.defaultName, second.defaultName)
  }
}
