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
  /// Within brackets a space does not break a line (`[--desc FILE]` stays together).
  static func markedUp(_ text: String) -> String {
    var out = ""
    var word = ""
    var depth = 0
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
        if c == "[" { depth += 1 }
        if c == "]" { depth = max(0, depth - 1) }
        out += c == " " && depth > 0 ? "\\ " : escaped(String(c))
      } else {
        word.append(c)
      }
    }
    endWord()
    return out
  }

  /// A paragraph's blocks: prose to fill; laid-out lines as a tagged list when they are one
  /// (``listItems(_:)``), else kept as they are.
  static func paragraph(_ blocks: [UsageText.Block]) -> String {
    var out = ""
    for block in blocks {
      switch block {
      case .prose(let lines):
        out += ".PP\n" + lines.map(escaped).joined(separator: "\n") + "\n"
      case .layout(let lines):
        if let items = listItems(lines) {
          out += items.map { ".TP\n\\fB" + escaped($0.label) + "\\fR\n" + escaped($0.text) + "\n" }
            .joined()
        } else {
          out += ".PP\n.nf\n" + lines.map(escaped).joined(separator: "\n") + "\n.fi\n"
        }
      }
    }
    return out
  }

  /// Laid-out lines read as a list: each item a label, then its text from a column that the
  /// item's further lines start at (`render   prints ...` / `         one line ...`). Nil when
  /// the lines are not such a list.
  static func listItems(_ lines: [String]) -> [(label: String, text: String)]? {
    func indent(_ line: String) -> Int { line.prefix(while: { $0 == " " }).count }
    guard let first = lines.first else { return nil }
    let further = lines.map(indent).filter { $0 > indent(first) }
    guard let column = further.min() else { return nil }
    var items: [(label: String, text: String)] = []
    for line in lines {
      if indent(line) >= column, !items.isEmpty {
        items[items.count - 1].text += " " + String(line.dropFirst(column))
        continue
      }
      // One word before the column, and a space between it and the text.
      let label = line.prefix(column).split(separator: " ")
      let text = line.dropFirst(column)
      guard label.count == 1, line.prefix(column).last == " ", let word = label.first,
        let start = text.first, start != " "
      else { return nil }
      items.append((String(word), String(text)))
    }
    return items
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
