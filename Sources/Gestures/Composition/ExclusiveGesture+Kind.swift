extension SceneGestureKind {
  /// `{"exclusively": [A, B]}`: `A.exclusively(before: B)`.
  public static let exclusively = SceneGestureKind(composing: "exclusively", ExclusiveComposer())
}

struct ExclusiveComposer: GestureComposer {
  func compose<A: SpecifiedGesture, B: SpecifiedGesture>(_ a: A, _ b: B) -> GestureSpec {
    GestureSpec(a.exclusively(before: b))
  }
}
