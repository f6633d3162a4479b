import Gestures

/// A parameter curve, like `CHHapticParameterCurve` (AHAP `ParameterCurve`): a control that
/// moves linearly between control points. It applies to every event of the pattern.
public struct HapticParameterCurve: Hashable, Sendable {
  /// One control point: `time` seconds after the curve's start, the control's value there.
  public struct ControlPoint: Hashable, Sendable {
    /// Seconds after the curve's start (≥ 0).
    public var time: Double
    /// The control's value at that time, in the control's range.
    public var value: Double

    /// A point with the control at `value`, `time` seconds after the curve's start.
    public init(time: Double, value: Double) {
      self.time = time
      self.value = value
    }
  }

  /// Most control points one curve may have: Apple refuses more (observed, not documented;
  /// Lofelt NiceVibrations' AHAP exporter splits longer curves).
  public static let maximumControlPoints = 16

  /// The control the curve moves.
  public var parameter: HapticDynamicParameterID
  /// When the curve starts, seconds from the pattern's start (≥ 0).
  public var time: Double
  /// Control points in time order (times relative to `time`); values clamped into range.
  public var controlPoints: [ControlPoint]

  /// A curve of `parameter` from `time` (seconds from the pattern's start, clamped to ≥ 0)
  /// through `controlPoints`, their values clamped into the control's range.
  public init(_ parameter: HapticDynamicParameterID, time: Double, controlPoints: [ControlPoint]) {
    self.parameter = parameter
    self.time = min(max(0, time), HapticLimits.time.upperBound)
    self.controlPoints = controlPoints.map {
      ControlPoint(
        time: min(max(0, $0.time), HapticLimits.time.upperBound),
        value: parameter.range.clamp($0.value))
    }
  }

  /// The curve's value `offset` seconds after its start: the first point's value before it,
  /// linear between points, the last point's value after it.
  public func value(atOffset offset: Double) -> Double {
    guard let first = controlPoints.first else { return parameter.defaultValue }
    if offset <= first.time { return first.value }
    for (a, b) in zip(controlPoints, controlPoints.dropFirst()) where offset <= b.time {
      let span = b.time - a.time
      if span <= 0 { return b.value }
      return a.value + (b.value - a.value) * (offset - a.time) / span
    }
    return controlPoints[controlPoints.count - 1].value
  }

  /// When the last control point is reached, seconds from the pattern's start.
  public var end: Double { time + (controlPoints.last?.time ?? 0) }
}
