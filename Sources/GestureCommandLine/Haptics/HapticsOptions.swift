import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// What `gesture-replay haptics …` was asked to do, parsed from its arguments.
public struct HapticsOptions: Hashable, Sendable {
  /// The subcommand.
  public enum Action: String, Hashable, Sendable {
    /// Print a pattern's force-feedback timeline for a profile.
    case render
    /// Play a pattern on a force-feedback device.
    case play
    /// List the presets.
    case presets
  }

  public var action: Action = .render
  /// The pattern: a preset name or an AHAP file.
  public var pattern: HapticPatternReference?
  /// `--profile`: the rendering profile (render; play takes it from the device unless given).
  public var profile: HapticDeviceProfile?
  /// `--motors 1|2`: overrides a rumble profile's motor count.
  public var motors: Int?
  public var format: OutputFormat = .text
  /// `--device PATH` (play); nil: the first writable force-feedback device.
  public var device: String?
  /// `--gain PERCENT` (play): FF_GAIN, 0 … 100.
  public var gain: Int = 100
  /// `--log` (play): print the command timeline as it is sent.
  public var log = false
  /// `--help` was given.
  public var help = false
  /// `--version` (`-V`) was given.
  public var version = false

  public init() {}

  public static let usage = """
    usage: gesture-replay haptics render PATTERN [--profile rumble|periodic|onoff] [--motors 1|2]
                                                 [--format text|json]
           gesture-replay haptics play PATTERN [--device /dev/input/eventN] [--profile P]
                                               [--motors 1|2] [--gain PERCENT] [--log]
           gesture-replay haptics presets
           gesture-replay haptics --help

    PATTERN is a preset (success, warning, error, impact-light, impact-medium,
    impact-heavy, impact-soft, impact-rigid, selection) or an AHAP file (a name ending
    in .ahap or containing a /). Loading an AHAP file prints notes on stderr for what
    was skipped (audio) or clamped.

    render   prints the force-feedback timeline the pattern becomes on a device profile:
             one line per segment, start and length in ms and the effect (rumble
             strong/weak motor 0..0xffff, or periodic waveform, period ms, magnitude
             0..0x7fff). Silence between segments.
    play     plays the pattern on an evdev force-feedback device at CLOCK_MONOTONIC
             deadlines and waits until it is over; Ctrl-C stops it at once. Nothing is
             left playing; the effects uploaded are erased at the end.
    presets  lists the presets with their events.

    options:
      --profile rumble|periodic|onoff
                            rumble: ff-memless motors, sharpness splits the energy
                            between the strong and the weak motor (default for render);
                            periodic: FF_PERIODIC, sharpness chooses period (4..20 ms) and
                            waveform (sine < 0.5 <= square); onoff: no level control,
                            intensity becomes on-time. play: default from the device's
                            FF bits and name
      --motors 1|2          rumble motors (1: everything on the strong motor)
      --format text|json    render output: text (default) or JSON Lines, one object
                            per segment {"start","length","type",...}
      --device PATH         play: the force-feedback event device (needs write access);
                            default: the first one this user can open for writing
      --gain PERCENT        play: FF_GAIN, 0..100 (default 100); device-global and
                            persistent, as the kernel keeps it
      --log                 play: print each command (upload, play, stop, erase) with its
                            time in ms from the start
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Exit status: 0 on success, 1 on a bad pattern file or device (file: path: what is
    wrong, on stderr), 2 on bad usage.
    """

  /// Parses the arguments after `haptics`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> HapticsOptions {
    var o = HapticsOptions()
    var action: Action?
    var positional: [String] = []
    var scan = OptionScanner(arguments, command: "haptics")
    while let item = scan.next() {
      switch item {
      case .option("-h"), .option("--help"):
        try scan.flag()
        o.help = true
      case .option("-V"), .option("--version"):
        try scan.flag()
        o.version = true
      case .option("--profile"):
        o.profile = try scan.value(mustBe: "rumble, periodic or onoff", HapticDeviceProfile.named)
      case .option("--motors"):
        o.motors = try scan.value(mustBe: "1 or 2", Self.wholeNumber(in: 1...2))
      case .option("--format"):
        o.format = try scan.value(mustBe: "text or json", OutputFormat.init(rawValue:))
      case .option("--device"): o.device = try scan.value()
      case .option("--gain"):
        o.gain = try scan.value(mustBe: "a whole percentage 0..100", Self.wholeNumber(in: 0...100))
      case .option("--log"):
        try scan.flag()
        o.log = true
      case .option: throw scan.unknownOption
      case .operand(let arg):
        if action == nil {
          guard let a = Action(rawValue: arg) else {
            throw UsageError(
              "unknown haptics command \"\(arg)\" (expected render, play or presets)")
          }
          action = a
        } else {
          positional.append(arg)
        }
      }
    }
    if o.help || o.version { return o }
    guard let action else { throw UsageError("haptics needs a command: render, play or presets") }
    o.action = action
    if action == .presets {
      guard positional.isEmpty else { throw UsageError("presets takes no PATTERN") }
      return o
    }
    guard positional.count == 1 else {
      throw UsageError(
        positional.isEmpty
          ? "haptics \(action.rawValue) needs a PATTERN"
          : "haptics \(action.rawValue) takes one PATTERN")
    }
    guard let pattern = HapticPatternReference(positional[0]) else {
      throw UsageError(
        "unknown pattern \"\(positional[0])\": expected \(HapticPatternReference.expected)")
    }
    o.pattern = pattern
    if action == .render && o.device != nil { throw UsageError("--device is for play, not render") }
    return o
  }

  /// Reads a whole number within `range`.
  static func wholeNumber(in range: ClosedRange<Int>) -> (String) -> Int? {
    { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
  }

  /// The profile to render with: `--profile` (default rumble) with `--motors` applied.
  public func resolvedProfile(default fallback: HapticDeviceProfile = .rumble)
    -> HapticDeviceProfile
  {
    var p = profile ?? fallback
    if let motors { p.motors = motors }
    return p
  }
}
