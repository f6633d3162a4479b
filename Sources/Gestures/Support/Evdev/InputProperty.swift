/// `INPUT_PROP_*` numbers.
public enum InputProperty {
  public static let pointer: UInt16 = 0x00
  public static let direct: UInt16 = 0x01
  public static let buttonpad: UInt16 = 0x02
  public static let semiMT: UInt16 = 0x03
  public static let topButtonpad: UInt16 = 0x04
  public static let pointingStick: UInt16 = 0x05
  public static let accelerometer: UInt16 = 0x06
  /// `INPUT_PROP_MAX`.
  public static let max: UInt16 = 0x1f
}
