/// A gesture as a scene file describes it: the gesture value its kind read, before its
/// recognizer is made.
public struct GestureSpec: Hashable, Sendable {
  /// The gesture.
  public var gesture: any SpecifiedGesture

  /// The spec of `gesture`.
  public init(_ gesture: some SpecifiedGesture) {
    self.gesture = gesture
  }

  /// Whether the two specs hold equal gestures of the same type.
  public static func == (a: GestureSpec, b: GestureSpec) -> Bool {
    AnyHashable(a.gesture) == AnyHashable(b.gesture)
  }

  /// Hashes the gesture, its type included.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(gesture).hash(into: &hasher)
  }
}
