// The evdev numbers the decoder and the trace formats need, from linux/input-event-codes.h.
// Kept as Swift constants so the per-event path compares plain UInt16s without C imports.

/// Event types (`EV_*`).
public enum EventType {
  public static let syn: UInt16 = 0x00
  public static let key: UInt16 = 0x01
  public static let rel: UInt16 = 0x02
  public static let abs: UInt16 = 0x03
  public static let msc: UInt16 = 0x04
  public static let sw: UInt16 = 0x05
  public static let led: UInt16 = 0x11
  public static let snd: UInt16 = 0x12
  public static let rep: UInt16 = 0x14
  public static let ff: UInt16 = 0x15
  public static let pwr: UInt16 = 0x16
  public static let ffStatus: UInt16 = 0x17
  /// `EV_MAX`.
  public static let max: UInt16 = 0x1f

  /// Highest code of each type (`*_MAX`), indexed by type; 0 for unused types.
  public static func maxCode(_ type: UInt16) -> UInt16 {
    switch type {
    case syn: return 0x0f
    case key: return 0x2ff
    case rel: return 0x0f
    case abs: return 0x3f
    case msc: return 0x07
    case sw: return 0x11
    case led: return 0x0f
    case snd: return 0x07
    case rep: return 0x01
    case ff: return 0x7f
    default: return 0
    }
  }
}

/// `SYN_*` codes.
public enum SynCode {
  public static let report: UInt16 = 0
  public static let config: UInt16 = 1
  public static let mtReport: UInt16 = 2
  public static let dropped: UInt16 = 3
}

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
