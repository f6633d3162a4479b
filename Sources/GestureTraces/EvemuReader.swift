import Gestures

/// A streaming reader of evemu recordings (`evemu-record`, `evemu-describe`), format 1.0 to 1.3.
///
/// The description is read when the reader is made; events come one at a time from ``next()``.
/// Times are the file's own, in microseconds, never normalised. An event-only file needs its
/// description file as `descriptionPath`. Any malformed line is a ``TraceError`` naming the file
/// and line; what is accepted is in the Trace formats article. Copies of the reader share its
/// open file and advance together.
public struct EvemuReader: TraceSource {
  /// The trace file, as the caller named it.
  public let path: String
  /// The one device of the trace.
  public let devices: [DeviceDescription]
  /// The evemu file format version, `"1.0"` to `"1.3"`; `"1.0"` when the file has no
  /// `# EVEMU` line. For an event-only file it is the events file's own version (usually 1.0),
  /// not that of its description file.
  public let version: String
  /// The companion description file the device was read from, or nil when the trace describes its
  /// device itself (then a `descriptionPath` given to the initialiser is not used).
  public let descriptionPath: String?

  /// The one device of the trace (`devices[0]`).
  public var device: DeviceDescription { devices[0] }

  private let lines: LineReader
  /// The first event, read while looking for the end of the description.
  private var pending: TraceRecord?
  /// The time of the last event returned, to reject time going backwards.
  private var lastTime: Int64

  /// Opens an evemu file and reads its device description.
  ///
  /// - Parameters:
  ///   - path: The evemu file (description and events, or events only).
  ///   - descriptionPath: A description-only evemu file (`.desc`), used when `path` has no
  ///     description of its own.
  /// - Throws: ``TraceError`` when a file cannot be read, the description is missing or malformed,
  ///   or the first event line is malformed.
  public init(path: String, descriptionPath: String? = nil) throws(TraceError) {
    self.path = path
    lines = try LineReader(path: path)
    var parser = EvemuDescriptionParser(file: path)
    let header = try Self.scanDescription(lines, into: &parser)
    version = header.version
    lastTime = .min
    if let line = header.firstEvent {
      let event = try Self.event(line, number: lines.lineNumber, file: path)
      pending = TraceRecord(device: 0, event: event, line: lines.lineNumber)
      lastTime = event.time
    }

    if let own = try parser.finish(endLine: lines.lineNumber) {
      devices = [own]
      self.descriptionPath = nil
      return
    }
    if lines.lineNumber == 0 { throw TraceError(file: path, line: nil, "empty file") }
    guard let eventLine = pending?.line else {
      throw TraceError(
        file: path, line: nil, "no evemu content: no device description and no E: event lines")
    }
    guard let descriptionPath else {
      throw TraceError(
        file: path, line: eventLine,
        "events without a device description (an event-only evemu file); give its description file with --desc FILE"
      )
    }
    devices = [try Self.readDescription(path: descriptionPath)]
    self.descriptionPath = descriptionPath
  }

  /// Reads the device description of an evemu file (normally a description-only `.desc` file;
  /// for a full recording the events are not read).
  ///
  /// - Throws: ``TraceError`` when the file cannot be read or has no valid description.
  public static func readDescription(path: String) throws(TraceError) -> DeviceDescription {
    let lines = try LineReader(path: path)
    var parser = EvemuDescriptionParser(file: path)
    _ = try scanDescription(lines, into: &parser)
    guard let description = try parser.finish(endLine: lines.lineNumber) else {
      throw TraceError(
        file: path, line: nil,
        lines.lineNumber == 0
          ? "empty file; expected an evemu device description"
          : "no evemu device description (N: and I: lines) in this file")
    }
    return description
  }

  /// The next event, or nil at the end of the file.
  ///
  /// - Throws: ``TraceError`` for a malformed line, a description line among the events, or a
  ///   time earlier than the previous event's.
  public mutating func next() throws(TraceError) -> TraceRecord? {
    if let first = pending {
      pending = nil
      return first
    }
    while let line = try lines.nextLine() {
      let count = line.count
      if count == 0 { continue }
      let base = line.baseAddress!
      let first = base[0]
      if first == UInt8(ascii: "E") && count > 1 && base[1] == UInt8(ascii: ":") {
        let number = lines.lineNumber
        let event: EvdevEvent
        do {
          event = try EvemuEventLine.parse(base, count: count)
        } catch {
          throw TraceError(file: path, line: number, error.message)
        }
        if event.time < lastTime {
          throw TraceError(
            file: path, line: number,
            "time goes backwards: \(Self.timeText(event.time)) after \(Self.timeText(lastTime))")
        }
        lastTime = event.time
        return TraceRecord(device: 0, event: event, line: number)
      }
      if first == UInt8(ascii: "#") || Self.isBlankOrComment(line) { continue }
      if EvemuDescriptionParser.isDescriptionLine(line) {
        throw TraceError(
          file: path, line: lines.lineNumber,
          "\(Character(Unicode.Scalar(first))): line after events started; description lines must come before the first E: line"
        )
      }
      throw Self.unexpected(line, number: lines.lineNumber, file: path)
    }
    return nil
  }

