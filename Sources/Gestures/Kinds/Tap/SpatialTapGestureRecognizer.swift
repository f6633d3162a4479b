/// The recognizer of a ``SpatialTapGesture``: its value is the final lift location once the last
/// tap lifted.
public final class SpatialTapGestureRecognizer: MultiTapGestureRecognizer<SpatialTapGesture.Value> {
  /// The space the location is in.
  public let coordinateSpace: CoordinateSpace
  /// Surface millimetres to the location's points.
  private var transform = CoordinateTransform.identity

  init(rules: TapRules, coordinateSpace: CoordinateSpace) {
    self.coordinateSpace = coordinateSpace
    super.init(rules: rules)
    coordinatesChanged()
  }

  public override func coordinatesChanged() {
    transform = coordinates.transform(for: coordinateSpace)
  }

  public override var value: SpatialTapGesture.Value? {
    guard tapsCompleted == rules.count, let location = lastTapLocation else { return nil }
    return SpatialTapGesture.Value(location: transform.position(location))
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

}
