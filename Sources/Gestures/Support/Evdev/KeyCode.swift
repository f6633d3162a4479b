/// `BTN_*` and `KEY_*` codes the decoder reads.
public enum KeyCode {
  public static let btnLeft: UInt16 = 0x110
  public static let btnToolPen: UInt16 = 0x140
  public static let btnToolFinger: UInt16 = 0x145
  public static let btnToolQuintTap: UInt16 = 0x148
  public static let btnTouch: UInt16 = 0x14a
  public static let btnToolDoubleTap: UInt16 = 0x14d
  public static let btnToolTripleTap: UInt16 = 0x14e
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
