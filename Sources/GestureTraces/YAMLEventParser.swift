import CYAML
import Gestures

#if canImport(Glibc)
  import Glibc
#endif

/// A libyaml event (streaming) parser over one file: one YAML event at a time, nothing of the
/// document kept, so memory does not depend on the file's length.
///
/// The current event's data (a scalar's bytes) stays valid until the next ``advance()``.
final class YAMLEventParser {
  /// The kinds of YAML events the readers distinguish.
  enum Kind: Equatable {
    case streamStart, streamEnd, documentStart, documentEnd
    case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    case scalar, alias
  }

  /// The file as the user named it, for errors.
  let path: String
  private let file: UnsafeMutablePointer<FILE>
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private var hasEvent = false
  /// Open sequences and mappings around the current event.
  private var depth = 0
  /// libinput record files nest about 6 levels. libyaml's scanner does work proportional to
  /// the flow nesting depth for every token, so a file of a million `[` would take hours;
  /// stopping at this depth keeps every file fast.
  static let maxDepth = 64
  /// The kind of the current event.
  private(set) var kind: Kind = .streamStart
  /// The 1-based line where the current event starts.
  private(set) var line = 1
  /// The 0-based column (in characters) where the current event starts.
  private(set) var column = 0
  /// How many events this parser has produced: the work it has done, for tests that check a
  /// reader's work grows linearly with its input.
  private(set) var eventCount = 0
  /// Lines before the part of the file being read (0 for the whole file).
  private let firstLine: Int
  /// The input, kept alive for libyaml's read handler.
  private let input: YAMLRangeInput

  /// A parser over the file at `path`, or over `range` of it as a document of its own.
  init(path: String, range: YAMLByteRange? = nil) throws(TraceError) {
    self.path = path
    firstLine = range?.firstLine ?? 0
    guard let file = PathBytes.withCString(path, { fopen($0, "rbe") }) else {
      throw TraceError(file: path, line: nil, "cannot open: \(String(cString: strerror(errno)))")
    }
    var info = stat()
    if fstat(fileno(file), &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      fclose(file)
      throw TraceError(file: path, line: nil, "is a directory, not a libinput recording")
    }
    self.file = file
    parser = .allocate(capacity: 1)
    event = .allocate(capacity: 1)
    // yaml_parser_initialize only fails when out of memory; the parser is still safe to delete.
    _ = yaml_parser_initialize(parser)
    if let range {
      guard fseeko(file, range.start, SEEK_SET) == 0 else {
        let reason = String(cString: strerror(errno))
        fclose(file)
        throw TraceError(file: path, line: nil, "cannot seek: \(reason)")
      }
    }
    let whole = YAMLByteRange(start: 0, end: .max, indent: 0, firstLine: 0)
    let input = YAMLRangeInput(file: file, range: range ?? whole)
    self.input = input
    yaml_parser_set_input(parser, yamlRangeReadHandler, Unmanaged.passUnretained(input).toOpaque())
  }

  deinit {
    if hasEvent { yaml_event_delete(event) }
    yaml_parser_delete(parser)
    parser.deallocate()
    event.deallocate()
    fclose(file)
  }

  /// Moves to the next event and returns its kind.
  @discardableResult
  func advance() throws(TraceError) -> Kind {
    if hasEvent {
      yaml_event_delete(event)
      hasEvent = false
    }
    input.readSinceEvent = 0
    guard yaml_parser_parse(parser, event) == 1 else {
      if input.overLimit {
        throw TraceError(
          file: path, line: firstLine + Int(parser.pointee.mark.line) + 1,
          "a YAML scalar or comment longer than \(YAMLRangeInput.maximumEventBytes >> 20) MiB: "
            + "not a libinput recording")
      }
      throw syntaxError()
    }
    hasEvent = true
    eventCount += 1
    line = firstLine + Int(event.pointee.start_mark.line) + 1
    column = Int(event.pointee.start_mark.column)
    switch event.pointee.type {
    case YAML_STREAM_START_EVENT: kind = .streamStart
    case YAML_DOCUMENT_START_EVENT: kind = .documentStart
    case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
    case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart
    case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT: kind = .mappingStart
    case YAML_MAPPING_END_EVENT: kind = .mappingEnd
    case YAML_SCALAR_EVENT: kind = .scalar
    case YAML_ALIAS_EVENT: kind = .alias
    // libyaml answers YAML_NO_EVENT once the stream has ended; treating it as the end keeps
    // callers that keep asking from looping forever.
    default: kind = .streamEnd
    }
    switch kind {
    case .sequenceStart, .mappingStart:
      depth += 1
      if depth > Self.maxDepth {
        throw error("YAML nested more than \(Self.maxDepth) levels deep: not a libinput recording")
      }
    case .sequenceEnd, .mappingEnd: depth -= 1
    default: break
    }
    return kind
  }

