/// A pinch's value in the log: its magnification and its velocity (per second), as the Output
/// contract article gives them.
extension MagnifyGesture.Value: GestureValue {
  public func writeJSON(to out: OutputBuffer) {
    out.appendJSONMeasure("{\"magnification\":", magnification, velocity: velocity)
  }

  public func writeText(to out: OutputBuffer) {
    out.append("x")
    out.append(fixed: magnification, decimals: 3)
    out.append(" v ")
    out.append(fixed: velocity, decimals: 3)
    out.append("/s")
  }

  public var measures: GestureMeasures {
    GestureMeasures(scale: magnification, scaleVelocity: velocity, primary: .scale)
  }
}

/// `{"magnify": {"minimumScaleDelta": d, "touches": n}}`.
extension MagnifyGesture: SceneGesture {
  public static let sceneKey = "magnify"
  public static let sceneParameters = ["minimumScaleDelta", "touches"]

  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumScaleDelta: try p.threshold("minimumScaleDelta") ?? Self.defaultMinimumScaleDelta,
      touches: p.touches ?? 2)
  }
}
