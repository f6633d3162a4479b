/// The subcommands of `gesture-replay`: what `help` prints, the man page's sections and the
/// completions are made of, each from the usage text its `--help` prints.
enum Subcommand: String, CaseIterable, Sendable {
  case live, devices, plot, haptics, help

  /// The usage text `SUBCOMMAND --help` prints.
  var usage: String {
    switch self {
    case .live: LiveOptions.usage
    case .devices: DevicesCommand.usage
    case .plot: PlotOptions.usage
    case .haptics: HapticsOptions.usage
    case .help: HelpCommand.usage
    }
  }

  /// One line saying what it does, for the completions' menus and the man page.
  var summary: String {
    switch self {
    case .live: "gestures of touchscreens and touchpads as they happen"
    case .devices: "list the evdev devices"
    case .plot: "draw a trace's touches and gestures as SVG"
    case .haptics: "render, play or list haptic patterns"
    case .help: "print the usage of gesture-replay or of a subcommand"
    }
  }

  /// What its operands are, by position (the last repeats); empty when it takes none.
  var operands: [ArgumentKind] {
    switch self {
    case .live: []
    case .devices: [.eventDevices]
    case .plot: [.traces]
    case .haptics: [ArgumentKind(words: HapticsOptions.Action.allNames), .patterns]
    case .help: [ArgumentKind(words: Subcommand.allCases.map(\.rawValue))]
    }
  }

  /// The subcommands' names, for messages: `live, devices, plot, haptics, help`.
  static let names = allCases.map(\.rawValue).joined(separator: ", ")
}

/// The tool itself, before any subcommand: its usage and what its operands are.
enum TopLevelCommand {
  /// The usage text `gesture-replay --help` prints.
  static var usage: String { ReplayOptions.usage }
  /// One line saying what the tool does: the man page's NAME.
  static let summary =
    "replay recorded touch input, or watch live devices, through the Gestures engine"
  /// Traces, one after another.
  static let operands: [ArgumentKind] = [.traces]
}

extension HapticsOptions.Action {
  /// The actions' names in the order the usage gives them.
  static let allNames = ["render", "play", "presets"]
}
