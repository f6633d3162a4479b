/// The recognizer of a ``SpatialTapGesture``: its value is the final lift location once the last
/// tap lifted.
public final class SpatialTapGestureRecognizer: MultiTapGestureRecognizer<SpatialTapGesture.Value> {
  public override var value: SpatialTapGesture.Value? {
    guard tapsCompleted == rules.count, let location = lastTapLocation else { return nil }
    return SpatialTapGesture.Value(location: location)
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

}
