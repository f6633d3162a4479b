/// Two gestures that run together on the same touches, like SwiftUI's `SimultaneousGesture`:
/// neither blocks the other, and the composite succeeds when either does.
///
/// It is continuous when either part is, ends when both are done and at least one ended, and
/// fails when both failed (the Composed gestures article). In the transition log its value is
/// both parts' (`{"first":v1,"second":v2}`), `null` for a part that has no value or failed.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// One of the gestures.
  public var first: First
  /// The other gesture.
  public var second: Second

  /// The values of both parts; nil for a part that has no value yet or failed.
  public struct Value {
    /// The first gesture's value, or nil.
    public var first: First.Value?
    /// The second gesture's value, or nil.
    public var second: Second.Value?

    /// A value with both parts' values.
    public init(first: First.Value?, second: Second.Value?) {
      self.first = first
      self.second = second
    }
  }

  /// `first` and `second` together.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A fresh recognizer running both parts, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    SimultaneousGestureRecognizer<First, Second>(
      first: first.makeRecognizer(), second: second.makeRecognizer())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// This gesture and `other` at the same time, on the same touches (SwiftUI's
  /// `simultaneously(with:)`).
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }
}

extension SimultaneousGesture: Equatable where First: Equatable, Second: Equatable {}
extension SimultaneousGesture: Hashable where First: Hashable, Second: Hashable {}
extension SimultaneousGesture: Sendable where First: Sendable, Second: Sendable {}

extension SimultaneousGesture {
  /// `simultaneous(A,B)` of the parts' names (`simultaneous(magnify,rotate)`).
  public var defaultName: String {
    GestureName.composite("simultaneous", first.defaultName, second.defaultName)
  }
}
