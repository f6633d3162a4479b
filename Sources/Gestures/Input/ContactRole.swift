/// What a contact is, as the input layer judged it from the device's pressure, size and
/// position (libinput's touch, palm and thumb rules; see ``ContactRules``).
///
/// Only fingers take part in gestures unless a gesture asks for more
/// (``GestureRecognizer/acceptedRoles``); the others are reported so that their positions are
/// not lost and the decision is visible (`--touches`, `--explain`).
public enum ContactRole: String, Hashable, Sendable {
  /// A finger on the surface.
  case finger
  /// Tracked by the sensor but not touching: its pressure (or size) is below the touch
  /// threshold. Not counted as a finger.
  case hovering
  /// A palm: too much pressure or size, or it came down in the touchpad's edge zone alone.
  case palm
  /// A thumb resting in the touchpad's bottom zone, below fingers that were already down.
  case thumb
}

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
  /// Came down in the bottom thumb zone, this far (mm) below the lowest finger already down.
  case belowFingers(millimetres: Double)
  /// More fingers are announced (`BTN_TOOL_*`) than the device tracks: libinput then takes
  /// every tracked touch as a finger, whatever its pressure.
  case fingerCountAnnounced

  public var description: String {
    switch self {
    case .pressure(let v, let t): return "pressure \(v) \(comparison(v, t)) \(t)"
    case .size(let v, let t): return "size \(v) \(comparison(v, t)) \(t)"
    case .edge: return "came down in the edge zone"
    case .belowFingers(let mm):
      return "came down in the thumb zone \(FailureReason.mm(mm)) below the fingers"
    case .fingerCountAnnounced: return "more fingers announced than tracked"
    }
  }

  private func comparison(_ v: Int32, _ t: Int32) -> String { v < t ? "<" : v > t ? ">" : ">=" }
}

/// A set of ``ContactRole``s: which contacts a gesture takes.
public struct ContactRoles: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let finger = ContactRoles(rawValue: 1)
  public static let hovering = ContactRoles(rawValue: 2)
  public static let palm = ContactRoles(rawValue: 4)
  public static let thumb = ContactRoles(rawValue: 8)

  /// The set holding one role.
  @inlinable public init(_ role: ContactRole) {
    switch role {
    case .finger: self = .finger
    case .hovering: self = .hovering
    case .palm: self = .palm
    case .thumb: self = .thumb
    }
  }
}
