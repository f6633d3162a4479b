import Gestures

extension HapticEvent.Kind {
  /// CoreHaptics' name of ``transient`` (`CHHapticEvent.EventType.hapticTransient`).
  public static let hapticTransient = HapticEvent.Kind.transient
  /// CoreHaptics' name of ``continuous`` (`CHHapticEvent.EventType.hapticContinuous`).
  public static let hapticContinuous = HapticEvent.Kind.continuous
}

extension HapticEvent {
  /// CoreHaptics' spelling (`CHHapticEvent(eventType:parameters:relativeTime:duration:)`): an
  /// event of `eventType` at `relativeTime` seconds lasting `duration` seconds (continuous
  /// events; 0 … 30), with `parameters` set over the defaults (intensity 1, sharpness 0.5).
  /// Audio parameters are ignored; every value is clamped into its range.
  public init(
    eventType: Kind, parameters: [HapticEventParameter], relativeTime: Double,
    duration: Double = 0
  ) {
    self.init(eventType, time: relativeTime, duration: duration)
    for p in parameters { set(p.parameterID, to: p.value) }
  }
}

extension HapticEventParameterID {
  /// CoreHaptics' name of ``intensity`` (`CHHapticEvent.ParameterID.hapticIntensity`).
  public static let hapticIntensity = HapticEventParameterID.intensity
  /// CoreHaptics' name of ``sharpness`` (`CHHapticEvent.ParameterID.hapticSharpness`).
  public static let hapticSharpness = HapticEventParameterID.sharpness
}

extension HapticDynamicParameterID {
  /// CoreHaptics' name of ``intensityControl`` (`CHHapticDynamicParameter.ID`).
  public static let hapticIntensityControl = HapticDynamicParameterID.intensityControl
  /// CoreHaptics' name of ``sharpnessControl``.
  public static let hapticSharpnessControl = HapticDynamicParameterID.sharpnessControl
}
