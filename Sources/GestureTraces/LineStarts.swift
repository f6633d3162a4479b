import Gestures

#if canImport(Glibc)
  import Glibc
#endif

/// A 0-based line and column (in characters) as libyaml reports them.
struct LinePosition: Equatable {
  var line: Int
  var column: Int
}

/// The byte offsets at which some lines of a file start, found in one pass counting line breaks
/// as libyaml does (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), with each such line's first
/// bytes.
struct LineStarts {
  /// The most bytes of a line kept to check what stands before a column.
  static let prefixLimit = 128

  private var starts: [Int: Int] = [:]
  private var prefixes: [Int: [UInt8]] = [:]

  init(path: String, lines: [Int]) throws(TraceError) {
    let wanted = Set(lines)
    guard !wanted.isEmpty else { return }
    guard let file = PathBytes.withCString(path, { fopen($0, "rbe") }) else {
      throw TraceError(file: path, line: nil, "cannot open: \(String(cString: strerror(errno)))")
    }
    defer { fclose(file) }
    var line = 0
    var offset: Int = 0
    var previous: (UInt8, UInt8) = (0, 0)
    var capturing: Int? = wanted.contains(0) ? 0 : nil
    if capturing != nil { starts[0] = 0 }
    func begin(at start: Int) {
      line += 1
      capturing = wanted.contains(line) ? line : nil
      if capturing != nil { starts[line] = start }
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      for i in 0..<count {
        let b = buffer[i]
        offset += 1
        if let current = capturing, prefixes[current, default: []].count < Self.prefixLimit {
          prefixes[current, default: []].append(b)
        }
        switch b {
        case 0x0a where previous.1 == 0x0d:
          // `\r\n` is one break: the line begins after the `\n`.
          if let current = capturing, current == line {
            starts[current] = offset
            prefixes[current] = []
          }
        case 0x0a, 0x0d: begin(at: offset)
        case 0x85 where previous.1 == 0xc2: begin(at: offset)
        case 0xa8 where previous == (0xe2, 0x80), 0xa9 where previous == (0xe2, 0x80):
          begin(at: offset)
        default: break
        }
        previous = (previous.1, b)
      }
    }
    if ferror(file) != 0 {
      throw TraceError(file: path, line: nil, "cannot read: \(String(cString: strerror(errno)))")
    }
  }

  /// The bytes from `key` (a mapping key after only spaces and `-` on its line) up to the start
  /// of the line of `end` (after only spaces), or nil when the lines are not laid out so.
  func range(from key: LinePosition, to end: LinePosition) -> YAMLByteRange? {
    guard let keyStart = starts[key.line], let endStart = starts[end.line],
      let keyPrefix = prefixes[key.line], let endPrefix = prefixes[end.line],
      key.column <= keyPrefix.count, end.column <= endPrefix.count,
      keyPrefix[..<key.column].allSatisfy({ $0 == 0x20 || $0 == UInt8(ascii: "-") }),
      endPrefix[..<end.column].allSatisfy({ $0 == 0x20 }),
      endStart > keyStart
    else { return nil }
    return YAMLByteRange(
      start: keyStart + key.column, end: endStart, indent: key.column,
      firstLine: key.line)
  }
}