  /// Skips the node the current event starts (a scalar, alias, sequence or mapping), leaving
  /// the parser on its last event. Iterative, so deep nesting cannot overflow the stack.
  func skipNode() throws(TraceError) {
    guard kind == .sequenceStart || kind == .mappingStart else { return }
    var depth = 1
    while depth > 0 {
      switch try advance() {
      case .sequenceStart, .mappingStart: depth += 1
      case .sequenceEnd, .mappingEnd: depth -= 1
      case .streamEnd, .documentEnd, .streamStart, .documentStart:
        throw error("unexpected end of the YAML document")
      case .scalar, .alias: break
      }
    }
  }

  /// The current scalar's bytes (UTF-8), valid until the next ``advance()``.
  var scalarBytes: UnsafeBufferPointer<UInt8> {
    guard kind == .scalar, let value = event.pointee.data.scalar.value else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: value, count: event.pointee.data.scalar.length)
  }

  /// True when the current event starts a block (indented, not `{…}`) mapping.
  var isBlockMapping: Bool {
    kind == .mappingStart
      && event.pointee.data.mapping_start.style != YAML_FLOW_MAPPING_STYLE
  }

  /// True when the current scalar was written without quotes (so it may be a number or null).
  var scalarIsPlain: Bool {
    kind == .scalar && event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE
  }

  /// The current scalar as a string.
  var scalarString: String { String(decoding: scalarBytes, as: UTF8.self) }

  /// True when the current event is the plain scalar `key` (how mapping keys are matched).
  func isScalar(_ key: StaticString) -> Bool {
    let bytes = scalarBytes
    guard kind == .scalar, bytes.count == key.utf8CodeUnitCount else { return false }
    guard let base = bytes.baseAddress else { return bytes.isEmpty }
    return memcmp(base, key.utf8Start, bytes.count) == 0
  }

  /// True when the current event is a YAML null (an empty value, `~` or `null`).
  var isNull: Bool {
    guard scalarIsPlain else { return false }
    let bytes = scalarBytes
    return bytes.isEmpty || isScalar("~") || isScalar("null") || isScalar("Null")
      || isScalar("NULL")
  }

  /// The current scalar as an integer: a plain decimal (optionally signed) or `0x` hex
  /// number. Nil for anything else, including quoted strings and out-of-range numbers.
  var integer: Int64? {
    guard scalarIsPlain else { return nil }
    let bytes = scalarBytes
    var i = 0
    var negative = false
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    var radix: Int64 = 10
    if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "0"),
      bytes[i + 1] == UInt8(ascii: "x") || bytes[i + 1] == UInt8(ascii: "X")
    {
      radix = 16
      i += 2
    }
    guard i < bytes.count else { return nil }
    var value: Int64 = 0
    while i < bytes.count {
      let c = bytes[i]
      let digit: Int64
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int64(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
        digit = Int64(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
        digit = Int64(c - UInt8(ascii: "A") + 10)
      default: return nil
      }
      let (m, o1) = value.multipliedReportingOverflow(by: radix)
      let (s, o2) = m.addingReportingOverflow(digit)
      if o1 || o2 { return nil }
      value = s
      i += 1
    }
    return negative ? -value : value
  }

  /// A short rendering of the current event for error messages.
  var describe: String {
    switch kind {
    case .scalar:
      let s = scalarString
      let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
      return scalarIsPlain ? "'\(shown)'" : "the string \"\(shown)\""
    case .sequenceStart: return "a list"
    case .mappingStart: return "a mapping"
    case .sequenceEnd: return "the end of a list"
    case .mappingEnd: return "the end of a mapping"
    case .alias: return "an alias"
    case .streamStart, .streamEnd, .documentStart, .documentEnd: return "the end of the file"
    }
  }

  /// An error at the current event's line.
  func error(_ message: String) -> TraceError {
    TraceError(file: path, line: line, message)
  }

  /// The error libyaml reported, with its problem and the line it points at.
  private func syntaxError() -> TraceError {
    let p = parser.pointee
    let problem = p.problem.map { String(cString: $0) } ?? "unknown error"
    switch p.error {
    case YAML_MEMORY_ERROR:
      return TraceError(file: path, line: nil, "out of memory while parsing YAML")
    case YAML_READER_ERROR:
      // Reader errors carry a byte offset, not a mark; the scanner's mark is the closest line.
      return TraceError(
        file: path, line: firstLine + Int(p.mark.line) + 1,
        "not a text YAML file (\(problem) at byte \(p.problem_offset))")
    default:
      var message = "YAML syntax error: \(problem)"
      if let context = p.context { message += " (\(String(cString: context)))" }
      return TraceError(file: path, line: firstLine + Int(p.problem_mark.line) + 1, message)
    }
  }
}
