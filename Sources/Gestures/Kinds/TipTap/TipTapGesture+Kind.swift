/// A tip-tap's value in the log: its location (mm), fingers and resting fingers, as the Output
/// contract article gives them.
extension TipTapGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"location\":")
    out.appendJSONPair(location)
    out.append(",\"touches\":")
    out.append(touches)
    out.append(",\"resting\":")
    out.append(restingTouches)
    out.append("}")
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append(touches)
    out.append(" beside ")
    out.append(restingTouches)
    out.append(" at ")
    out.append(fixed: location.x, decimals: 1)
    out.append(",")
    out.append(fixed: location.y, decimals: 1)
  }

  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures { GestureMeasures(location: location, fingers: touches) }
}

/// `{"tipTap": {"touches": n, "resting": n, "restingDuration": s, "maximumDuration": s,
/// "maximumMovement": pt, "restingMovement": pt}}`: a tap of `touches` fingers beside at least
/// `resting` fingers (1 … 64) that rested that long.
extension TipTapGesture: SceneGesture {
  /// The key naming the kind in scene files: `"tipTap"`.
  public static let sceneKey = "tipTap"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = [
    "touches", "resting", "restingDuration", "maximumDuration", "maximumMovement",
    "restingMovement",
  ]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    let resting = try p.integer("resting", in: SceneLimits.touches)
    self.init(
      touches: p.touches ?? 1, restingTouches: resting ?? 1,
      restingDuration: try p.duration("restingDuration") ?? Self.defaultRestingDuration,
      maximumDuration: try p.duration("maximumDuration") ?? Self.defaultMaximumDuration,
      maximumMovement: try p.length("maximumMovement") ?? Self.defaultMaximumMovement,
      restingMovement: try p.length("restingMovement") ?? Self.defaultRestingMovement)
  }
}
