import Gestures

/// libinput's touchpad configuration on the command line (`replay`, `live`), with
/// `libinput debug-events`' names where it has them: `--enable-tap`, `--disable-tap`,
/// `--enable-drag`, `--disable-drag`, `--drag-lock off|timeout|sticky` (libinput's own
/// `--enable-drag-lock[=timeout|sticky]` and `--disable-drag-lock` too), `--set-tap-map
/// lrm|lmr`, `--set-click-method none|buttonareas|clickfinger`, `--set-clickfinger-map
/// lrm|lmr` and `--enable-3fg-drag 3fg|4fg|disabled`.
public struct TouchpadOptions: Hashable, Sendable {
  /// The settings the options change.
  public var changes = TouchpadConfiguration.Changes()
  /// The configuration the options set; libinput's defaults (tapping on) without them.
  public var configuration: TouchpadConfiguration { changes.applied(to: TouchpadConfiguration()) }
  /// Some touchpad option was given (`live` then reads no desktop settings).
  public var given = false

  public init() {}

  /// Puts a scene's `"touchpad"` settings under the options': the options change them further.
  /// ``given`` stays the command line's alone.
  mutating func underlay(_ scene: Scene?) {
    if let scene { changes = scene.description.touchpad.then(changes) }
  }

  /// The usage lines for the options.
  public static let usage = """
      --enable-tap, --disable-tap
                            tap-to-click on touchpads (default on, as desktops set it;
                            libinput's own default is off on pads with a button)
      --enable-drag, --disable-drag
                            tap-and-drag: a finger back soon after a tap drags with its
                            button held (default on, as libinput)
      --drag-lock off|timeout|sticky
                            a tap-and-drag's button after its finger lifts: released
                            (off, the default, as libinput), held 300 ms for the finger
                            to come back (timeout), or held until a tap (sticky)
      --enable-drag-lock, --disable-drag-lock
                            the same, as libinput debug-events spells it: timeout,
                            or sticky written --enable-drag-lock=sticky; off
      --set-tap-map lrm|lmr
                            the buttons that taps of one, two and three fingers press:
                            left, right, middle (lrm, the default, as libinput) or left,
                            middle, right (lmr)
      --set-click-method none|buttonareas|clickfinger
                            how a clickpad's press picks its button: always left
                            (none), by the bottom strip's areas (buttonareas) or by
                            the fingers on the pad (clickfinger); default: the pad's
                            own, as libinput (clickfinger on Apple's, else buttonareas)
      --set-clickfinger-map lrm|lmr
                            clickfinger's buttons for one, two, three fingers (lrm, the
                            default, as libinput; or lmr)
      --enable-3fg-drag 3fg|4fg|disabled
                            three-finger drag (libinput 1.28): three (3fg) or four (4fg)
                            fingers that move under 5 mm in 80 ms drag with the left
                            button held, faster ones swipe; default disabled, as libinput
    """

  /// Takes the option `name` if it is a touchpad option (reading its value from `scan`);
  /// returns false when it is not one.
  mutating func parse(_ name: String, _ scan: inout OptionScanner) throws(UsageError) -> Bool {
    switch name {
    case "--enable-tap", "--disable-tap":
      try scan.flag()
      changes.tapping = name == "--enable-tap"
    case "--enable-drag", "--disable-drag":
      try scan.flag()
      changes.tapAndDrag = name == "--enable-drag"
    case "--drag-lock":
      let modes: [String: TouchpadConfiguration.DragLock] = [
        "off": .disabled, "timeout": .timeout, "sticky": .sticky,
      ]
      changes.dragLock = try scan.value(mustBe: "off, timeout or sticky") { modes[$0] }
    case "--enable-drag-lock":
      // libinput's optional_argument: a value only after `=`.
      switch scan.inlineValue {
      case nil, "timeout": changes.dragLock = .timeout
      case "sticky": changes.dragLock = .sticky
      default: throw UsageError("--enable-drag-lock takes timeout or sticky after =")
      }
    case "--disable-drag-lock":
      try scan.flag()
      changes.dragLock = .disabled
    case "--set-tap-map":
      changes.tapButtonMap = try scan.value(mustBe: "lrm or lmr") {
        TouchpadConfiguration.ButtonMap(rawValue: $0)
      }
    case "--set-clickfinger-map":
      changes.clickfingerButtonMap = try scan.value(mustBe: "lrm or lmr") {
        TouchpadConfiguration.ButtonMap(rawValue: $0)
      }
    case "--set-click-method":
      changes.clickMethod = try scan.value(mustBe: "none, buttonareas or clickfinger") {
        TouchpadConfiguration.ClickMethod(rawValue: $0)
      }
    case "--enable-3fg-drag":
      changes.threeFingerDrag = try scan.value(mustBe: "3fg, 4fg or disabled") {
        TouchpadConfiguration.ThreeFingerDrag(rawValue: $0)
      }
    default: return false
    }
    given = true
    return true
  }
}
