import CLinuxInput
import Gestures

/// An action with its names resolved: what runs when a bound gesture reaches a phase.
public struct Action: Hashable, Sendable {
  /// What it does.
  public enum Effect: Hashable, Sendable {
    /// A program (`argv[0]` looked up in `PATH` without a slash) with the gesture's
    /// environment; its process group is terminated after `timeout` seconds when given.
    case program(argv: [String], timeout: Double?)
    /// Frames of events on a virtual device, each frame ended by `SYN_REPORT`.
    case input(VirtualDeviceKind, frames: [[InputEvent]])
    /// A button clicked `clicks` times where the gesture's touches are: the absolute pointer
    /// moves there first (``ActionContext/position``).
    case clickAtTouch(button: UInt16, clicks: Int)
  }

  /// The device and frames the action sends for `context`; nil for a program, or a click at
  /// the touch when the touches' position on the screen is not known.
  public func input(for context: ActionContext) -> (VirtualDeviceKind, [[InputEvent]])? {
    switch effect {
    case .program: return nil
    case .input(let kind, let frames): return (kind, frames)
    case .clickAtTouch(let button, let clicks):
      guard let p = context.position else { return nil }
      let r = VirtualDeviceKind.absoluteRange
      func axis(_ v: Double) -> Int32 {
        let f = min(max(v.isFinite ? v : 0, 0), 1)
        // checked: f in 0 … 1, the product within the range's span
        return r.lowerBound + Int32((f * Double(r.upperBound - r.lowerBound)).rounded())
      }
      var frames = [
        [
          InputEvent(type: UInt16(EV_ABS), code: UInt16(ABS_X), value: axis(p.x)),
          InputEvent(type: UInt16(EV_ABS), code: UInt16(ABS_Y), value: axis(p.y)),
        ]
      ]
      for _ in 0..<clicks { frames += Self.pressAndRelease([button]) }
      return (.absolutePointer, frames)
    }
  }

  /// What the action does: a program, or events on a virtual device.
  public var effect: Effect
  /// The action as the binding writes it (`key ctrl+alt+Right`), for logs.
  public var text: String
  /// The JSON path of the action in its scene file (empty for one made in Swift).
  public var path: String
  /// Directions it runs for (``ActionContext/direction``'s names); nil for any.
  public var directions: Set<String>?
  /// The devices it runs for; nil for any.
  public var devices: DeviceFilter?
  /// The least change of the gesture's value for it to run (``ActionContext``'s units: mm,
  /// degrees, magnification's distance from 1); nil for any.
  public var minimumChange: Double?
  /// Run once per step of change instead of once per transition.
  public var repeatRule: ActionRepeat?
  /// The actions of a step the other way.
  public var reverse: [Action] = []
  /// The least time between two runs on one device, µs.
  public var rateLimit: Int64?

  /// An action doing `effect`, written `text` in logs, from the scene file's JSON `path` (empty
  /// for one made in Swift); its filters and repeat are set afterwards.
  public init(_ effect: Effect, text: String, path: String = "") {
    self.effect = effect
    self.text = text
    self.path = path
  }

  /// Runs `argv` without a shell.
  public static func run(_ argv: [String], timeout: Double? = nil) -> Action {
    Action(.program(argv: argv, timeout: timeout), text: "run " + argv.joined(separator: " "))
  }

  /// Runs `command` with `/bin/sh -c`.
  public static func shell(_ command: String, timeout: Double? = nil) -> Action {
    Action(.program(argv: ["/bin/sh", "-c", command], timeout: timeout), text: "shell " + command)
  }

  /// Presses and releases each combination in order (`keys("ctrl+alt+Right")`); nil when a
  /// name is not a key (``KeyNames``).
  public static func keys(_ combinations: String...) -> Action? {
    keys(combinations)
  }

