/// A touchpad's physical buttons that are pressed (`BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`): a
/// clickpad's whole surface is its left button, which the kernel reports as `BTN_LEFT` however
/// many fingers press it. A press is a click, not a tap: taps fail (libinput's tap state
/// machine goes dead on a button event, `tp_tap_handle_event`), and on a clickpad the touchpad
/// gestures stop while it is down (`tp_gesture_post_events`).
public struct PadButtons: OptionSet, Hashable, Sendable {
  /// One bit per button.
  public let rawValue: UInt8
  /// The set whose bits are `rawValue`'s.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `BTN_LEFT` (a clickpad's whole surface).
  public static let left = PadButtons(rawValue: 1 << 0)
  /// `BTN_RIGHT`.
  public static let right = PadButtons(rawValue: 1 << 1)
  /// `BTN_MIDDLE`.
  public static let middle = PadButtons(rawValue: 1 << 2)

  /// The button of an evdev key code, nil for other keys.
  public init?(code: UInt16) {
    switch code {
    case KeyCode.btnLeft: self = .left
    case KeyCode.btnLeft + 1: self = .right
    case KeyCode.btnLeft + 2: self = .middle
    default: return nil
    }
  }

  /// `left`, `right`, `middle`, joined by `+`; empty when none is pressed.
  public var names: String {
    var parts: [String] = []
    if contains(.left) { parts.append("left") }
    if contains(.right) { parts.append("right") }
    if contains(.middle) { parts.append("middle") }
    return parts.joined(separator: "+")
  }
}