  // MARK: - Helpers

  /// Reads lines up to the first `E:` line (returned, valid until the next read) or the end,
  /// feeding description lines to `parser` and checking the `# EVEMU` version line.
  private static func scanDescription(
    _ lines: LineReader, into parser: inout EvemuDescriptionParser
  ) throws(TraceError) -> (version: String, firstEvent: UnsafeBufferPointer<UInt8>?) {
    var version = "1.0"
    var first = true
    while let line = try lines.nextLine() {
      if isBlankOrComment(line) {
        if first && line.count > 0 && line[0] == UInt8(ascii: "#") {
          if let v = try versionLine(line, number: lines.lineNumber, file: lines.path) {
            version = v
          }
        }
        if line.count > 0 && !line.allSatisfy(EvemuEventLine.isBlank) { first = false }
        continue
      }
      first = false
      if line.count > 1 && line[0] == UInt8(ascii: "E") && line[1] == UInt8(ascii: ":") {
        return (version, line)
      }
      if EvemuDescriptionParser.isDescriptionLine(line) {
        try parser.parse(line, number: lines.lineNumber)
        continue
      }
      throw unexpected(line, number: lines.lineNumber, file: lines.path)
    }
    return (version, nil)
  }

  /// The version of a `# EVEMU 1.x` line, nil for any other comment.
  ///
  /// Works on the bytes: the blanks around the version are skipped by index, so a line of any
  /// length (up to the reader's limit) costs one pass.
  private static func versionLine(_ line: UnsafeBufferPointer<UInt8>, number: Int, file: String)
    throws(TraceError) -> String?
  {
    let tag = Array("# EVEMU".utf8)
    guard line.count >= tag.count, line.prefix(tag.count).elementsEqual(tag) else { return nil }
    var from = tag.count
    var to = line.count
    while from < to && EvemuEventLine.isBlank(line[from]) { from += 1 }
    while to > from && EvemuEventLine.isBlank(line[to - 1]) { to -= 1 }
    let rest = line[from..<to]
    let parts = rest.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let isNumber = { (p: Slice<UnsafeBufferPointer<UInt8>>) in
      !p.isEmpty && p.count <= 4 && p.allSatisfy { (0x30...0x39).contains($0) }
    }
    guard parts.count == 2, isNumber(parts[0]), isNumber(parts[1]) else {
      let shown = String(decoding: line.prefix(60), as: UTF8.self)
      throw TraceError(
        file: file, line: number,
        "malformed version line '\(shown)\(line.count > 60 ? "…" : "")'; expected '# EVEMU 1.x'")
    }
    let major = parts[0].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    let minor = parts[1].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    guard major == 1, (0...3).contains(minor) else {
      throw TraceError(
        file: file, line: number,
        "unsupported evemu file version \(major).\(minor); this reader knows 1.0 to 1.3")
    }
    return "1.\(minor)"
  }

  private static func event(_ line: UnsafeBufferPointer<UInt8>, number: Int, file: String)
    throws(TraceError) -> EvdevEvent
  {
    do {
      return try EvemuEventLine.parse(line.baseAddress!, count: line.count)
    } catch {
      throw TraceError(file: file, line: number, error.message)
    }
  }

  /// True for an empty line, blanks only, or blanks and a `#` comment.
  static func isBlankOrComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for c in line {
      if EvemuEventLine.isBlank(c) { continue }
      return c == UInt8(ascii: "#")
    }
    return true
  }

  static func unexpected(_ line: UnsafeBufferPointer<UInt8>, number: Int, file: String)
    -> TraceError
  {
    let shown = line.prefix(40).map { c -> Character in
      (0x20..<0x7F).contains(c) ? Character(Unicode.Scalar(c)) : "?"
    }
    return TraceError(
      file: file, line: number,
      "unexpected line '\(String(shown))\(line.count > 40 ? "…" : "")'; expected an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment)"
    )
  }

  /// `sec.usec`, as evemu prints times.
  static func timeText(_ micros: Int64) -> String {
    let usec = String(micros % 1_000_000)
    return "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
  }
}
