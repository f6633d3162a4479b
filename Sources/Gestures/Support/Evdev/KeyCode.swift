/// `BTN_*` and `KEY_*` codes the decoder reads.
public enum KeyCode {
  /// `BTN_LEFT`: the left button (a clickpad's click).
  public static let btnLeft: UInt16 = 0x110
  /// `BTN_TOOL_PEN`: a pen is in range.
  public static let btnToolPen: UInt16 = 0x140
  /// `BTN_TOOL_FINGER`: one finger is on the surface.
  public static let btnToolFinger: UInt16 = 0x145
  /// `BTN_TOOL_QUINTTAP`: five fingers are on the surface.
  public static let btnToolQuintTap: UInt16 = 0x148
  /// `BTN_TOUCH`: something touches the surface.
  public static let btnTouch: UInt16 = 0x14a
  /// `BTN_TOOL_DOUBLETAP`: two fingers are on the surface.
  public static let btnToolDoubleTap: UInt16 = 0x14d
  /// `BTN_TOOL_TRIPLETAP`: three fingers are on the surface.
  public static let btnToolTripleTap: UInt16 = 0x14e
  /// `BTN_TOOL_QUADTAP`: four fingers are on the surface.
  public static let btnToolQuadTap: UInt16 = 0x14f

  /// The number of fingers a `BTN_TOOL_*` finger key announces, or nil for other keys.
  @inlinable public static func fingerCount(ofTool code: UInt16) -> Int? {
    switch code {
    case btnToolFinger: return 1
    case btnToolDoubleTap: return 2
    case btnToolTripleTap: return 3
    case btnToolQuadTap: return 4
    case btnToolQuintTap: return 5
    default: return nil
    }
  }
}
