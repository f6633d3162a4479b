/// Text from a device or a file made safe to show on a terminal: control characters, line and
/// paragraph separators and bidirectional overrides appear as visible escapes (`\e`, `\n`,
/// `\u{9b}`) rather than moving the cursor, forging output lines or reordering what follows.
public enum TerminalText {
  /// `text` with every character a terminal would act on rather than show written as an
  /// escape; other text, including non-ASCII letters, is unchanged.
  public static func escaped(_ text: String) -> String {
    // Printable ASCII, the common case of every output line's names, needs no escape: decided
    // on the string's own UTF-8 bytes, without decoding scalars or walking a view.
    var bytes = text
    let plain = bytes.withUTF8 { utf8 in
      for b in utf8 where b < 0x20 || b >= 0x7F { return false }
      return true
    }
    if plain { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      if let byte = PathBytes.byte(scalar) {
        out += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        continue
      }
      switch scalar.value {
      case 0x1B: out += "\\e"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0x09: out += "\\t"
      case 0x07: out += "\\a"
      case 0x08: out += "\\b"
      default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return out
  }

  /// Whether a terminal acts on `scalar` instead of showing it: C0 controls, DEL, C1 controls
  /// (U+009B is a one-byte CSI), line and paragraph separators, and bidi embeddings, overrides
  /// and isolates; and a byte of a file name that is not UTF-8 (``PathBytes``), shown `\xFF`.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069, 0xF700...0xF7FF: true
    default: false
    }
  }
}

extension OutputBuffer {
  /// Appends text from a device or a file (a name, a path, a note quoting a file) with its
  /// control characters escaped: see ``TerminalText``.
  public func append(escaped text: String) {
    append(string: TerminalText.escaped(text))
  }
}
