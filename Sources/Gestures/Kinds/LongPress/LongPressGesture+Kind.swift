/// `{"longPress": {"minimumDuration": s, "maximumDistance": pt, "touches": n}}`. Its value
/// writes `true` in JSON and no text (``LongPressGestureRecognizer/writeValue(_:to:)``).
extension LongPressGesture: SceneGesture {
  public static let sceneKey = "longPress"
  public static let sceneParameters = ["minimumDuration", "maximumDistance", "touches"]

  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumDuration: try p.duration("minimumDuration") ?? Self.defaultMinimumDuration,
      maximumDistance: try p.length("maximumDistance") ?? Self.defaultMaximumDistance,
      touches: p.touches)
  }
}
