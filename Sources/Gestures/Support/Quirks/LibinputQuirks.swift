/// libinput's quirks database (`*.quirks` files: `[Section]`, `Match…=`, `Attr…=` lines), read
/// for the touch attributes that decide what a contact is (``DeviceQuirks``).
///
/// Sections apply in file order (files sorted by name, as libinput reads them; the local
/// overrides last), and a later section's value replaces an earlier one. A section applies when
/// all its `Match…` lines match the device: `MatchName` (a glob), `MatchBus`, `MatchVendor`,
/// `MatchProduct` (a `;` list), `MatchVersion`, `MatchUdevType` (touchpad, touchscreen) and
/// `MatchDMIModalias` (a glob, against the machine's DMI modalias when it is known — live
/// input; a recording does not know the machine it came from, so such sections do not apply to
/// it). `MatchDeviceTree` and `MatchUniq` sections never apply. `Model…` lines (1 or 0) are kept
/// as ``DeviceQuirks/models``; other attributes are read and ignored. A line may be at most ``maxLineBytes`` bytes long, as libinput
/// reads them, which also bounds the work of matching a glob (linear in the name's length).
public struct LibinputQuirks: Hashable, Sendable {
  struct Line: Hashable, Sendable {
    var key: String
    var value: String
  }

  struct Section: Hashable, Sendable {
    var name: String
    var matches: [Line] = []
    var attributes: [Line] = []
    /// `Model…=1` and `Model…=0` lines.
    var models: [Line] = []
  }

  var sections: [Section] = []

  /// The longest line read, in bytes without its line break: libinput reads quirks files
  /// through a 512-byte buffer, so a longer line is split and fails there.
  public static let maxLineBytes = 511

  /// No quirks: every device gets libinput's defaults.
  public init() {}

  /// How many sections were read.
  public var sectionCount: Int { sections.count }

  /// Reads quirks files, given as (name, text) in the order they apply. Throws naming the file
  /// and line of a malformed line, a key outside a section, a section without `Match…` lines or
  /// an attribute value out of range.
  public init(files: [(name: String, text: String)]) throws(QuirksError) {
    for file in files { try read(file.name, file.text) }
  }

