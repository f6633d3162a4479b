import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// The haptics options of a replay: `--haptics PATH`, `--haptics-log`, `--haptics-profile P`.
public struct HapticReplayOptions: Hashable, Sendable {
  /// `--haptics PATH`: play the bound patterns on this force-feedback device, the replay paced
  /// at the trace's own speed.
  public var device: String?
  /// `--haptics-log`: print the command timeline (upload, play, stop, erase) in trace time.
  public var log = false
  /// `--haptics-profile`: the profile of the simulated device `--haptics-log` uses without
  /// `--haptics` (default rumble, 16 effects).
  public var profile: HapticDeviceProfile?

  public init() {}

  /// True when any haptics option was given.
  public var enabled: Bool { device != nil || log }

  /// The usage lines for the options.
  public static let usage = """
      --haptics PATH        play the scene's haptic bindings (scene "haptics"; without
                            --scene: long-press ended → success, tap ended → selection,
                            double-tap ended → impact-medium) on the force-feedback
                            device PATH; the replay runs at the trace's own speed
      --haptics-log         print the haptic commands (upload, play, stop, erase, with
                            the patterns behind them) among the transitions, in trace
                            time; without --haptics on a simulated device
      --haptics-profile rumble|periodic|onoff
                            the simulated device's profile for --haptics-log (default
                            rumble)
    """

  /// Takes the option `name` if it is a haptics option (reading its value from `scan`);
  /// returns false when it is not one.
  mutating func parse(_ name: String, _ scan: inout OptionScanner) throws(UsageError) -> Bool {
    switch name {
    case "--haptics": device = try scan.value()
    case "--haptics-log":
      try scan.flag()
      log = true
    case "--haptics-profile":
      profile = try scan.value(mustBe: "rumble, periodic or onoff", HapticDeviceProfile.named)
    default: return false
    }
    return true
  }
}
