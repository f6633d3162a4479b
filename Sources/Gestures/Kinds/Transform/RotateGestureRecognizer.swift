import Glibc

/// The recognizer of a ``RotateGesture`` (see ``TransformGestureRecognizer`` for its states); its
/// measure is the unwrapped rotation in radians.
public final class RotateGestureRecognizer: TransformGestureRecognizer<RotateGesture.Value> {
  /// How far the touches must turn before the twist begins.
  public let minimumAngleDelta: Angle
  /// The direction of the vector at the last sample, in radians.
  private var lastDirection = 0.0

  /// A recognizer with the gesture's parameters.
  public init(minimumAngleDelta: Angle, touches: Int) {
    self.minimumAngleDelta = minimumAngleDelta
    super.init(touches: touches)
  }

  public override var value: RotateGesture.Value? {
    guard hasStarted else { return nil }
    return RotateGesture.Value(
      time: time, rotation: .radians(measure), velocity: .radians(measureVelocity),
      startAnchor: startAnchor, startLocation: localStartLocation)
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  override func startMeasure(vector: Point) -> Double {
    lastDirection = atan2(vector.y, vector.x)
    return 0
  }

  /// Adds the turn since the last sample, taken the short way round (within ±180°), so the
  /// total keeps counting past 180°.
  override func nextMeasure(vector: Point, previous: Double) -> Double {
    guard vector != .zero else { return previous }
    let direction = atan2(vector.y, vector.x)
    var turn = direction - lastDirection
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn <= -Double.pi { turn += 2 * Double.pi }
    lastDirection = direction
    return previous + turn
  }

  override func thresholdReached(_ measure: Double) -> Bool {
    abs(measure) >= minimumAngleDelta.radians
  }

  override func belowThreshold(_ measure: Double) -> FailureReason {
    .endedBelowThreshold(
      measure: "rotation", value: abs(Angle.radians(measure).degrees),
      threshold: minimumAngleDelta.degrees, unit: "°")
  }

}
