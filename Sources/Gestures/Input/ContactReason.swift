/// Why a contact got its ``ContactRole``: the measurement and the threshold that decided.
/// Pressure and size are in the device's raw units (those of `ABS_MT_PRESSURE` or
/// `ABS_PRESSURE`, and `ABS_MT_TOUCH_MAJOR`/`MINOR`), as libinput's quirks state them.
public enum ContactReason: Hashable, Sendable, CustomStringConvertible {
  /// Pressure below the threshold (hovering) or above it (palm, thumb).
  case pressure(Int32, threshold: Int32)
  /// Touch size below the threshold (hovering) or above it (palm, thumb).
  case size(Int32, threshold: Int32)
  /// Came down in the side or top edge zone with no other finger down.
  case edge
  /// Came down this far (mm) below the other fingers, more than 25 mm, and not with them
  /// (libinput's contextual thumb, `tp_thumb_update_multifinger`).
  case belowFingers(millimetres: Double)
  /// Came down while another touch had moved faster than 20 mm/s for this many frames (more
  /// than 5), far from the touches beside it (libinput's speed-based thumb).
  case besideFastFinger(frames: Int)
  /// More fingers are announced (`BTN_TOOL_*`) than the device tracks: libinput then takes
  /// every tracked touch as a finger, whatever its pressure.
  case fingerCountAnnounced
  /// The contact began where its slot's touch jumped to, this far in one frame (firmware
  /// swapping fingers under one tracking id): libinput drops the jump (`tp_detect_jumps`); here
  /// the jumping contact is cancelled and this one goes on.
  case jumped(millimetres: Double)
  /// The pad's `BTN_TOUCH` is up: on a touchpad with neither a pressure nor a touch-size rule
  /// libinput begins and ends touches by that key (`tp_unhover_fake_touches`), whatever its
  /// slots still hold.
  case touchKeyUp

  /// The reason as `--touches` prints it (`palm (pressure 156 > 130)`'s inside).
  public var description: String {
    switch self {
    case .pressure(let v, let t): return "pressure \(v) \(comparison(v, t)) \(t)"
    case .size(let v, let t): return "size \(v) \(comparison(v, t)) \(t)"
    case .edge: return "came down in the edge zone"
    case .belowFingers(let mm):
      return "came down \(FailureReason.mm(mm)) below the other fingers"
    case .besideFastFinger(let n):
      return "came down beside a finger moving over 20 mm/s for \(n) frames"
    case .fingerCountAnnounced: return "more fingers announced than tracked"
    case .jumped(let mm): return "jumped \(FailureReason.mm(mm)) in one frame"
    case .touchKeyUp: return "BTN_TOUCH is up"
    }
  }

  private func comparison(_ v: Int32, _ t: Int32) -> String { v < t ? "<" : v > t ? ">" : ">=" }
}
