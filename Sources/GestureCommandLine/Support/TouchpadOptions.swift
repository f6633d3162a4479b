import Gestures

/// libinput's touchpad configuration on the command line (`replay`, `live`), with
/// `libinput debug-events`' names where it has them: `--enable-tap`, `--disable-tap`,
/// `--enable-drag`, `--disable-drag`, and `--drag-lock off|timeout|sticky`.
public struct TouchpadOptions: Hashable, Sendable {
  /// The configuration the options set; libinput's defaults (tapping on) without them.
  public var configuration = TouchpadConfiguration()
  /// Some touchpad option was given (`live` then reads no desktop settings).
  public var given = false

  public init() {}

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
    """

  /// Takes the option `name` if it is a touchpad option (reading its value from `scan`);
  /// returns false when it is not one.
  mutating func parse(_ name: String, _ scan: inout OptionScanner) throws(UsageError) -> Bool {
    switch name {
    case "--enable-tap", "--disable-tap":
      try scan.flag()
      configuration.tapping = name == "--enable-tap"
    case "--enable-drag", "--disable-drag":
      try scan.flag()
      configuration.tapAndDrag = name == "--enable-drag"
    case "--drag-lock":
      let modes: [String: TouchpadConfiguration.DragLock] = [
        "off": .disabled, "timeout": .timeout, "sticky": .sticky,
      ]
      configuration.dragLock = try scan.value(mustBe: "off, timeout or sticky") { modes[$0] }
    default: return false
    }
    given = true
    return true
  }
}
