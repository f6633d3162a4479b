/// A dynamic parameter step, like `CHHapticDynamicParameter` in a pattern (AHAP `Parameter`):
/// from `time` on, the control has `value` (an abrupt change).
public struct HapticParameterStep: Hashable, Sendable {
  /// The control that changes.
  public var parameter: HapticDynamicParameterID
  /// Seconds from the pattern's start (≥ 0).
  public var time: Double
  /// Clamped into the control's range.
  public var value: Double

  /// `parameter` set to `value` (clamped into its range) at `time` seconds (clamped to ≥ 0).
  public init(_ parameter: HapticDynamicParameterID, time: Double, value: Double) {
    self.parameter = parameter
    self.time = min(max(0, time), HapticLimits.time.upperBound)
    self.value = parameter.range.clamp(value)
  }
}

extension HapticParameterStep {
  /// CoreHaptics' spelling: `value` of `parameterID` at `relativeTime` seconds.
  public init(parameterID: HapticDynamicParameterID, value: Double, relativeTime: Double) {
    self.init(parameterID, time: relativeTime, value: value)
  }
}
