/// A twist's value in the log: its rotation (degrees) and velocity (degrees per second), as the
/// Output contract article gives them.
extension RotateGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    out.appendJSONMeasure("{\"rotation\":", rotation.degrees, velocity: velocity.degrees)
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append(fixed: rotation.degrees, decimals: 3)
    out.append(" deg v ")
    out.append(fixed: velocity.degrees, decimals: 3)
    out.append(" deg/s")
  }

  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures {
    GestureMeasures(angle: rotation, angleVelocity: velocity, primary: .angle)
  }
}

/// `{"rotate": {"minimumAngleDelta": degrees, "touches": n}}`.
extension RotateGesture: SceneGesture {
  /// The key naming the kind in scene files: `"rotate"`.
  public static let sceneKey = "rotate"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = ["minimumAngleDelta", "touches"]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(
      minimumAngleDelta: try p.threshold("minimumAngleDelta").map(Angle.degrees)
        ?? Self.defaultMinimumAngleDelta,
      touches: p.touches ?? 2)
  }
}
