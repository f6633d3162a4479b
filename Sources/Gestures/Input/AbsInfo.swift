/// The range and resolution of one absolute axis (`struct input_absinfo` without the value).
public struct AbsInfo: Hashable, Sendable {
  /// The smallest value the axis reports, in device units.
  public var minimum: Int32
  /// The largest value the axis reports, in device units.
  public var maximum: Int32
  /// Noise the kernel filters out: changes within it are dropped, in device units.
  public var fuzz: Int32
  /// Values within it of the centre read as the centre (joysticks), in device units.
  public var flat: Int32
  /// Units per millimetre (units per radian for orientation); 0 when the device does not say.
  public var resolution: Int32

  /// An axis from `minimum` to `maximum` with the given fuzz, flat and resolution.
  public init(
    minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }
}

extension AbsInfo {
  /// Why these values cannot describe an axis, or nil when they can: a maximum below the minimum
  /// (the kernel's uinput refuses one too) or a negative resolution — either would put contacts
  /// at negative millimetres. Fuzz and flat are not used here and may hold any value. The trace
  /// readers reject an axis with a problem, naming the line.
  public var problem: String? {
    if maximum < minimum { return "minimum \(minimum) is above maximum \(maximum)" }
    if resolution < 0 { return "resolution \(resolution) is negative" }
    return nil
  }
}
