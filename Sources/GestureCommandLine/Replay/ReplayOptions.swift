import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// What `gesture-replay` was asked to do, parsed from its arguments.
public struct ReplayOptions: Hashable, Sendable {
  /// What to print for each trace.
  public enum Mode: String, Hashable, Sendable {
    /// Decoded contacts, one line per contact change.
    case touches
    /// Gesture transitions of the scene.
    case transitions
  }

  public var mode: Mode = .transitions
  public var format: OutputFormat = .text
  /// A device description for event-only evemu files.
  public var descriptionPath: String?
  /// A scene file to run instead of the built-in scene.
  public var scenePath: String?
  /// `--quirks DIR|none`: where libinput's quirks files are read from (nil: the system's).
  public var quirks: String?
  /// `--enable-tap` … `--drag-lock`: libinput's touchpad configuration.
  public var touchpad = TouchpadOptions()
  /// Print an account of the arena after each touch sequence.
  public var explain = false
  /// The traces to replay, in order.
  public var traces: [String] = []
  /// `--help` was given.
  public var help = false
  /// `--version` (`-V`) was given.
  public var version = false
  /// `--haptics PATH`, `--haptics-log`, `--haptics-profile`.
  public var haptics = HapticReplayOptions()
  /// `--actions-log`.
  public var actions = ActionOptions()

  public init() {}

  /// The usage text: every option, what it means.
  public static let usage = """
    usage: gesture-replay [--scene FILE] [--explain] [--format text|json] [--desc FILE]
                          [--quirks DIR|none] [--haptics PATH] [--haptics-log]
                          [--haptics-profile P] [--actions-log] TRACE...
           gesture-replay --touches [--format text|json] [--desc FILE] [--quirks DIR|none]
                          TRACE...
           gesture-replay live [--device PATH]... [--touches] [--format text|json] ...
           gesture-replay devices [--format text|json] [PATH...]
           gesture-replay plot TRACE [--scene FILE] [--from S] [--to S] --output FILE.svg
           gesture-replay haptics render|play|presets ...
           gesture-replay help [live|devices|plot|haptics]
           gesture-replay --help | --version

    Replays recorded input traces (evemu files, libinput record YAML) through the
    Gestures engine and prints every gesture transition (failures and cancellations
    say why). Without --scene the built-in scene runs: one region over the whole
    surface with the gestures double-tap, tap, long-press, drag, magnify and rotate.
    A TRACE of - is standard input; pipes and FIFOs are read once, up to 1 GiB.
    A TRACE named like a subcommand (help, live, devices, plot, haptics) is read as a
    trace when written with its directory (./help) or after --.

    Each subcommand has options of its own: gesture-replay help SUBCOMMAND (or
    SUBCOMMAND --help) prints them.

    options:
      --touches             print the decoded touch contacts, one line per contact change
                            (down, moved, up, cancelled), like libinput debug-events
      --format text|json    text: aligned lines for people (default);
                            json: JSON Lines, one object per line: transitions carry time
                            (s from the trace's first event), device, node, gesture,
                            from, to, value and, on failures, reason; with --touches,
                            time, device, slot, contact, phase, x, y (mm)
      --desc FILE           device description (evemu-describe output) for evemu files
                            that hold only events
      --quirks DIR|none     libinput's quirks (*.quirks) for judging touchpad contacts:
                            pressure and size thresholds, palms, thumbs (default
                            \(QuirksFiles.systemDirectory) and
                            \(QuirksFiles.localOverrides), as libinput reads them;
                            none: libinput's defaults only)
    \(TouchpadOptions.usage)
      --scene FILE          a scene file (JSON): regions with frames, shapes, hit testing
                            and gestures with priorities and masks; transitions name
                            their region by its path (window/list/photo)
      --explain             after each touch sequence, say who competed, who won and
                            why each loser lost (# lines in text, {"explain": ...} in json)
    \(HapticReplayOptions.usage)
    \(ActionOptions.logUsage)
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Exit status: 0 on success, 1 on bad input (file:line: what is wrong, on stderr),
    2 on bad usage.
    """

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> ReplayOptions {
    var options = ReplayOptions()
    var scan = OptionScanner(arguments)
    while let item = scan.next() {
      switch item {
      case .operand(let trace): options.traces.append(trace)
      case .option("-h"), .option("--help"):
        try scan.flag()
        options.help = true
      case .option("-V"), .option("--version"):
        try scan.flag()
        options.version = true
      case .option("--explain"):
        try scan.flag()
        options.explain = true
      case .option("--touches"):
        try scan.flag()
        options.mode = .touches
      case .option("--scene"): options.scenePath = try scan.value()
      case .option("--format"):
        options.format = try scan.value(mustBe: "text or json", OutputFormat.init(rawValue:))
      case .option("--desc"): options.descriptionPath = try scan.value()
      case .option("--quirks"): options.quirks = try scan.value()
      case .option(let name):
        if try options.haptics.parse(name, &scan) { continue }
        if try options.touchpad.parse(name, &scan) { continue }
        guard try options.actions.parse(name, &scan, live: false) else { throw scan.unknownOption }
      }
    }
    if options.help || options.version { return options }
    if options.traces.isEmpty { throw UsageError("no TRACE given") }
    if options.mode == .touches && (options.scenePath != nil || options.explain) {
      throw UsageError("--scene and --explain are for transitions, not --touches")
    }
    if options.mode == .touches && options.haptics.enabled {
      throw UsageError("--haptics and --haptics-log are for transitions, not --touches")
    }
    if options.mode == .touches && options.actions.enabled {
      throw UsageError("--actions-log is for transitions, not --touches")
    }
    return options
  }
}
