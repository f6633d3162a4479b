/// The bash completion script: `_gesture_replay`, a `case` per command, words through
/// `compgen`, files, directories and device nodes through small helpers (no bash-completion
/// package needed).
enum BashCompletion {
  static func script(_ commands: [Completions.Command]) -> String {
    let subcommands = commands.compactMap(\.name)
    var out =
      Completions.header(.bash) + "\n" + helpers + """

        _gesture_replay() {
          local cur=${COMP_WORDS[COMP_CWORD]} prev= cmd=
          [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD-1]}
          # bash splits --name=value at the =.
          if [ "$cur" = = ]; then
            cur=
          elif [ "$prev" = = ] && [ "$COMP_CWORD" -gt 1 ]; then
            prev=${COMP_WORDS[COMP_CWORD-2]}
          fi
          COMPREPLY=()
          case ${COMP_WORDS[1]} in
            \(subcommands.joined(separator: "|"))) [ "$COMP_CWORD" -gt 1 ] && cmd=${COMP_WORDS[1]} ;;
          esac
          case $cmd in

        """
    for command in commands {
      out +=
        "    '\(command.name ?? "")')\n" + body(command, subcommands: subcommands) + "      ;;\n"
    }
    out += """
        esac
      }
      complete -F _gesture_replay gesture-replay

      """
    return out
  }

  /// One command's completion: an option's argument, an option, or an operand.
  private static func body(_ command: Completions.Command, subcommands: [String]) -> String {
    var out = "      case $prev in\n"
    for option in command.options {
      guard let argument = option.argument else { continue }
      out += "        " + option.names.joined(separator: "|") + ")\n"
      out += offer(argument, indent: "          ") + "          return ;;\n"
    }
    out += "      esac\n"
    let names = command.options.flatMap(\.names).joined(separator: " ")
    out += "      if [[ $cur == -* ]]; then\n"
    out += "        _gesture_replay_words \"$cur\" \(names)\n        return\n      fi\n"
    if command.name == nil {
      out +=
        "      [ \"$COMP_CWORD\" -eq 1 ] && _gesture_replay_words \"$cur\" "
        + subcommands.joined(separator: " ") + "\n"
    }
    switch command.operands.count {
    case 0: break
    case 1: out += offer(command.operands[0], indent: "      ")
    default:
      let valued = command.options.filter { $0.argument != nil }.flatMap(\.names)
      out += "      case $(_gesture_replay_operand 2 \(valued.joined(separator: " "))) in\n"
      for (i, kind) in command.operands.enumerated() {
        let last = i == command.operands.count - 1
        out +=
          "        " + (last ? "*" : "\(i)") + ")\n" + offer(kind, indent: "          ")
          + "          ;;\n"
      }
      out += "      esac\n"
    }
    return out
  }

  /// The lines that offer what `kind` can be.
  private static func offer(_ kind: ArgumentKind, indent: String) -> String {
    var lines: [String] = []
    if !kind.words.isEmpty {
      lines.append("_gesture_replay_words \"$cur\" " + kind.words.joined(separator: " "))
    }
    if let extensions = kind.extensions {
      lines.append((["_gesture_replay_files \"$cur\""] + extensions).joined(separator: " "))
    }
    if kind.directories { lines.append("_gesture_replay_dirs \"$cur\"") }
    if kind.eventDevices { lines.append("_gesture_replay_devices \"$cur\"") }
    if lines.isEmpty { lines.append(":  # a value of the user's own") }
    return lines.map { indent + $0 + "\n" }.joined()
  }

  private static let helpers = #"""

    # The words given after the current word that begin with it, one a line from compgen, each
    # added as it is (the words are the tool's own: no newline in them).
    _gesture_replay_words() {
      local cur=$1 w
      shift
      while IFS= read -r w; do
        COMPREPLY+=("$w")
      done < <(compgen -W "$*" -- "$cur")
    }

    # Files beginning with the current word: those ending in one of the extensions given (any
    # file when none is given or none matches), and directories to walk into. The names come
    # from a glob of the word taken literally ("$cur"*), not from compgen -f: its output is
    # lines, which a name with a newline does not survive, and taken unquoted it was split and
    # globbed again ([ab].events became a.events). readline quotes what is offered (-o
    # filenames); a word that names nothing as typed (~/..., quoted or escaped) is left to
    # readline's own file name completion (-o default).
    _gesture_replay_files() {
      local cur=$1 f e restore
      local dirs=() all=() matching=()
      shift
      compopt -o filenames -o default 2>/dev/null
      restore=$(shopt -p nullglob failglob)
      shopt -s nullglob
      shopt -u failglob
      for f in "$cur"*; do
        if [ -d "$f" ]; then
          dirs+=("$f")
          continue
        fi
        all+=("$f")
        for e in "$@"; do
          if [[ $f == *."$e" ]]; then
            matching+=("$f")
            break
          fi
        done
      done
      eval "$restore"
      [ ${#matching[@]} -gt 0 ] && all=("${matching[@]}")
      COMPREPLY+=("${dirs[@]}" "${all[@]}")
    }

    # Directories beginning with the current word, found as _gesture_replay_files finds files.
    _gesture_replay_dirs() {
      local f restore
      compopt -o filenames -o default 2>/dev/null
      restore=$(shopt -p nullglob failglob)
      shopt -s nullglob
      shopt -u failglob
      for f in "$1"*; do
        [ -d "$f" ] && COMPREPLY+=("$f")
      done
      eval "$restore"
    }

    # The evdev device nodes beginning with the current word.
    _gesture_replay_devices() {
      local d
      for d in /dev/input/event*; do
        [ -e "$d" ] && [[ $d == "$1"* ]] && COMPREPLY+=("$d")
      done
    }

    # The position (0 first) of the operand being completed among the words from index $1 on;
    # the other arguments are the options that take a value in the next word.
    _gesture_replay_operand() {
      local i=$1 n=0 w v
      shift
      while [ "$i" -lt "$COMP_CWORD" ]; do
        w=${COMP_WORDS[i]}
        if [[ $w == -?* ]]; then
          if [ "${COMP_WORDS[i+1]}" = = ]; then
            i=$((i + 2))
          else
            for v in "$@"; do [ "$w" = "$v" ] && i=$((i + 1)) && break; done
          fi
        else
          n=$((n + 1))
        fi
        i=$((i + 1))
      done
      echo "$n"
    }

    """#
}
