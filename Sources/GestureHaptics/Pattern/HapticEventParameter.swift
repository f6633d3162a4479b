/// One parameter of an event (`CHHapticEventParameter`): a value for an event parameter id.
public struct HapticEventParameter: Hashable, Sendable {
  /// Which parameter the value is for.
  public var parameterID: HapticEventParameterID
  /// The value, clamped into the parameter's range when the event is made.
  public var value: Double

  /// `parameterID` at `value`.
  public init(parameterID: HapticEventParameterID, value: Double) {
    self.parameterID = parameterID
    self.value = value
  }
}