  private mutating func read(_ file: String, _ text: String) throws(QuirksError) {
    var lineNumber = 0
    var current: Section?
    func close() throws(QuirksError) {
      guard let s = current else { return }
      guard !s.matches.isEmpty else {
        throw QuirksError("\(file): section [\(s.name)] has no Match line")
      }
      sections.append(s)
      current = nil
    }
    // "\r\n" is one Character: a CRLF file splits on it too.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for raw in lines {
      lineNumber += 1
      let bytes = raw.utf8.count
      guard bytes <= Self.maxLineBytes else {
        throw QuirksError(
          "\(file):\(lineNumber): line is \(bytes) bytes long; libinput reads quirks lines of "
            + "at most \(Self.maxLineBytes) bytes")
      }
      let line = raw.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty || line.first == "#" { continue }
      if line.first == "[" {
        guard line.last == "]" || line.hasSuffix("]\r") else {
          throw QuirksError("\(file):\(lineNumber): section header without a closing ]")
        }
        try close()
        current = Section(name: String(line.dropFirst().prefix { $0 != "]" }))
        continue
      }
      guard let eq = line.firstIndex(of: "=") else {
        throw QuirksError("\(file):\(lineNumber): expected KEY=VALUE or [Section], got \"\(line)\"")
      }
      let key = String(line[..<eq])
      var value = String(line[line.index(after: eq)...])
      while value.last == " " || value.last == "\r" || value.last == "\t" { value.removeLast() }
      guard current != nil else {
        throw QuirksError("\(file):\(lineNumber): \(key) outside a [Section]")
      }
      if key.hasPrefix("Match") {
        current!.matches.append(Line(key: key, value: value))
      } else if key.hasPrefix("Attr") {
        var probe = DeviceQuirks()
        do { _ = try probe.set(key, value) } catch {
          throw QuirksError("\(file):\(lineNumber): \(error.message)")
        }
        current!.attributes.append(Line(key: key, value: value))
      } else if key.hasPrefix("Model") {
        guard value == "0" || value == "1" else {
          throw QuirksError(
            "\(file):\(lineNumber): \(Quoted.excerpt(key))=\(Quoted.excerpt(value)): expected 1 or 0"
          )
        }
        current!.models.append(Line(key: key, value: value))
      } else {
        throw QuirksError("\(file):\(lineNumber): unknown key \(Quoted.excerpt(key))")
      }
    }
    try close()
  }

  /// The attributes of every section that matches `device`, applied in order (a later section
  /// overrides an earlier one).
  /// `dmiModalias` is the machine's `/sys/class/dmi/id/modalias`, when known.
  public func quirks(for device: DeviceDescription, dmiModalias: String? = nil) -> DeviceQuirks {
    var q = DeviceQuirks()
    for s in sections where Self.matches(s, device, dmiModalias) {
      q.sections.append(s.name)
      // Validated when read: a value that fails here cannot occur.
      for a in s.attributes { _ = try? q.set(a.key, a.value) }
      for m in s.models { q.models[m.key] = m.value == "1" }
    }
    return q
  }

  private static func matches(_ s: Section, _ d: DeviceDescription, _ dmi: String?) -> Bool {
    for m in s.matches {
      switch m.key {
      case "MatchName": if !Glob.matches(m.value, d.name) { return false }
      case "MatchBus": if busName(d.id.bustype) != m.value { return false }
      case "MatchVendor": if hex(m.value) != d.id.vendor { return false }
      case "MatchVersion": if hex(m.value) != d.id.version { return false }
      case "MatchProduct":
        let products = m.value.split(separator: ";").compactMap { hex(String($0)) }
        if !products.contains(d.id.product) { return false }
      case "MatchUdevType":
        switch (m.value, d.kind) {
        case ("touchpad", .touchpad), ("touchscreen", .touchscreen): break
        default: return false
        }
      case "MatchDMIModalias":
        guard let dmi, Glob.matches(m.value, dmi) else { return false }
      default:
        return false
      }
    }
    return true
  }

  private static func hex(_ s: String) -> UInt16? {
    let digits = s.hasPrefix("0x") || s.hasPrefix("0X") ? s.dropFirst(2) : Substring(s)
    return UInt16(digits, radix: 16)
  }

  /// libinput's bus names, from the `BUS_*` numbers of linux/input.h.
  private static func busName(_ bus: UInt16) -> String {
    switch bus {
    case 0x03: return "usb"
    case 0x05: return "bluetooth"
    case 0x11: return "ps2"
    case 0x18: return "i2c"
    case 0x1C: return "spi"
    case 0x1D: return "rmi"
    default: return "unknown"
    }
  }
}

/// Shell-style globs (`*`, `?`, `[…]`), as libinput matches names with fnmatch(3).
enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    var steps = 0
    return matches(pattern, text, steps: &steps)
  }

  /// Matches, adding to `steps` one per comparison of a pattern position with a character:
  /// at most the pattern's length times the text's (one backtrack point, no recursion).
  static func matches(_ pattern: String, _ text: String, steps: inout Int) -> Bool {
    let p = Array(pattern.unicodeScalars)
    let t = Array(text.unicodeScalars)
    // Iterative with one backtrack point for the last `*`: linear for the patterns quirks use.
    var pi = 0
    var ti = 0
    var star = -1
    var mark = 0
    while ti < t.count {
      steps += 1
      if pi < p.count, p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if pi < p.count, let next = single(p, pi, t[ti]) {
        pi = next
        ti += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
  }

  /// Matches one character at `pi` (`?`, a `[…]` class or a literal); the index after it.
  private static func single(_ p: [Unicode.Scalar], _ pi: Int, _ c: Unicode.Scalar) -> Int? {
    switch p[pi] {
    case "?": return pi + 1
    case "[":
      var i = pi + 1
      let negate = i < p.count && (p[i] == "!" || p[i] == "^")
      if negate { i += 1 }
      var found = false
      var first = true
      while i < p.count && (first || p[i] != "]") {
        first = false
        if i + 2 < p.count && p[i + 1] == "-" && p[i + 2] != "]" {
          if p[i] <= c && c <= p[i + 2] { found = true }
          i += 3
        } else {
          if p[i] == c { found = true }
          i += 1
        }
      }
      guard i < p.count else { return p[pi] == c ? pi + 1 : nil }
      return found != negate ? i + 1 : nil
    default:
      return p[pi] == c ? pi + 1 : nil
    }
  }
}
