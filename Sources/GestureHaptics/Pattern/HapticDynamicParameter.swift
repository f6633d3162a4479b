/// A dynamic parameter sent to a running player (`CHHapticDynamicParameter`): its time is
/// relative to the time it is sent for.
public typealias HapticDynamicParameter = HapticParameterStep
