/// A parsed JSON value with the line and column where it starts (scene files, AHAP files).
///
/// A small strict RFC 8259 parser: no comments, no trailing commas, no NaN; objects keep their
/// members in file order (duplicates are left for the decoder to report with their path).
package struct JSONNode: Sendable {
  package indirect enum Value: Sendable {
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  package var value: Value
  /// 1-based line and byte column where the value starts.
  package var line: Int
  package var column: Int

  /// The JSON type's name, for "expected a number, found a string" messages.
  package var typeName: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// A JSON syntax error at a line and column.
package struct JSONSyntaxError: Error {
  package var line: Int
  package var column: Int
  package var message: String
}

/// Parses JSON text from bytes.
package struct JSONParser {
  /// Deepest nesting of arrays and objects accepted (a scene this deep is a mistake).
  static let maximumDepth = 128
  /// Most values (objects, arrays and the values in them) in one document: each costs about
  /// 64 bytes parsed, so 16 MiB of `{},` (5.6 million) cost some 360 MB before this limit; at
  /// it, about 64 MB. Far above any real scene or AHAP file (their own limits stop sooner).
  static let maximumValues = 1 << 20

  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0
  private var values = 0

  /// Parses one JSON document (surrounding whitespace allowed, nothing else).
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.i = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    guard parser.i < bytes.count else { throw parser.error("empty document, expected a value") }
    let node = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.i == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value")
    }
    return node
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var column: Int { i - lineStart + 1 }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private func describeCurrent() -> String {
    guard i < bytes.count else { return "end of file" }
    let b = bytes[i]
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x" + String(b, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0D: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
      default: return
      }
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    let startLine = line
    let startColumn = column
    guard i < bytes.count else { throw error("unexpected end of file, expected a value") }
    values += 1
    guard values <= Self.maximumValues else {
      throw error(
        "more than \(Self.maximumValues) JSON values (objects, arrays and their contents)")
    }
    let value: JSONNode.Value
    switch bytes[i] {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
    case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
    case UInt8(ascii: "n"): try literal("null"); value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      value = .number(try parseNumber())
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let w = Array(word.utf8)
    guard i + w.count <= bytes.count, bytes[i..<(i + w.count)].elementsEqual(w) else {
      throw error("unexpected \(describeCurrent()), expected a value")
    }
    i += w.count
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    i += 1
    var members: [(key: String, node: JSONNode)] = []
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()), expected ':' after a member name")
      }
      i += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "}") {
        i += 1
        depth -= 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or '}' after an object member")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    i += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
      i += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "]") {
        i += 1
        depth -= 1
        return .array(elements)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or ']' after an array element")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    i += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = i
    func flush(_ s: inout String.UnicodeScalarView, _ from: Int, _ to: Int, _ bytes: [UInt8]) {
      if from < to {
        s.append(contentsOf: String(decoding: bytes[from..<to], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        flush(&scalars, runStart, i, bytes)
        i += 1
        return String(scalars)
      }
      if b < 0x20 {
        throw error(
          b == 0x0A
            ? "unterminated string (a newline inside a string must be written \\n)"
            : "control character 0x\(String(b, radix: 16, uppercase: true)) in a string")
      }
      if b == UInt8(ascii: "\\") {
        flush(&scalars, runStart, i, bytes)
        i += 1
        guard i < bytes.count else { throw error("unterminated string") }
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if code >= 0xD800 && code < 0xDC00,
            i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
          {
            i += 2
            let low = try hex4()
            guard low >= 0xDC00 && low < 0xE000 else {
              throw error("invalid UTF-16 surrogate pair in \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error("lone UTF-16 surrogate in \\u escape")
          }
          scalars.append(scalar)
        default:
          i -= 2
          let shown = e >= 0x21 && e < 0x7F ? String(Character(Unicode.Scalar(e))) : "?"
          throw error("invalid escape '\\\(shown)' in a string")
        }
        runStart = i
        continue
      }
      i += 1
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard i < bytes.count, let d = Self.hexValue(bytes[i]) else {
        throw error("\\u must be followed by 4 hex digits")
      }
      code = code << 4 | d
      i += 1
    }
    return code
  }

  private static func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = i
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < bytes.count, isDigit(bytes[i]) else { throw error("expected a digit in a number") }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if i < bytes.count && isDigit(bytes[i]) { throw error("leading zero in a number") }
    } else {
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard i < bytes.count, isDigit(bytes[i]) else {
        throw error("expected a digit after the decimal point")
      }
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
        i += 1
      }
      guard i < bytes.count, isDigit(bytes[i]) else {
        throw error("expected a digit in the exponent")
      }
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      i = start
      throw error("number \(Quoted.excerpt(text)) is out of range")
    }
    return value
  }
}

/// Values compare by content and position (two files' equal values at different lines differ).
extension JSONNode: Hashable {
  package static func == (a: JSONNode, b: JSONNode) -> Bool {
    a.line == b.line && a.column == b.column && a.value == b.value
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(value)
  }
}

extension JSONNode.Value: Hashable {
  package static func == (a: JSONNode.Value, b: JSONNode.Value) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.node == $1.node }
    case (.array(let x), .array(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    default: return false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .object(let members):
      hasher.combine(0)
      for m in members {
        hasher.combine(m.key)
        hasher.combine(m.node)
      }
    case .array(let elements):
      hasher.combine(1)
      hasher.combine(elements)
    case .string(let s): hasher.combine(s)
    case .number(let n): hasher.combine(n)
    case .bool(let b): hasher.combine(b)
    case .null: hasher.combine(5)
    }
  }
}
