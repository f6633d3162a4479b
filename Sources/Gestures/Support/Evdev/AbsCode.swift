/// `ABS_*` codes.
public enum AbsCode {
  public static let x: UInt16 = 0x00
  public static let y: UInt16 = 0x01
  public static let pressure: UInt16 = 0x18
  public static let toolWidth: UInt16 = 0x1c
  public static let mtSlot: UInt16 = 0x2f
  public static let mtTouchMajor: UInt16 = 0x30
  public static let mtTouchMinor: UInt16 = 0x31
  public static let mtWidthMajor: UInt16 = 0x32
  public static let mtWidthMinor: UInt16 = 0x33
  public static let mtOrientation: UInt16 = 0x34
  public static let mtPositionX: UInt16 = 0x35
  public static let mtPositionY: UInt16 = 0x36
  public static let mtToolType: UInt16 = 0x37
  public static let mtBlobID: UInt16 = 0x38
  public static let mtTrackingID: UInt16 = 0x39
  public static let mtPressure: UInt16 = 0x3a
  public static let mtDistance: UInt16 = 0x3b
}
