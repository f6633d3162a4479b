import GestureLive
import Gestures

/// `gesture-replay devices`: the listing of ``DeviceList`` as text or JSON Lines.
enum DevicesCommand {
  /// The usage text of `gesture-replay devices`.
  static let usage = """
    usage: gesture-replay devices [--format text|json] [PATH...]

    Lists the evdev devices (/dev/input/event*, or the PATHs given): node, kind
    (touchscreen, touchpad, other), surface size in mm, multitouch slots, force-feedback
    capabilities and whether this user can open the node (and if not, what grants it).

    options:
      --format text|json    text: aligned lines for people (default); json: JSON Lines,
                            one object per device: node, name, kind, size, slots,
                            protocol, forceFeedback, forceFeedbackEffects, open, error
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Exit status: 0 (a node that cannot be opened is listed with why), 2 on bad usage.
    """

  /// What `devices` was asked for.
  struct Options: CommandOptions {
    static var usage: String { DevicesCommand.usage }
    var format = OutputFormat.text
    var paths: [String] = []
    var help = false
    var version = false

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var o = Options()
      var scan = OptionScanner(arguments, command: "devices")
      while let item = scan.next() {
        switch item {
        case .operand(let path): o.paths.append(path)
        case .option("-h"), .option("--help"):
          try scan.flag()
          o.help = true
        case .option("-V"), .option("--version"):
          try scan.flag()
          o.version = true
        case .option("--format"):
          o.format = try scan.value(mustBe: "text or json", OutputFormat.init(rawValue:))
        case .option: throw scan.unknownOption
        }
      }
      return o
    }
  }

  /// Runs `devices` with the arguments after it; returns the exit status (0, or 2 on bad
  /// usage).
  static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer)
    -> Int32
  {
    let start = CommandSupport.start(Options.self, arguments, output: output, errors: errors)
    guard let options = start.options else { return start.status }
    let paths = options.paths.isEmpty ? DeviceList.eventNodes() : options.paths
    if paths.isEmpty && options.format == .text {
      output.append("no evdev devices (/dev/input/event*)")
      output.lineEnded()
    }
    for path in paths { write(DeviceList.entry(path), format: options.format, output: output) }
    return 0
  }

  static func write(_ e: DeviceList.Entry, format: OutputFormat, output o: OutputBuffer) {
    switch format {
    case .text:
      o.append(escaped: e.node)
      o.append("  ")
      o.append(string: e.kind?.rawValue ?? "?")
      if let size = e.size {
        o.append("  ")
        o.append(fixed: size.width, decimals: 1)
        o.append(" × ")
        o.append(fixed: size.height, decimals: 1)
        o.append(" mm")
      }
      if let s = e.slots {
        o.append("  ")
        o.append(s)
        o.append(" slots")
      } else if let p = e.touchProtocol, p == .reports || p == .singleTouch {
        o.append(p == .reports ? "  protocol A" : "  single touch")
      }
      if !e.forceFeedback.isEmpty {
        o.append("  ff: ")
        o.append(escaped: e.forceFeedback.joined(separator: ","))
        o.append(" (")
        o.append(e.forceFeedbackEffects)
        o.append(" effects)")
      }
      o.append(e.canOpen ? "  open: yes" : "  open: no")
      o.append("  \"")
      o.append(escaped: e.name)
      o.append("\"")
      if let error = e.error {
        o.append("  — ")
        o.append(escaped: error)
      }
    case .json:
      o.append("{\"node\":")
      o.appendJSONString(e.node)
      o.append(",\"name\":")
      o.appendJSONString(e.name)
      o.append(",\"kind\":")
      if let k = e.kind { o.appendJSONString(k.rawValue) } else { o.append("null") }
      o.append(",\"size\":")
      if let size = e.size {
        o.append("[")
        o.append(fixed: size.width, decimals: 2)
        o.append(",")
        o.append(fixed: size.height, decimals: 2)
        o.append("]")
      } else {
        o.append("null")
      }
      o.append(",\"slots\":")
      if let s = e.slots { o.append(s) } else { o.append("null") }
      o.append(",\"protocol\":")
      if let p = e.touchProtocol { o.appendJSONString(p.rawValue) } else { o.append("null") }
      o.append(",\"forceFeedback\":[")
      for (i, f) in e.forceFeedback.enumerated() {
        if i > 0 { o.append(",") }
        o.appendJSONString(f)
      }
      o.append("],\"forceFeedbackEffects\":")
      o.append(e.forceFeedbackEffects)
      o.append(",\"open\":")
      o.append(e.canOpen ? "true" : "false")
      if let error = e.error {
        o.append(",\"error\":")
        o.appendJSONString(error)
      }
      o.append("}")
    }
    o.lineEnded()
  }
}
