/// Two gestures of which only one succeeds, the first having precedence, like SwiftUI's
/// `ExclusiveGesture`.
///
/// Both parts get every frame and deadline. `First` wins as soon as its rules are met; `Second`
/// waits while `First` is still possible (unless `First` can only succeed after a lift and
/// touches are down). The composite then behaves as the winner (the Composed gestures article).
/// In the transition log its value is the winner's, or `First`'s before a winner is known.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture with precedence.
  public var first: First
  /// The gesture that can only succeed when `first` fails.
  public var second: Second

  /// The winner's value.
  public enum Value {
    /// `first` won, with its value.
    case first(First.Value)
    /// `first` failed and `second` won, with its value.
    case second(Second.Value)
  }

  /// `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A fresh recognizer running both parts, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    ExclusiveGestureRecognizer<First, Second>(
      first: first.makeRecognizer(), second: second.makeRecognizer())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// This gesture, or `other` if this one fails; this one has precedence (SwiftUI's
  /// `exclusively(before:)`).
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension ExclusiveGesture: Equatable where First: Equatable, Second: Equatable {}
extension ExclusiveGesture: Hashable where First: Hashable, Second: Hashable {}
extension ExclusiveGesture: Sendable where First: Sendable, Second: Sendable {}

extension ExclusiveGesture {
  /// `exclusive(A,B)` of the parts' names (`exclusive(double-tap,tap)`).
  public var defaultName: String {
    GestureName.composite("exclusive", first.defaultName, second.defaultName)
  }
}
