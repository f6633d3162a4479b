/// `{"tap": {"count": n, "touches": n, "maximumGap": s, "maximumDuration": s,
/// "maximumMovement": pt}}`. Its value, `()`, writes `null` and no text.
extension TapGesture: SceneGesture {
  /// The key naming the kind in scene files: `"tap"`.
  public static let sceneKey = "tap"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = TapRules.sceneParameters

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(rules: try TapRules(scene: p))
  }
}

extension TapRules {
  /// The parameters of `tap` and `spatialTap`.
  static let sceneParameters = [
    "count", "touches", "maximumGap", "maximumDuration", "maximumMovement",
  ]

  /// Rules read from a `tap` or `spatialTap` parameters object; what it leaves out takes
  /// SwiftUI's values.
  init(scene p: SceneGestureParameters) throws(SceneError) {
    let count = try p.integer("count", in: SceneLimits.tapCount)
    self.init(
      count: count ?? 1, touches: p.touches ?? 1,
      maximumGap: try p.duration("maximumGap") ?? Self.defaultMaximumGap,
      maximumDuration: try p.duration("maximumDuration") ?? Self.defaultMaximumDuration,
      maximumMovement: try p.length("maximumMovement") ?? Self.defaultMaximumMovement)
  }
}
