/// A usage text taken apart, for the man page and the completions. The texts are written for
/// `--help`; this reads their layout, which every one of them keeps:
///
///     usage: gesture-replay ...            synopsis lines; deeper-indented lines continue one
///            gesture-replay ...
///
///     Paragraphs of description.           prose, or lines laid out by hand (a list, columns)
///
///     options:
///       -x, --name ARG        what it does   an option: two spaces in, its description after
///                             continued      two or more spaces, continued deeper in
///
///     Paragraphs after the options (the exit status).
struct UsageText {
  /// A name of an option and its argument's placeholder as the list writes it (`--format`,
  /// `text|json`); nil for a flag.
  struct OptionName: Equatable {
    var name: String
    var argument: String?
  }

  /// One entry of the options list.
  struct Option: Equatable {
    /// The option as the list writes it: `--from S, --to S`.
    var term: String
    /// Its names with their placeholders: (`--from`, `S`), (`--to`, `S`).
    var names: [OptionName]
    /// What it does, its lines joined by spaces.
    var description: String
  }

  /// A run of lines within a paragraph.
  enum Block: Equatable {
    /// Sentences to fill.
    case prose([String])
    /// Lines laid out by hand (indented, or with columns): kept as they are.
    case layout([String])
  }

  /// The synopsis lines, `usage: ` taken off and continuations joined: `gesture-replay live ...`.
  var synopsis: [String] = []
  /// The paragraphs before the options.
  var description: [[Block]] = []
  /// The options list.
  var options: [Option] = []
  /// The paragraphs after the options.
  var notes: [[Block]] = []

  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var i = 0
    while i < lines.count, !Self.isBlank(lines[i]) {
      var line = Substring(lines[i])
      if line.hasPrefix("usage: ") { line = line.dropFirst(7) }
      let text = String(line.drop(while: { $0 == " " }))
      if synopsis.isEmpty || text.hasPrefix("gesture-replay") {
        synopsis.append(text)
      } else {
        synopsis[synopsis.count - 1] += " " + text
      }
      i += 1
    }
    var paragraph: [String] = []
    var inOptions = false
    for line in lines[i...] {
      if Self.isBlank(line) {
        end(&paragraph)
        inOptions = false
      } else if line == "options:" {
        end(&paragraph)
        inOptions = true
      } else if inOptions {
        addOptionLine(line)
      } else {
        paragraph.append(line)
      }
    }
    end(&paragraph)
  }

  /// Files a paragraph's lines: a description before the options, a note after them.
  private mutating func end(_ paragraph: inout [String]) {
    guard !paragraph.isEmpty else { return }
    if options.isEmpty {
      description.append(Self.blocks(paragraph))
    } else {
      notes.append(Self.blocks(paragraph))
    }
    paragraph = []
  }

  /// Adds a line of the options list: a new option (two spaces, then `-`), or more of the last
  /// one's description.
  private mutating func addOptionLine(_ line: String) {
    let text = String(line.drop(while: { $0 == " " }))
    let indent = line.count - text.count
    guard indent == 2, text.hasPrefix("-") else {
      guard !options.isEmpty else { return }
      let d = options[options.count - 1].description
      options[options.count - 1].description = d.isEmpty ? text : d + " " + text
      return
    }
    // The term ends at the first run of two spaces; the description starts after the run.
    var term = text
    var description = ""
    if let gap = text.firstRange(of: "  ") {
      term = String(text[..<gap.lowerBound])
      description = String(text[gap.upperBound...].drop(while: { $0 == " " }))
    }
    let names = term.split(separator: ", ").map { part in
      let words = part.split(separator: " ", maxSplits: 1)
      return OptionName(name: String(words[0]), argument: words.count > 1 ? String(words[1]) : nil)
    }
    options.append(Option(term: term, names: names, description: description))
  }

  /// The options' names in the order of the list, each once.
  var optionNames: [String] {
    var seen = Set<String>()
    return options.flatMap { $0.names.map(\.name) }.filter { seen.insert($0).inserted }
  }

  private static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }

  /// A paragraph's lines as runs of prose and of laid-out lines (indented, or with columns: two
  /// spaces inside).
  private static func blocks(_ lines: [String]) -> [Block] {
    var blocks: [Block] = []
    for line in lines {
      let laidOut = line.hasPrefix(" ") || line.contains("  ")
      switch (blocks.last, laidOut) {
      case (.prose(let run)?, false): blocks[blocks.count - 1] = .prose(run + [line])
      case (.layout(let run)?, true): blocks[blocks.count - 1] = .layout(run + [line])
      case (_, false): blocks.append(.prose([line]))
      case (_, true): blocks.append(.layout([line]))
      }
    }
    return blocks
  }
}
