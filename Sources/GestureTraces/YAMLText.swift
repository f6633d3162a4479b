import Gestures

/// Quoting of strings for hand-written YAML (the libinput record writer prints YAML directly,
/// as libinput does, rather than through an emitter).
enum YAMLText {
  /// `s` as a YAML double-quoted scalar: backslash escapes for `\`, `"`, control characters
  /// and the characters YAML treats as line breaks, so any name round-trips exactly.
  static func doubleQuoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{85}": out += "\\N"
      case "\u{2028}": out += "\\L"
      case "\u{2029}": out += "\\P"
      case "\u{FEFF}": out += "\\uFEFF"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7f {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// `s` unquoted when a YAML parser reads it back as the same string in block context (as
  /// libinput prints device nodes and udev properties), double-quoted otherwise.
  ///
  /// Plain only for printable ASCII starting with a letter, digit, `_` or `/` and containing a
  /// character (`/` or `=`) that keeps YAML 1.1 from reading it as a number, boolean or null.
  static func plainIfSafe(_ s: String) -> String {
    let bytes = Array(s.utf8)
    guard let first = bytes.first, let last = bytes.last else { return doubleQuoted(s) }
    let startsWell =
      (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
      || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
      || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
      || first == UInt8(ascii: "_") || first == UInt8(ascii: "/")
    var safe =
      startsWell && last != UInt8(ascii: " ") && last != UInt8(ascii: ":")
      && (bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "=")))
    for (i, b) in bytes.enumerated() where safe {
      if b < 0x20 || b > 0x7e { safe = false }
      let next = i + 1 < bytes.count ? bytes[i + 1] : 0
      if b == UInt8(ascii: ":") && next == UInt8(ascii: " ") { safe = false }
      if b == UInt8(ascii: " ") && next == UInt8(ascii: "#") { safe = false }
    }
    return safe ? s : doubleQuoted(s)
  }
}
