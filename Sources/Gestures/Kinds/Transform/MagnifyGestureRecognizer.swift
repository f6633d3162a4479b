/// The recognizer of a ``MagnifyGesture`` (see ``TransformGestureRecognizer`` for its states).
public final class MagnifyGestureRecognizer: TransformGestureRecognizer<MagnifyGesture.Value> {
  /// How far the magnification must move from 1 before the pinch begins.
  public let minimumScaleDelta: Double

  /// A recognizer with the gesture's parameters.
  public init(minimumScaleDelta: Double, touches: Int) {
    self.minimumScaleDelta = minimumScaleDelta
    super.init(touches: touches)
  }

  public override var value: MagnifyGesture.Value? {
    guard hasStarted else { return nil }
    return MagnifyGesture.Value(
      time: time, magnification: measure, velocity: measureVelocity, startAnchor: startAnchor,
      startLocation: localStartLocation)
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  override func startMeasure(vector: Point) -> Double { 1 }

  override func nextMeasure(vector: Point, previous: Double) -> Double {
    let start = startVector.length
    return start > 0 ? vector.length / start : 1
  }

  override func thresholdReached(_ measure: Double) -> Bool {
    abs(measure - 1) >= minimumScaleDelta
  }

  override func belowThreshold(_ measure: Double) -> FailureReason {
    .endedBelowThreshold(
      measure: "scale change", value: abs(measure - 1), threshold: minimumScaleDelta, unit: "")
  }

}
