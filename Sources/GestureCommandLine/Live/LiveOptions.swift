import GestureHaptics
import GestureLive
import GestureTraces
import Gestures

/// What `gesture-replay live` was asked to do, parsed from its arguments.
public struct LiveOptions: Hashable, Sendable {
  /// Where touches come from.
  public typealias Backend = LiveConfiguration.Backend

  /// Device nodes to listen to (`--device`, repeatable); empty means the seat's devices.
  public var devices: [String] = []
  /// The udev seat whose touch devices to listen to, following hotplug (`--seat`).
  public var seat: String?
  /// Where touches come from (`--backend`).
  public var backend: Backend = .evdev
  /// Take the devices exclusively (`EVIOCGRAB`): no other client sees their events meanwhile.
  public var grab = false
  /// Transitions (default) or decoded contacts (`--touches`).
  public var mode: ReplayOptions.Mode = .transitions
  /// Text or JSON Lines (`--format`).
  public var format: OutputFormat = .text
  /// Record the session's raw events to this file (`.yml`/`.yaml`: libinput record; else evemu).
  public var record: String?
  /// Print latency percentiles (kernel event time to output written) on exit.
  public var latency = false
  /// A scene file to run instead of the built-in scene (`--scene`).
  public var scenePath: String?
  /// After each touch sequence, explain its gestures (`--explain`), as replay does.
  public var explain = false
  /// `--haptics PATH`, `--haptics-log`, `--haptics-profile`: play the scene's haptic bindings
  /// on a force-feedback device (or log them), as replay does.
  public var haptics = HapticReplayOptions()
  /// `--actions`, `--actions-log`, `--uinput PATH`: run the scene's actions (or log them).
  public var actions = ActionOptions()
  /// `--help` was given.
  public var help = false
  /// `--version` (`-V`) was given.
  public var version = false
  /// `--quirks DIR|none`: where libinput's quirks files are read from (nil: the system's).
  public var quirks: String?
  /// `--enable-tap` … `--drag-lock`: libinput's touchpad configuration (either backend).
  public var touchpad = TouchpadOptions()
  /// `--plot FILE.svg`: the session's picture, written when it ends (as `plot` draws a trace).
  public var plot: String?

  public init() {}

  /// The seat listened to when no `--device` is given.
  public var effectiveSeat: String? { devices.isEmpty ? (seat ?? "seat0") : nil }

  /// The loop's part of the options; `stopDescriptor` ends the session when readable.
  func configuration(stopDescriptor: Int32?, quirks: LibinputQuirks) -> LiveConfiguration {
    var c = LiveConfiguration(
      devices: devices, seat: seat, backend: backend, grab: grab, record: record,
      stopDescriptor: stopDescriptor, quirks: quirks)
    c.touchpad = touchpad.configuration
    if grab && actions.run {
      c.cloneThrough = actions.uinput
      c.measuresCloneLatency = latency
    }
    return c
  }