  /// Presses and releases each combination of `combinations` in order; nil when a name is not a
  /// key (``KeyNames``).
  public static func keys(_ combinations: [String]) -> Action? {
    var frames: [[InputEvent]] = []
    for c in combinations {
      let (codes, unknown) = KeyNames.codes(of: c)
      guard unknown == nil, !codes.isEmpty else { return nil }
      frames += Self.pressAndRelease(codes)
    }
    return Action(
      .input(.keyboard, frames: frames), text: "key " + combinations.joined(separator: " "))
  }

  /// The mouse button's evdev codes by name.
  public static let buttons: [String: UInt16] = [
    "left": UInt16(BTN_LEFT), "right": UInt16(BTN_RIGHT), "middle": UInt16(BTN_MIDDLE),
    "side": UInt16(BTN_SIDE), "extra": UInt16(BTN_EXTRA),
  ]

  /// Clicks the button named `name` (`left`, `right`, `middle`, `side`, `extra`) `clicks` times.
  public static func button(_ name: String, clicks: Int = 1) -> Action? {
    guard let code = buttons[name], clicks >= 1 else { return nil }
    var frames: [[InputEvent]] = []
    for _ in 0..<clicks { frames += pressAndRelease([code]) }
    return Action(
      .input(.pointer, frames: frames), text: "button \(name)" + (clicks > 1 ? " ×\(clicks)" : ""))
  }

  /// Clicks the button named `name` `clicks` times where the gesture's touches are, through
  /// the absolute pointer (a touchscreen's long press as a right click there).
  public static func buttonAtTouch(_ name: String, clicks: Int = 1) -> Action? {
    guard let code = buttons[name], clicks >= 1 else { return nil }
    return Action(
      .clickAtTouch(button: code, clicks: clicks),
      text: "button \(name)" + (clicks > 1 ? " ×\(clicks)" : "") + " at the touch")
  }

  /// Turns the wheel `clicks` notches `up`, `down`, `left` or `right` (with the high-resolution
  /// axis's 120 per notch in the same frame).
  public static func scroll(_ direction: String, clicks: Int = 1) -> Action? {
    let axes: [String: (UInt16, UInt16, Int32)] = [
      "up": (UInt16(REL_WHEEL), UInt16(REL_WHEEL_HI_RES), 1),
      "down": (UInt16(REL_WHEEL), UInt16(REL_WHEEL_HI_RES), -1),
      "right": (UInt16(REL_HWHEEL), UInt16(REL_HWHEEL_HI_RES), 1),
      "left": (UInt16(REL_HWHEEL), UInt16(REL_HWHEEL_HI_RES), -1),
    ]
    guard let (axis, hiRes, sign) = axes[direction], clicks >= 1 else { return nil }
    let n = Int32(clicks) * sign
    let frame = [
      InputEvent(type: UInt16(EV_REL), code: axis, value: n),
      InputEvent(type: UInt16(EV_REL), code: hiRes, value: n * 120),
    ]
    return Action(
      .input(.pointer, frames: [frame]),
      text: "scroll \(direction)" + (clicks > 1 ? " ×\(clicks)" : ""))
  }

  /// Moves the pointer by (`x`, `y`) units.
  public static func move(x: Int, y: Int) -> Action {
    var frame: [InputEvent] = []
    if x != 0 {
      frame.append(InputEvent(type: UInt16(EV_REL), code: UInt16(REL_X), value: Int32(x)))
    }
    if y != 0 {
      frame.append(InputEvent(type: UInt16(EV_REL), code: UInt16(REL_Y), value: Int32(y)))
    }
    return Action(.input(.pointer, frames: frame.isEmpty ? [] : [frame]), text: "move \(x) \(y)")
  }

  /// Each code pressed in order, then released in reverse, one frame per event.
  static func pressAndRelease(_ codes: [UInt16]) -> [[InputEvent]] {
    codes.map { [InputEvent(type: UInt16(EV_KEY), code: $0, value: 1)] }
      + codes.reversed().map { [InputEvent(type: UInt16(EV_KEY), code: $0, value: 0)] }
  }
}
