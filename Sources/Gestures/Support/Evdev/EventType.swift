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
