/// A pinch's value in the log: its magnification and its velocity (per second), as the Output
/// contract article gives them.
extension MagnifyGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    out.appendJSONMeasure("{\"magnification\":", magnification, velocity: velocity)
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append("x")
    out.append(fixed: magnification, decimals: 3)
    out.append(" v ")
    out.append(fixed: velocity, decimals: 3)
    out.append("/s")
  }

  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures {
    GestureMeasures(scale: magnification, scaleVelocity: velocity, primary: .scale)
  }
}

/// `{"magnify": {"minimumScaleDelta": d, "touches": n}}`.
extension MagnifyGesture: SceneGesture {
  /// The key naming the kind in scene files: `"magnify"`.
  public static let sceneKey = "magnify"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = ["minimumScaleDelta", "touches"]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumScaleDelta: try p.threshold("minimumScaleDelta") ?? Self.defaultMinimumScaleDelta,
      touches: p.touches ?? 2)
  }
}
