extension SceneGestureKind {
  /// `{"simultaneously": [A, B]}`: `A.simultaneously(with: B)`.
  public static let simultaneously = SceneGestureKind(
    composing: "simultaneously", SimultaneousComposer())
}

struct SimultaneousComposer: GestureComposer {
  func compose<A: SpecifiedGesture, B: SpecifiedGesture>(_ a: A, _ b: B) -> GestureSpec {
    GestureSpec(a.simultaneously(with: b))
  }
}
