/// `ABS_*` codes.
public enum AbsCode {
  /// `ABS_X`: the position on the x axis (single touch, or pointer emulation).
  public static let x: UInt16 = 0x00
  /// `ABS_Y`: the position on the y axis.
  public static let y: UInt16 = 0x01
  /// `ABS_PRESSURE`: the pressure of a single touch.
  public static let pressure: UInt16 = 0x18
  /// `ABS_TOOL_WIDTH`: the width of a single touch.
  public static let toolWidth: UInt16 = 0x1c
  /// `ABS_MT_SLOT`: the slot the following `ABS_MT_*` events are for (protocol B).
  public static let mtSlot: UInt16 = 0x2f
  /// `ABS_MT_TOUCH_MAJOR`: the contact area's major axis.
  public static let mtTouchMajor: UInt16 = 0x30
  /// `ABS_MT_TOUCH_MINOR`: the contact area's minor axis.
  public static let mtTouchMinor: UInt16 = 0x31
  /// `ABS_MT_WIDTH_MAJOR`: the approaching tool's major axis.
  public static let mtWidthMajor: UInt16 = 0x32
  /// `ABS_MT_WIDTH_MINOR`: the approaching tool's minor axis.
  public static let mtWidthMinor: UInt16 = 0x33
  /// `ABS_MT_ORIENTATION`: the contact ellipse's orientation.
  public static let mtOrientation: UInt16 = 0x34
  /// `ABS_MT_POSITION_X`: a contact's x position.
  public static let mtPositionX: UInt16 = 0x35
  /// `ABS_MT_POSITION_Y`: a contact's y position.
  public static let mtPositionY: UInt16 = 0x36
  /// `ABS_MT_TOOL_TYPE`: finger, pen or palm (`MT_TOOL_*`).
  public static let mtToolType: UInt16 = 0x37
  /// `ABS_MT_BLOB_ID`: groups packets of one contact (protocol A).
  public static let mtBlobID: UInt16 = 0x38
  /// `ABS_MT_TRACKING_ID`: a contact's id; −1 ends the contact in its slot.
  public static let mtTrackingID: UInt16 = 0x39
  /// `ABS_MT_PRESSURE`: a contact's pressure.
  public static let mtPressure: UInt16 = 0x3a
  /// `ABS_MT_DISTANCE`: a hovering contact's distance from the surface.
  public static let mtDistance: UInt16 = 0x3b
}
