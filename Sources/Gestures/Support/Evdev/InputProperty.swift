/// `INPUT_PROP_*` numbers.
public enum InputProperty {
  /// `INPUT_PROP_POINTER`: the device moves a pointer (a touchpad).
  public static let pointer: UInt16 = 0x00
  /// `INPUT_PROP_DIRECT`: touches act where they land (a touchscreen).
  public static let direct: UInt16 = 0x01
  /// `INPUT_PROP_BUTTONPAD`: a clickpad, its button under the surface.
  public static let buttonpad: UInt16 = 0x02
  /// `INPUT_PROP_SEMI_MT`: contacts reported as a bounding box, not positions.
  public static let semiMT: UInt16 = 0x03
  /// `INPUT_PROP_TOPBUTTONPAD`: soft buttons along the top (ThinkPad trackpoint pads).
  public static let topButtonpad: UInt16 = 0x04
  /// `INPUT_PROP_POINTING_STICK`: a pointing stick.
  public static let pointingStick: UInt16 = 0x05
  /// `INPUT_PROP_ACCELEROMETER`: an accelerometer.
  public static let accelerometer: UInt16 = 0x06
  /// `INPUT_PROP_PRESSUREPAD` (Linux 6.18): a touchpad whose pressure axis is the force of a
  /// press (a haptic or pressure pad), not the size of a contact.
  public static let pressurePad: UInt16 = 0x07
  /// `INPUT_PROP_MAX`.
  public static let max: UInt16 = 0x1f

  /// The property a kernel name (`INPUT_PROP_PRESSUREPAD`) stands for, nil for another name.
  public static func named(_ name: String) -> UInt16? {
    let names = [
      "INPUT_PROP_POINTER", "INPUT_PROP_DIRECT", "INPUT_PROP_BUTTONPAD", "INPUT_PROP_SEMI_MT",
      "INPUT_PROP_TOPBUTTONPAD", "INPUT_PROP_POINTING_STICK", "INPUT_PROP_ACCELEROMETER",
      "INPUT_PROP_PRESSUREPAD",
    ]
    return names.firstIndex(of: name).map { UInt16($0) }
  }
}
