/// A gesture as a scene file describes it: the gesture value its kind read, before its
/// recognizer is made.
public struct GestureSpec: Hashable, Sendable {
  /// The gesture.
  public var gesture: any SpecifiedGesture

  public init(_ gesture: some SpecifiedGesture) {
    self.gesture = gesture
  }

  public static func == (a: GestureSpec, b: GestureSpec) -> Bool {
    AnyHashable(a.gesture) == AnyHashable(b.gesture)
  }

  public func hash(into hasher: inout Hasher) {
    AnyHashable(gesture).hash(into: &hasher)
  }
}
