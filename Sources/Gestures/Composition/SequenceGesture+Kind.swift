extension SceneGestureKind {
  /// `{"sequenced": [A, B]}`: `A.sequenced(before: B)`.
  public static let sequenced = SceneGestureKind(composing: "sequenced", SequenceComposer())
}

struct SequenceComposer: GestureComposer {
  func compose<A: SpecifiedGesture, B: SpecifiedGesture>(_ a: A, _ b: B) -> GestureSpec {
    GestureSpec(a.sequenced(before: b))
  }
}
