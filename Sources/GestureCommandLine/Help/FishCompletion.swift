/// The fish completion script: `complete` lines per command, conditioned on the subcommand,
/// and small functions for files, directories, device nodes and operand positions.
enum FishCompletion {
  static func script(_ commands: [Completions.Command]) -> String {
    let subcommands = commands.compactMap(\.name).joined(separator: " ")
    var out = Completions.header(.fish) + "\n" + helpers
    out += "\nfunction __gesture_replay_command\n"
    out += "    # The subcommand whose words are completed; nothing for the tool itself.\n"
    out += "    set -l words (commandline -opc)\n"
    out += "    if test (count $words) -ge 2; and contains -- $words[2] \(subcommands)\n"
    out += "        echo $words[2]\n    end\nend\n\n"
    out += "complete -c gesture-replay -f\n"
    for command in commands {
      let condition = "__gesture_replay_in '\(command.name ?? "")'"
      out += "\n# \(command.name.map { "gesture-replay " + $0 } ?? "gesture-replay")\n"
      for option in command.options {
        var line = "complete -c gesture-replay -n \"\(condition)\""
        for name in option.names {
          line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        if let argument = option.argument { line += " -x" + offer(argument) }
        out += line + " -d " + quoted(option.summary) + "\n"
      }
      if command.name == nil {
        for c in commands {
          guard let name = c.name else { continue }
          out +=
            "complete -c gesture-replay -n 'test (count (commandline -opc)) -eq 1' -a "
            + name + " -d " + quoted(c.summary) + "\n"
        }
      }
      let valued = command.options.filter { $0.argument != nil }.flatMap(\.names)
      for (i, kind) in command.operands.enumerated() {
        let last = i == command.operands.count - 1
        var operandCondition = condition
        if command.operands.count > 1 {
          operandCondition +=
            "; and __gesture_replay_operand \(i) \(last ? 1 : 0) "
            + valued.joined(separator: " ")
        }
        out += "complete -c gesture-replay -n \"\(operandCondition)\"" + offer(kind) + "\n"
      }
    }
    return out
  }

  /// ` -a '…'`: what `kind` can be.
  private static func offer(_ kind: ArgumentKind) -> String {
    var items = kind.words
    if let extensions = kind.extensions {
      items.append((["(__gesture_replay_files"] + extensions).joined(separator: " ") + ")")
    }
    if kind.directories { items.append("(__gesture_replay_dirs)") }
    if kind.eventDevices { items.append("(__gesture_replay_devices)") }
    return items.isEmpty ? "" : " -a '" + items.joined(separator: " ") + "'"
  }

  /// `text` as a single-quoted fish word.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }

  private static let helpers = #"""

    # True when the words being completed are those of the command $argv[1] ('' for the tool).
    function __gesture_replay_in
        set -l command (__gesture_replay_command)
        test "$command" = "$argv[1]"
    end

    # Files beginning with the current word: those ending in one of the extensions given (any
    # file when none is given or none matches), and directories to walk into. Printed with
    # printf, as echo takes a name such as -n for its option; fish reads the candidates as
    # lines, so a name holding a newline cannot be one and is left out rather than offered as
    # two names that do not exist.
    function __gesture_replay_files
        set -l token (commandline -ct)
        set -l all
        set -l matching
        for f in $token*
            string match -q -r '\n' -- $f; and continue
            if test -d $f
                printf '%s/\n' $f
                continue
            end
            set -a all $f
            for e in $argv
                if string match -q -- "*.$e" $f
                    set -a matching $f
                    break
                end
            end
        end
        if test (count $matching) -gt 0
            set all $matching
        end
        for f in $all
            printf '%s\n' $f
        end
    end

    # Directories beginning with the current word, found as __gesture_replay_files finds files.
    function __gesture_replay_dirs
        set -l token (commandline -ct)
        for f in $token*/
            string match -q -r '\n' -- $f; or printf '%s\n' $f
        end
    end

    # The evdev device nodes.
    function __gesture_replay_devices
        for d in /dev/input/event*
            echo $d
        end
    end

    # True when the word being completed is the subcommand's operand $argv[1] (0 first; or any
    # after it when $argv[2] is 1); the other arguments are the options that take a value in the
    # next word.
    function __gesture_replay_operand
        set -l n $argv[1]
        set -l last $argv[2]
        set -l valued $argv
        set -e valued[1]
        set -e valued[1]
        set -l words (commandline -opc)
        set -e words[1]
        set -e words[1]
        set -l count 0
        set -l skip 0
        for w in $words
            if test $skip -eq 1
                set skip 0
            else if string match -q -- '-?*' $w
                if contains -- $w $valued
                    set skip 1
                end
            else
                set count (math $count + 1)
            end
        end
        test $count -eq $n; or begin
            test $last -eq 1; and test $count -gt $n
        end
    end

    """#
}
