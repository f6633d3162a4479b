/// Text written as roff for the man page: escaped so that it prints as written, and the
/// synopsis's and options' words marked up (names bold, placeholders italic).
enum Roff {
  /// `text` escaped: backslashes print as backslashes, `-` as a hyphen-minus (so options copy
  /// as typed), anything beyond ASCII as its Unicode escape, and a line that would start with
  /// `.` or `'` (a request) starts with `\&`.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "\n": out += "\n"
      case _ where scalar.value >= 0x80:
        out += "\\[u" + hex(scalar.value) + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + String(line) : String(line)
    }.joined(separator: "\n")
  }

  /// Synopsis or option text marked up: `gesture-replay`, options and literal words (`live`,
  /// `text`) bold, placeholders (`FILE`, `TRACE`, `FILE.svg`) italic, and `[ ] | ...` plain.
  static func markedUp(_ text: String) -> String {
    var out = ""
    var word = ""
    func endWord() {
      guard !word.isEmpty else { return }
      guard word.contains(where: { $0 != "." }) else {
        out += word
        word = ""
        return
      }
      var w = word
      var dots = ""
      if w.hasSuffix("..."), w.count > 3 {
        w.removeLast(3)
        dots = "..."
      }
      let placeholder = w.first.map { $0.isUppercase } ?? false
      out += (placeholder ? "\\fI" : "\\fB") + escaped(w) + "\\fR" + dots
      word = ""
    }
    for c in text {
      if c == " " || c == "[" || c == "]" || c == "|" || c == "," {
        endWord()
        out += escaped(String(c))
      } else {
        word.append(c)
      }
    }
    endWord()
    return out
  }

  /// A paragraph's blocks: prose to fill, laid-out lines kept as they are.
  static func paragraph(_ blocks: [UsageText.Block]) -> String {
    var out = ".PP\n"
    for block in blocks {
      switch block {
      case .prose(let lines):
        out += lines.map(escaped).joined(separator: "\n") + "\n"
      case .layout(let lines):
        out += ".nf\n" + lines.map(escaped).joined(separator: "\n") + "\n.fi\n"
      }
    }
    return out
  }

  /// An options list: one tagged paragraph per option.
  static func options(_ options: [UsageText.Option]) -> String {
    options.map { ".TP\n" + markedUp($0.term) + "\n" + escaped($0.description) + "\n" }.joined()
  }

  /// Synopsis lines, each hanging: continuation lines indented under the command.
  static func synopsis(_ lines: [String]) -> String {
    ".in +4n\n" + lines.map { ".ti -4n\n" + markedUp($0) + "\n" }.joined() + ".in -4n\n"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
