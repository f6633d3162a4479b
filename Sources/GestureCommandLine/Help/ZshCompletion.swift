/// The zsh completion script (`#compdef gesture-replay`, for a directory of `fpath`): a function
/// per command with `_arguments`, and one per kind of argument with `_alternative`.
enum ZshCompletion {
  static func script(_ commands: [Completions.Command]) -> String {
    // A function per distinct kind of argument, named by its place in this list.
    var kinds: [ArgumentKind] = []
    func function(_ kind: ArgumentKind) -> String {
      if let i = kinds.firstIndex(of: kind) { return "_gesture-replay_arg\(i)" }
      kinds.append(kind)
      return "_gesture-replay_arg\(kinds.count - 1)"
    }
    var functions = ""
    for command in commands {
      var specs: [String] = []
      for option in command.options {
        for name in option.names {
          let summary = "[" + quoted(option.summary, colons: false) + "]"
          if let argument = option.argument {
            let message = name.drop(while: { $0 == "-" })
            specs.append("'*\(name)=\(summary):\(message):\(function(argument))'")
          } else {
            specs.append("'*\(name)\(summary)'")
          }
        }
      }
      if command.name == nil {
        specs.append("'1:subcommand or trace:_gesture-replay_first'")
      }
      for (i, kind) in command.operands.enumerated() {
        let position = i == command.operands.count - 1 ? "*" : "\(i + 1)"
        specs.append("'\(position):operand:\(function(kind))'")
      }
      functions +=
        "\n_gesture-replay_\(command.name ?? "top")() {\n  _arguments -S \\\n    "
        + specs.joined(separator: " \\\n    ") + "\n}\n"
    }
    let subcommands = commands.compactMap { c in c.name.map { ($0, c.summary) } }
    var out = "#compdef gesture-replay\n" + Completions.header(.zsh) + "\n"
    out += """

      _gesture-replay() {
        if (( CURRENT > 2 )); then
          case ${words[2]} in
            (\(subcommands.map { $0.0 }.joined(separator: "|")))
              local command=${words[2]}
              shift words
              (( CURRENT-- ))
              _gesture-replay_$command
              return
              ;;
          esac
        fi
        _gesture-replay_top
      }

      # The first operand: a subcommand, or a trace.
      _gesture-replay_first() {
        local -a subcommands
        subcommands=(
      \(subcommands.map { "    '\($0.0):\(quoted($0.1))'" }.joined(separator: "\n"))
        )
        _describe -t subcommands subcommand subcommands
        \(function(.traces))
      }

      _gesture-replay_devices() {
        local -a nodes
        nodes=(/dev/input/event*(N))
        compadd -a nodes
      }

      """
    out += functions
    for (i, kind) in kinds.enumerated() {
      out += "\n_gesture-replay_arg\(i)() {\n" + alternatives(kind) + "}\n"
    }
    out += """

      if [ "$funcstack[1]" = _gesture-replay ]; then
        _gesture-replay "$@"
      else
        compdef _gesture-replay gesture-replay
      fi

      """
    return out
  }

  /// The `_alternative` call that offers what `kind` can be.
  private static func alternatives(_ kind: ArgumentKind) -> String {
    var alternatives: [String] = []
    if !kind.words.isEmpty {
      alternatives.append("'values:value:(\(kind.words.joined(separator: " ")))'")
    }
    if let extensions = kind.extensions {
      // One extension bare: `*.(json)` would read as glob qualifiers.
      let choice = extensions.count == 1 ? extensions[0] : "(\(extensions.joined(separator: "|")))"
      let pattern = extensions.isEmpty ? "" : " -g \"*.\(choice)\""
      alternatives.append("'files:file:_files\(pattern)'")
    }
    if kind.directories { alternatives.append("'directories:directory:_files -/'") }
    if kind.eventDevices { alternatives.append("'devices:event device:_gesture-replay_devices'") }
    if alternatives.isEmpty { return "  _message value\n" }
    return "  _alternative \\\n    " + alternatives.joined(separator: " \\\n    ") + "\n"
  }

  /// Text for inside a single-quoted word and a description's brackets or `name:description`.
  private static func quoted(_ text: String, colons: Bool = true) -> String {
    var out = ""
    for c in text {
      switch c {
      case "'": out += "'\\''"
      case "[": out += "("
      case "]": out += ")"
      case ":" where colons: out += "\\:"
      case "\\": out += "\\\\"
      default: out.append(c)
      }
    }
    return out
  }
}
