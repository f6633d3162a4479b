/// `{"longPress": {"minimumDuration": s, "maximumDistance": pt, "touches": n}}`. Its value
/// writes `true` in JSON and no text (``LongPressGestureRecognizer/writeValue(_:to:)``).
extension LongPressGesture: SceneGesture {
  /// The key naming the kind in scene files: `"longPress"`.
  public static let sceneKey = "longPress"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = ["minimumDuration", "maximumDistance", "touches"]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumDuration: try p.duration("minimumDuration") ?? Self.defaultMinimumDuration,
      maximumDistance: try p.length("maximumDistance") ?? Self.defaultMaximumDistance,
      touches: p.touches)
  }
}
