/// A twist's value in the log: its rotation (degrees) and velocity (degrees per second), as the
/// Output contract article gives them.
extension RotateGesture.Value: GestureValue {
  public func writeJSON(to out: OutputBuffer) {
    out.appendJSONMeasure("{\"rotation\":", rotation.degrees, velocity: velocity.degrees)
  }

  public func writeText(to out: OutputBuffer) {
    out.append(fixed: rotation.degrees, decimals: 3)
    out.append(" deg v ")
    out.append(fixed: velocity.degrees, decimals: 3)
    out.append(" deg/s")
  }

  public var measures: GestureMeasures {
    GestureMeasures(angle: rotation, angleVelocity: velocity, primary: .angle)
  }
}

/// `{"rotate": {"minimumAngleDelta": degrees, "touches": n}}`.
extension RotateGesture: SceneGesture {
  public static let sceneKey = "rotate"
  public static let sceneParameters = ["minimumAngleDelta", "touches"]

  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumAngleDelta: try p.threshold("minimumAngleDelta").map(Angle.degrees)
        ?? Self.defaultMinimumAngleDelta,
      touches: p.touches ?? 2)
  }
}
