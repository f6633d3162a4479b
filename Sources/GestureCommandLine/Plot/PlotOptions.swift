import Gestures

/// What `gesture-replay plot` was asked to do, parsed from its arguments.
public struct PlotOptions: Hashable, Sendable {
  /// The trace to plot.
  public var trace: String?
  /// A device description for event-only evemu files.
  public var descriptionPath: String?
  /// A scene file to run instead of the built-in scene.
  public var scenePath: String?
  /// `--quirks DIR|none` (nil: the system's).
  public var quirks: String?
  /// `--from S`, `--to S`: the window, seconds from the trace's first event, each 0 to
  /// ``maximumSeconds``.
  public var from: Double?
  public var to: Double?
  /// `--output FILE.svg`.
  public var output: String?
  /// `--width PX`: the picture's width.
  public var width = 1200
  /// `--help` was given.
  public var help = false
  /// `--version` (`-V`) was given.
  public var version = false

  public init() {}

  /// The latest `--from` or `--to`, s: 10⁹ (about 31 years, within the 2⁵³ µs the engine's
  /// times hold).
  public static let maximumSeconds = 1e9

  /// The usage text.
  public static let usage = """
    usage: gesture-replay plot TRACE [--scene FILE] [--desc FILE] [--quirks DIR|none]
                               [--from S] [--to S] [--width PX] --output FILE.svg

    Replays TRACE through the scene (the built-in one without --scene) and draws it
    as a self-contained SVG (no script, no external font or stylesheet; the same
    trace gives the same bytes):
      top      the touch paths on the surface (mm, or a pixel scene's pixels), one
               colour per contact, down filled and up hollow; palms, thumbs, hovering
               and cancelled contacts dashed grey; the scene's regions outlined with
               their names (edge and corner regions and device-filtered ones dashed);
               beside it the --explain account of each touch sequence
      timeline a lane per gesture (possible grey, began/changed blue, ended green,
               failed red, cancelled orange; hover a span for its times, value and
               reason), the explain lane, a lane per contact, down to up (per slot
               when there are more than 16), the
               haptic commands (scenes with "haptics", on the simulated rumble device)
               and the actions (scenes with "actions"; nothing is run)
    Long traces stay readable: paths are decimated to half a pixel, spans narrower
    than a pixel merge (their title says what they stand for).

    options:
      --output FILE.svg     where to write the picture (required)
      --scene FILE          a scene file (JSON)
      --desc FILE           device description for evemu files that hold only events
      --quirks DIR|none     libinput's quirks for judging touchpad contacts
      --from S, --to S      draw only this stretch (seconds from the first event,
                            0 … 1000000000)
      --width PX            the picture's width (default 1200, 600 … 10000)
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Exit status: 0 on success, 1 on bad input (file:line: what is wrong, on stderr),
    2 on bad usage.
    """

  /// Parses the arguments after `plot`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> PlotOptions {
    var options = PlotOptions()
    var scan = OptionScanner(arguments)
    func seconds(_ name: String) throws(UsageError) -> Double {
      let v = try scan.value()
      guard let s = Double(v), s >= 0, s <= maximumSeconds else {
        throw UsageError("\(name) wants seconds from 0 to 1000000000, not '\(v)'")
      }
      return s
    }
    while let item = scan.next() {
      switch item {
      case .operand(let trace):
        guard options.trace == nil else { throw UsageError("plot takes one TRACE") }
        options.trace = trace
      case .option("-h"), .option("--help"):
        try scan.flag()
        options.help = true
      case .option("-V"), .option("--version"):
        try scan.flag()
        options.version = true
      case .option("--scene"): options.scenePath = try scan.value()
      case .option("--desc"): options.descriptionPath = try scan.value()
      case .option("--quirks"): options.quirks = try scan.value()
      case .option("--output"), .option("-o"): options.output = try scan.value()
      case .option("--from"): options.from = try seconds("--from")
      case .option("--to"): options.to = try seconds("--to")
      case .option("--width"):
        let v = try scan.value()
        guard let w = Int(v), (600...10_000).contains(w) else {
          throw UsageError("--width wants px from 600 to 10000, not '\(v)'")
        }
        options.width = w
      case .option: throw scan.unknownOption
      }
    }
    if options.help || options.version { return options }
    guard options.trace != nil else { throw UsageError("no TRACE given") }
    guard options.output != nil else { throw UsageError("no --output FILE.svg given") }
    if let f = options.from, let t = options.to, t <= f {
      throw UsageError("--to must be after --from")
    }
    return options
  }
}
