import Gestures

/// Small helpers for writing SVG into an ``/Gestures/OutputBuffer``: escaped text, numbers with a
/// fixed number of decimals (so the same input always gives the same bytes).
enum SVGText {
  /// Appends `text` escaped for XML character data and attribute values. Characters XML 1.0
  /// forbids (C0 controls other than tab, newline and CR; U+FFFE, U+FFFF) become U+FFFD, so a
  /// device or file name holding them still gives a well-formed document and shows where they
  /// were.
  static func escaped(_ text: String, to o: OutputBuffer) {
    // U+FFFE and U+FFFF are encoded with the lead byte 0xEF: a name with no such byte and no
    // ASCII special is copied as it is.
    var plain = true
    for u in text.utf8
    where u < 0x20 || u == 0x26 || u == 0x3C || u == 0x3E || u == 0x22 || u == 0xEF {
      plain = false
      break
    }
    if plain {
      o.append(string: text)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: o.append("&amp;")
      case 0x3C: o.append("&lt;")
      case 0x3E: o.append("&gt;")
      case 0x22: o.append("&quot;")
      case 0x09, 0x0A, 0x0D: o.append(UInt8(scalar.value))
      case 0..<0x20, 0xFFFE, 0xFFFF: o.append("\u{FFFD}")
      default: UTF8.encode(scalar) { o.append($0) }
      }
    }
  }

  /// Text safe inside an XML comment: no `--`, no control characters, no U+FFFE or U+FFFF.
  static func commentSafe(_ text: String) -> String {
    var out = ""
    var lastDash = false
    for ch in text.unicodeScalars {
      if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF { continue }
      if ch == "-" {
        if lastDash { continue }
        lastDash = true
      } else {
        lastDash = false
      }
      out.unicodeScalars.append(ch == "\t" ? " " : ch)
    }
    return out.hasSuffix("-") ? out + "." : out
  }

  /// Appends a coordinate with one decimal.
  static func number(_ v: Double, to o: OutputBuffer) {
    o.append(fixed: v.isFinite ? v : 0, decimals: 1)
  }

  /// ` name="v"` with one decimal.
  static func attribute(_ name: StaticString, _ v: Double, to o: OutputBuffer) {
    o.append(" ")
    o.append(name)
    o.append("=\"")
    number(v, to: o)
    o.append("\"")
  }

  /// A `<rect>` with a fill, and a `<title>` when given.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, title: String? = nil,
    extra: StaticString = "", to o: OutputBuffer
  ) {
    o.append("<rect")
    attribute("x", x, to: o)
    attribute("y", y, to: o)
    attribute("width", max(0, width), to: o)
    attribute("height", max(0, height), to: o)
    o.append(" fill=\"")
    o.append(string: fill)
    o.append("\"")
    o.append(extra)
    if let title {
      o.append("><title>")
      escaped(title, to: o)
      o.append("</title></rect>")
    } else {
      o.append("/>")
    }
    o.lineEnded()
  }

  /// A `<text>` at (x, y) of `size` px.
  static func text(
    _ s: String, x: Double, y: Double, size: Int = 11, fill: String = "#222",
    anchor: StaticString = "start", to o: OutputBuffer
  ) {
    o.append("<text")
    attribute("x", x, to: o)
    attribute("y", y, to: o)
    o.append(" font-size=\"")
    o.append(size)
    o.append("\" fill=\"")
    o.append(string: fill)
    o.append("\" text-anchor=\"")
    o.append(anchor)
    o.append("\">")
    escaped(s, to: o)
    o.append("</text>")
    o.lineEnded()
  }

  /// A horizontal or vertical line.
  static func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    to o: OutputBuffer
  ) {
    o.append("<line")
    attribute("x1", x1, to: o)
    attribute("y1", y1, to: o)
    attribute("x2", x2, to: o)
    attribute("y2", y2, to: o)
    o.append(" stroke=\"")
    o.append(string: stroke)
    o.append("\"")
    attribute("stroke-width", width, to: o)
    o.append("/>")
    o.lineEnded()
  }

  /// Seconds with 3 decimals, as text (`0.232`).
  static func seconds(_ s: Double) -> String {
    let o = OutputBuffer()
    o.append(fixed: s, decimals: 3)
    return o.text
  }
}