  /// The usage text of `gesture-replay live`.
  public static let usage = """
    usage: gesture-replay live [--device PATH]... | [--seat NAME]
                               [--backend evdev|libinput] [--grab] [--scene FILE]
                               [--explain] [--touches] [--format text|json]
                               [--record FILE] [--latency]
                               [--haptics PATH] [--haptics-log] [--haptics-profile P]
                               [--actions] [--actions-log] [--uinput PATH]
                               [--programs-via direct|systemd]
                               [--plot FILE.svg]

    Listens to touchscreens and touchpads and prints every gesture transition of the
    built-in scene as it happens (or, with --touches, every contact change). Times are
    seconds from the first event; event times are the kernel's CLOCK_MONOTONIC stamps.
    Ctrl-C (SIGINT) or SIGTERM ends the session: gestures in flight are cancelled, the
    output and the recording are completed, and the exit status is 0.

    With standard output on /dev/null (as the systemd unit has it) the transitions are not
    formatted at all: the gestures still run for the actions and the haptics.

    Touchpads tap as the desktop's own settings say when no touchpad option is given:
    GNOME's org.gnome.desktop.peripherals.touchpad (read with gsettings) or KDE Plasma's
    kcminputrc (per device), as XDG_CURRENT_DESKTOP names the desktop; a note says which.

    options:
      --device PATH         listen to this evdev node (repeatable); a device that goes
                            away cancels its touches and the others are still served
      --seat NAME           listen to the touch devices of this udev seat and follow
                            hotplug (the default, seat0, when no --device is given)
      --backend evdev       raw evdev through libevdev (the default): full positions on
                            touchpads too, the same decoder as replaying a trace
      --backend libinput    libinput: touchscreens' touch events; touchpads' decisions
                            (pinch, swipe, hold, finger scroll, tap, click, three-finger
                            drag), which the touchpad gestures follow, with made-up
                            contacts (libinput gives no touchpad positions), so magnify
                            and rotate follow libinput's own pinch scale and angle; the
                            touchpad options configure libinput
      --quirks DIR|none     libinput's quirks for judging touchpad contacts (default
                            \(QuirksFiles.systemDirectory), as replay)
    \(TouchpadOptions.usage)
      --grab                take the devices exclusively while listening; with --actions,
                            each gets a uinput clone that carries its events on to the
                            compositor until a gesture with actions begins (a pinch, a
                            rotation, a drag): then its touches lift on the clone until
                            they lift on the device
      --scene FILE          run this scene instead of the built-in one (as for replay)
      --explain             after each touch sequence, say why each gesture did or did
                            not fire (as for replay)
      --touches             print decoded contacts instead of gesture transitions
      --format text|json    as for replay: aligned text, or JSON Lines
      --record FILE         also record the raw events: FILE.yml/.yaml as libinput record
                            (several devices), any other name as evemu (one device); the
                            recording replays to the same transitions; FILE appears (or is
                            replaced) when the session ends
      --latency             on exit, print to stderr the latency from each event's kernel
                            time to its output being written (p50, p99, max); with
                            --grab --actions also to the clone's write
      --haptics PATH        play the scene's haptic bindings (scene "haptics"; without
                            --scene: long-press ended → success, tap ended → selection,
                            double-tap ended → impact-medium) on the force-feedback
                            device PATH as the gestures happen; everything still playing
                            is stopped and erased when the session ends
      --haptics-log         print the haptic commands (upload, play, stop, erase) among
                            the transitions; without --haptics on a simulated device
      --haptics-profile rumble|periodic|onoff
                            the simulated device's profile for --haptics-log (default
                            rumble)
    \(ActionOptions.liveUsage)
      --plot FILE.svg       when the session ends, write its picture: touch paths, regions
                            and the timeline of gestures, explanations, contacts and
                            (with --actions or --actions-log) actions, as gesture-replay
                            plot draws a trace; no haptics lane live
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Reading /dev/input/event* needs the udev uaccess rule Examples/Desktop/70-gestures.rules
    (the user at the seat gets touchpads and touchscreens); no group or root. Exit status:
    0 after a clean end, 1 when a device cannot be opened or read, 2 on bad usage.
    """

  /// Parses the arguments after `live`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LiveOptions {
    var options = LiveOptions()
    var scan = OptionScanner(arguments, command: "live")
    while let item = scan.next() {
      switch item {
      case .operand(let arg):
        throw UsageError("live: unexpected argument \(arg) (name devices with --device)")
      case .option("-h"), .option("--help"):
        try scan.flag()
        options.help = true
      case .option("-V"), .option("--version"):
        try scan.flag()
        options.version = true
      case .option("--device"): options.devices.append(try scan.value())
      case .option("--seat"): options.seat = try scan.value()
      case .option("--backend"):
        options.backend = try scan.value(mustBe: "evdev or libinput", Backend.init(rawValue:))
      case .option("--grab"):
        try scan.flag()
        options.grab = true
      case .option("--quirks"): options.quirks = try scan.value()
      case .option("--touches"):
        try scan.flag()
        options.mode = .touches
      case .option("--format"):
        options.format = try scan.value(mustBe: "text or json", OutputFormat.init(rawValue:))
      case .option("--record"): options.record = try scan.value()
      case .option("--latency"):
        try scan.flag()
        options.latency = true
      case .option("--scene"): options.scenePath = try scan.value()
      case .option("--explain"):
        try scan.flag()
        options.explain = true
      case .option("--plot"): options.plot = try scan.value()
      case .option(let name):
        if try options.haptics.parse(name, &scan) { continue }
        if try options.touchpad.parse(name, &scan) { continue }
        guard try options.actions.parse(name, &scan, live: true) else { throw scan.unknownOption }
      }
    }
    if options.help || options.version { return options }
    if options.seat != nil && !options.devices.isEmpty {
      throw UsageError("live: give --device or --seat, not both")
    }
    if options.mode == .touches && options.haptics.enabled {
      throw UsageError("live: --haptics and --haptics-log are for transitions, not --touches")
    }
    if options.actions.runOptionGiven && !options.actions.run {
      throw UsageError("live: --programs-via and --uinput are for --actions, which was not given")
    }
    if options.mode == .touches && options.actions.enabled {
      throw UsageError("live: --actions and --actions-log are for transitions, not --touches")
    }
    if options.backend == .libinput && options.grab && options.actions.run {
      throw UsageError(
        "live: --grab with --actions clones the devices through uinput: it needs --backend evdev")
    }
    if options.mode == .touches && options.plot != nil {
      throw UsageError("live: --plot draws transitions, not --touches")
    }
    if options.backend == .libinput && options.record != nil {
      throw UsageError(
        "live: --record needs --backend evdev (libinput does not pass on the raw events)")
    }
    if let record = options.record, TraceFormat(forWriting: record) != .libinputRecord,
      options.devices.count > 1
    {
      throw UsageError(
        "live: an evemu recording holds one device; name a .yml file to record several")
    }
    return options
  }
}
