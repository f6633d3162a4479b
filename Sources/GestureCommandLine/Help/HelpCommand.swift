import Gestures

/// `gesture-replay help [SUBCOMMAND]`: the usage of the tool or of a subcommand; `--man` and
/// `--completions SHELL` print the manual page and a shell's completion script, both made from
/// the same usage texts (`make man` commits them).
enum HelpCommand {
  /// The usage text of `gesture-replay help`.
  static let usage = """
    usage: gesture-replay help [live|devices|plot|haptics|help]
           gesture-replay help --man
           gesture-replay help --completions bash|zsh|fish

    Prints the usage of gesture-replay, or of SUBCOMMAND (as SUBCOMMAND --help does).
    A trace file named help is replayed when written with its directory: ./help.

    options:
      --man                 print the manual page, gesture-replay(1), as roff: made from
                            the usage texts, as this help is
      --completions bash|zsh|fish
                            print the completion script of the shell: subcommands,
                            options and what each option's argument can be
      -h, --help            print this help and exit
      -V, --version         print the version and exit

    Exit status: 0, or 2 on bad usage (an unknown SUBCOMMAND among them).
    """

  /// A shell whose completion script `--completions` prints.
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// What `help` was asked for.
  struct Options: CommandOptions {
    static var usage: String { HelpCommand.usage }
    /// The subcommand whose usage to print; nil: the tool's.
    var subcommand: Subcommand?
    var man = false
    var completions: Shell?
    var help = false
    var version = false

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var o = Options()
      var scan = OptionScanner(arguments, command: "help")
      while let item = scan.next() {
        switch item {
        case .operand(let name):
          guard o.subcommand == nil else { throw UsageError("help takes one SUBCOMMAND") }
          guard let subcommand = Subcommand(rawValue: name) else {
            throw UsageError(
              "help: unknown subcommand \"\(name)\" (subcommands: \(Subcommand.names))")
          }
          o.subcommand = subcommand
        case .option("-h"), .option("--help"):
          try scan.flag()
          o.help = true
        case .option("-V"), .option("--version"):
          try scan.flag()
          o.version = true
        case .option("--man"):
          try scan.flag()
          o.man = true
        case .option("--completions"):
          o.completions = try scan.value(mustBe: "bash, zsh or fish", Shell.init(rawValue:))
        case .option: throw scan.unknownOption
        }
      }
      if o.help || o.version { return o }
      let asked = (o.subcommand != nil ? 1 : 0) + (o.man ? 1 : 0) + (o.completions != nil ? 1 : 0)
      if asked > 1 {
        throw UsageError("help: give a SUBCOMMAND, --man or --completions, one of them")
      }
      return o
    }
  }

  /// Runs `help` with the arguments after it; returns the exit status (0, or 2 on bad usage).
  static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer) -> Int32 {
    let start = CommandSupport.start(Options.self, arguments, output: output, errors: errors)
    guard let options = start.options else { return start.status }
    if options.man {
      output.append(string: ManPage.text)
    } else if let shell = options.completions {
      output.append(string: Completions.script(for: shell))
    } else {
      output.append(string: options.subcommand?.usage ?? TopLevelCommand.usage)
      output.lineEnded()
    }
    return 0
  }
}
