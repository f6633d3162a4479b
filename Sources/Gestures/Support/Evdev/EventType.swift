// The evdev numbers the decoder and the trace formats need, from linux/input-event-codes.h.
// Kept as Swift constants so the per-event path compares plain UInt16s without C imports.

/// Event types (`EV_*`).
public enum EventType {
  /// `EV_SYN`: frame markers (`SYN_REPORT`, `SYN_DROPPED`).
  public static let syn: UInt16 = 0x00
  /// `EV_KEY`: keys and buttons, including `BTN_TOUCH` and `BTN_TOOL_*`.
  public static let key: UInt16 = 0x01
  /// `EV_REL`: relative axes (mouse motion, wheels).
  public static let rel: UInt16 = 0x02
  /// `EV_ABS`: absolute axes (positions, pressure, slots).
  public static let abs: UInt16 = 0x03
  /// `EV_MSC`: miscellaneous (`MSC_TIMESTAMP`, `MSC_SCAN`).
  public static let msc: UInt16 = 0x04
  /// `EV_SW`: switches (lid, tablet mode).
  public static let sw: UInt16 = 0x05
  /// `EV_LED`: LEDs.
  public static let led: UInt16 = 0x11
  /// `EV_SND`: sounds (beeps).
  public static let snd: UInt16 = 0x12
  /// `EV_REP`: key repeat settings.
  public static let rep: UInt16 = 0x14
  /// `EV_FF`: force feedback (play and stop an effect, gain).
  public static let ff: UInt16 = 0x15
  /// `EV_PWR`: power buttons.
  public static let pwr: UInt16 = 0x16
  /// `EV_FF_STATUS`: force-feedback effect status.
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
