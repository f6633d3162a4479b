import GestureActions

/// The actions options: `--actions-log` (replay and live), `--actions`, `--uinput PATH` and
/// `--programs-via direct|systemd` (live).
public struct ActionOptions: Hashable, Sendable {
  /// `--actions-log`: print the actions that run, and the events they send, among the
  /// transitions in trace time.
  public var log = false
  /// `--actions`: run the scene's actions (programs; keys, buttons, scroll and motion on
  /// virtual uinput devices).
  public var run = false
  /// `--uinput PATH`: the uinput node the virtual devices are made through.
  public var uinput = "/dev/uinput"
  /// `--programs-via direct|systemd`: how programs start, as children of the tool or as
  /// transient units of the user's systemd manager (outside the service's cgroup and sandbox).
  public var programsVia = ProgramLaunchMode.direct
  /// True when `--programs-via` or `--uinput` was given: options of `--actions` alone.
  public var runOptionGiven = false

  public init() {}

  /// True when any actions option was given.
  public var enabled: Bool { log || run }

  /// The usage lines of `--actions-log`, for replay.
  public static let logUsage = """
      --actions-log         print the scene's actions (scene "actions") among the
                            transitions, in trace time, with the key and pointer events
                            they would send and the environment programs would get;
                            nothing is run or sent
    """

  /// The usage lines of the live options.
  public static let liveUsage = """
      --actions             run the scene's actions as the gestures happen: programs (never
                            waited for; reaped as they exit), and keys, buttons, scroll and
                            pointer motion on virtual devices made through /dev/uinput
                            ("Gestures virtual keyboard", "Gestures virtual pointer")
      --actions-log         print each action among the transitions (with --actions too)
      --uinput PATH         the uinput node for --actions (default /dev/uinput)
      --programs-via MODE   how --actions starts programs: direct (default: children of
                            gesture-replay) or systemd (systemd-run --user: each a transient
                            unit of the user's manager, outside a service's cgroup and
                            sandbox, so restarting the service does not kill them)
    """

  /// Takes the option `name` if it is an actions option; returns false when it is not one.
  /// `live` is false for replay, which only logs.
  mutating func parse(_ name: String, _ scan: inout OptionScanner, live: Bool) throws(UsageError)
    -> Bool
  {
    switch name {
    case "--actions-log":
      try scan.flag()
      log = true
    case "--actions" where live:
      try scan.flag()
      run = true
    case "--uinput" where live:
      uinput = try scan.value()
      runOptionGiven = true
    case "--programs-via" where live:
      runOptionGiven = true
      let text = try scan.value()
      guard let mode = ProgramLaunchMode(rawValue: text) else {
        throw UsageError("--programs-via takes direct or systemd, not \(text.debugDescription)")
      }
      programsVia = mode
    case "--actions":
      throw UsageError(
        "--actions runs actions live only (gesture-replay live --actions); replay takes --actions-log"
      )
    default: return false
    }
    return true
  }
}
