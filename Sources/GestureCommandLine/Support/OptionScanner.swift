/// Reads one (sub)command's arguments, the same way for every subcommand: options as
/// `--name value` or `--name=value`, flags as `--name`, `-h`; operands (anything not starting
/// with `-`, a lone `-`, and everything after `--`). Options may repeat; what a repeat means
/// (the last wins, or a list) is the parser's choice.
struct OptionScanner {
  /// One argument as the parser sees it.
  enum Item: Equatable {
    /// An option by name (`--format` of `--format=json`).
    case option(String)
    /// An operand (a trace, a pattern, a device path).
    case operand(String)
  }

  private let arguments: [String]
  /// Names the subcommand in front of messages about unknown options (`live: unknown option`).
  private let command: String?
  private var index = 0
  private var operandsOnly = false
  /// The argument being looked at, as written.
  private(set) var argument = ""
  /// The option's value written after `=`, if any.
  private var inline: String?
  private var name = ""

  init(_ arguments: [String], command: String? = nil) {
    self.arguments = arguments
    self.command = command
  }

  /// The next option or operand, or nil at the end.
  mutating func next() -> Item? {
    while index < arguments.count {
      let arg = arguments[index]
      index += 1
      argument = arg
      inline = nil
      if operandsOnly || !arg.hasPrefix("-") || arg == "-" { return .operand(arg) }
      if arg == "--" {
        operandsOnly = true
        continue
      }
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inline = String(arg[arg.index(after: eq)...])
      } else {
        name = arg
      }
      return .option(name)
    }
    return nil
  }

  /// The current option's value: after `=`, or the next argument.
  mutating func value() throws(UsageError) -> String {
    if let inline { return inline }
    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
    index += 1
    return arguments[index - 1]
  }

  /// The current option's value read by `parse`; a value it rejects is `NAME must be
  /// EXPECTED, not "VALUE"`.
  mutating func value<T>(mustBe expected: String, _ parse: (String) -> T?) throws(UsageError) -> T {
    let text = try value()
    guard let v = parse(text) else {
      throw UsageError("\(name) must be \(expected), not \"\(text)\"")
    }
    return v
  }

  /// The error for an option nobody knows (or a flag given a value).
  var unknownOption: UsageError {
    UsageError((command.map { "\($0): " } ?? "") + "unknown option \(argument)")
  }

  /// The value written after `=` (`--name=value`), nil without one: an option whose value is
  /// optional, as getopt's `optional_argument`, takes it only so.
  var inlineValue: String? { inline }

  /// Checks that a flag (an option without a value) was not written `--flag=value`.
  func flag() throws(UsageError) {
    if inline != nil { throw unknownOption }
  }
}
