/// A kind of gesture a scene file can name (`"tap"`, `"sequenced"`): its key and how the value
/// under that key becomes a gesture. ``SceneFile`` reads the kinds it is given
/// (``builtIn`` by default); a kind is added by listing it there.
public struct SceneGestureKind: Sendable {
  /// The key naming the kind (`{"drag": {…}}`).
  public let key: String
  let read: @Sendable (SceneDecoder, JSONNode, String, Int?, Bool) throws(SceneError) -> GestureSpec

  /// The kind of `G`, which reads its parameters object itself.
  public init<G: SceneGesture>(_: G.Type) {
    key = G.sceneKey
    read = { decoder, argument, path, touches, touchesBeside throws(SceneError) in
      GestureSpec(
        try decoder.parameters(
          G.self, argument, path, touches: touches, touchesBeside: touchesBeside))
    }
  }

  /// A kind that composes two gestures, `{"KEY": [A, B]}`: each part is a gesture of any kind,
  /// with the composite's `touches` as its default.
  init(composing key: String, _ composer: some GestureComposer) {
    self.key = key
    read = { decoder, argument, path, touches, _ throws(SceneError) in
      let parts = try decoder.array(argument, path)
      guard parts.count == 2 else {
        throw decoder.fail(path, argument, "\(key) takes two gestures [A, B], found \(parts.count)")
      }
      let a = try decoder.gesture(parts[0], path + "[0]", touches: touches)
      let b = try decoder.gesture(parts[1], path + "[1]", touches: touches)
      return composer.compose(a.gesture, b.gesture)
    }
  }

  /// The kinds of this package, in the order an error lists them.
  public static let builtIn: [SceneGestureKind] = [
    SceneGestureKind(TapGesture.self), SceneGestureKind(SpatialTapGesture.self),
    SceneGestureKind(LongPressGesture.self), SceneGestureKind(DragGesture.self),
    SceneGestureKind(MagnifyGesture.self), SceneGestureKind(RotateGesture.self),
    SceneGestureKind(SwipeGesture.self), SceneGestureKind(TipTapGesture.self),
    SceneGestureKind(TouchpadGesture.self),
    .sequenced, .simultaneously, .exclusively,
  ]
}

/// Makes a composite of two gestures of any kinds (``SceneGestureKind/sequenced`` and the
/// others).
protocol GestureComposer: Sendable {
  func compose<A: SpecifiedGesture, B: SpecifiedGesture>(_ a: A, _ b: B) -> GestureSpec
}
