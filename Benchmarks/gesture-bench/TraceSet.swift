import GestureTraces
import Gestures
import Glibc

/// The benchmark's input: one generated evemu file per evemu recording of the manifest, each
/// holding its device description (rewritten by ``EvemuDescriptionFormatter``, so that
/// `evemu_read` and our reader parse the same 1.3 header) and the recording's events repeated
/// `repetitions` times.
///
/// Every recording is repeated the same number of times, so the mix of devices, protocols and
/// line shapes stays the recordings' own. Repetition `r` is shifted by `r` × (the recording's
/// span + 1 s), keeping time monotonic, and its tracking ids by `r` × 1024 (mod 65536), so that a
/// recording ending with fingers down does not reuse a tracking id that is still down. Event
/// lines keep their original type, code, value and trailing comment text.
///
/// The set is described by `index.tsv` in its directory (file, events, source recording), which
/// the child processes read.
struct TraceSet: Sendable {
  struct File: Sendable {
    var path: String
    var events: Int
    var source: String
  }

  var directory: String
  var files: [File]
  var repetitions: Int

  var events: Int { files.reduce(0) { $0 + $1.events } }

  /// Loads the set a parent process generated in `directory`.
  static func load(directory: String) throws(BenchError) -> TraceSet {
    let text = try readWholeFile(directory + "/index.tsv")
    var files: [File] = []
    var repetitions = 0
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields.first == "#repetitions", fields.count == 2 {
        repetitions = Int(fields[1]) ?? 0
        continue
      }
      guard fields.count == 3, let events = Int(fields[1]) else {
        throw BenchError("\(directory)/index.tsv: malformed line '\(line)'")
      }
      files.append(File(path: directory + "/" + fields[0], events: events, source: fields[2]))
    }
    return TraceSet(directory: directory, files: files, repetitions: repetitions)
  }

  /// Generates the set in `directory` from the evemu recordings that `recordings`/MANIFEST.tsv
  /// lists, repeated so that it holds at least `minimumEvents` events.
  static func generate(recordings: String, directory: String, minimumEvents: Int)
    throws(BenchError) -> TraceSet
  {
    let sources = try Recording.evemuRecordings(in: recordings)
    var parsed: [(Recording, DeviceDescription, [EventLine])] = []
    var perRound = 0
    for recording in sources {
      let device: DeviceDescription
      do {
        device = try EvemuReader(path: recording.path, descriptionPath: recording.description)
          .devices[0]
      } catch {
        throw BenchError("\(error)")
      }
      let events = try EventLine.all(in: recording.path)
      perRound += events.count
      parsed.append((recording, device, events))
    }
    guard perRound > 0 else { throw BenchError("\(recordings): no evemu events in the manifest") }
    let repetitions = max(1, (minimumEvents + perRound - 1) / perRound)

    var index = "#repetitions\t\(repetitions)\n"
    var files: [File] = []
    for (number, (recording, device, events)) in parsed.enumerated() {
      let name = "\(number < 10 ? "0" : "")\(number)-\(recording.fileName).events"
      let path = directory + "/" + name
      let header: String
      do {
        header = try EvemuDescriptionFormatter.text(of: device, file: recording.path)
      } catch {
        throw BenchError("\(error)")
      }
      try write(
        path: path,
        header: header + "# Gestures benchmark: \(recording.relativePath) x \(repetitions)\n",
        events: events, repetitions: repetitions)
      files.append(
        File(path: path, events: events.count * repetitions, source: recording.relativePath))
      index += "\(name)\t\(events.count * repetitions)\t\(recording.relativePath)\n"
    }
    let out = ByteWriter(path: directory + "/index.tsv")
    try out.open()
    out.append(index)
    try out.close()
    return TraceSet(directory: directory, files: files, repetitions: repetitions)
  }

  private static func write(
    path: String, header: String, events: [EventLine], repetitions: Int
  ) throws(BenchError) {
    let out = ByteWriter(path: path)
    try out.open()
    out.append(header)
    let first = events.first?.time ?? 0
    let span = (events.last?.time ?? 0) - first
    for r in 0..<repetitions {
      let shift = Int64(r) * (span + 1_000_000)
      for event in events {
        out.append("E: ")
        out.appendTime(event.time + shift)
        if event.isTrackingID && event.value >= 0 {
          out.append(event.head)
          out.appendDecimal(Int64((Int(event.value) + r * 1024) % 65536))
          out.append(event.tail)
        } else {
          out.append(event.rest)
        }
        try out.flushIfFull()
      }
    }
    try out.close()
  }

  /// Reads every file once, so that the measured runs find them in the page cache.
  func warmPageCache() throws(BenchError) {
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    for file in files {
      let fd = Glibc.open(file.path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { throw BenchError("cannot open \(file.path)") }
      defer { close(fd) }
      while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }
  }

  /// Total size of the files in bytes.
  func bytes() -> Int {
    var total = 0
    for file in files {
      var info = stat()
      if stat(file.path, &info) == 0 { total += Int(info.st_size) }
    }
    return total
  }
}

/// One evemu recording of the manifest, with its companion description for an event-only file.
struct Recording {
  var path: String
  var relativePath: String
  var description: String?

  var fileName: String { String(relativePath.split(separator: "/").last ?? "") }

  /// The manifest's rows whose format is evemu (all versions), in manifest order.
  static func evemuRecordings(in directory: String) throws(BenchError) -> [Recording] {
    let manifest = directory + "/MANIFEST.tsv"
    let text = try readWholeFile(manifest)
    let lines = text.split(separator: "\n")
    guard let head = lines.first else { throw BenchError("\(manifest): empty") }
    let columns = head.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard let pathColumn = columns.firstIndex(of: "local_path"),
      let formatColumn = columns.firstIndex(of: "format"),
      let descColumn = columns.firstIndex(of: "companion_desc")
    else {
      throw BenchError("\(manifest): needs local_path, format and companion_desc columns")
    }
    var out: [Recording] = []
    for line in lines.dropFirst() {
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count > max(pathColumn, formatColumn, descColumn) else { continue }
      guard f[formatColumn].hasPrefix("evemu") else { continue }
      let desc = f[descColumn]
      out.append(
        Recording(
          path: directory + "/" + f[pathColumn], relativePath: f[pathColumn],
          description: desc.isEmpty ? nil : directory + "/" + desc))
    }
    return out
  }
}

/// One `E:` line of a recording, split so that its time (and tracking id) can be rewritten.
struct EventLine {
  /// Microseconds.
  var time: Int64
  /// Everything after the time: ` type code value` and any trailing comment, with the newline.
  var rest: [UInt8]
  /// For `ABS_MT_TRACKING_ID`: ` type code ` and the text after the value, with the newline.
  var head: [UInt8]
  var tail: [UInt8]
  var value: Int32
  var isTrackingID: Bool

  /// The `E:` lines of an evemu file, in order.
  static func all(in path: String) throws(BenchError) -> [EventLine] {
    let text = try readWholeFile(path)
    var out: [EventLine] = []
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      guard line.starts(with: "E:".utf8) else { continue }
      guard let event = EventLine(Array(line)) else {
        throw BenchError(
          "\(path): cannot split event line '\(String(decoding: line, as: UTF8.self))'")
      }
      out.append(event)
    }
    return out
  }

  init?(_ line: [UInt8]) {
    var fields: [Range<Int>] = []
    var i = 2
    while fields.count < 4 {
      while i < line.count && (line[i] == 0x20 || line[i] == 0x09) { i += 1 }
      let start = i
      while i < line.count && line[i] != 0x20 && line[i] != 0x09 { i += 1 }
      guard i > start else { return nil }
      fields.append(start..<i)
    }
    let timeText = line[fields[0]]
    guard let dot = timeText.firstIndex(of: UInt8(ascii: ".")),
      let seconds = Int64(String(decoding: line[fields[0].lowerBound..<dot], as: UTF8.self))
    else { return nil }
    var fraction = Array(line[(dot + 1)..<fields[0].upperBound])
    guard fraction.count <= 6, let _ = Int(String(decoding: fraction, as: UTF8.self)) else {
      return nil
    }
    while fraction.count < 6 { fraction.append(UInt8(ascii: "0")) }
    time = seconds * 1_000_000 + Int64(String(decoding: fraction, as: UTF8.self))!
    let type = UInt16(String(decoding: line[fields[1]], as: UTF8.self), radix: 16)
    let code = UInt16(String(decoding: line[fields[2]], as: UTF8.self), radix: 16)
    guard let type, let code, let value = Int32(String(decoding: line[fields[3]], as: UTF8.self))
    else { return nil }
    self.value = value
    isTrackingID = type == EventType.abs && code == AbsCode.mtTrackingID
    let trailer = Array(line[fields[3].upperBound...]) + [UInt8(ascii: "\n")]
    head =
      [0x20] + Array(line[fields[1]]) + [0x20] + Array(line[fields[2]]) + [0x20]
    tail = trailer
    rest = head + Array(line[fields[3]]) + trailer
  }
}

/// A buffered writer of bytes to a new file.
final class ByteWriter {
  let path: String
  private var fd: Int32 = -1
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 20

  init(path: String) {
    self.path = path
    buffer.reserveCapacity(Self.capacity + 4096)
  }

  func open() throws(BenchError) {
    fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw BenchError("cannot create \(path): \(errnoText())") }
  }

  func append(_ text: String) { buffer.append(contentsOf: text.utf8) }
  func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

  /// `sec.usec` with six digits of microseconds, as evemu writes times.
  func appendTime(_ micros: Int64) {
    appendDecimal(micros / 1_000_000)
    buffer.append(UInt8(ascii: "."))
    var usec = Int(micros % 1_000_000)
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { d in
      for k in stride(from: 5, through: 0, by: -1) {
        d[k] = UInt8(ascii: "0") + UInt8(usec % 10)
        usec /= 10
      }
      buffer.append(contentsOf: d)
    }
  }

  func appendDecimal(_ value: Int64) {
    if value < 0 {
      buffer.append(UInt8(ascii: "-"))
      appendDecimal(-value)
      return
    }
    if value >= 10 { appendDecimal(value / 10) }
    buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  func flushIfFull() throws(BenchError) {
    if buffer.count >= Self.capacity { try flush() }
  }

  func flush() throws(BenchError) {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      guard n > 0 else { throw BenchError("cannot write \(path): \(errnoText())") }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  func close() throws(BenchError) {
    try flush()
    guard Glibc.close(fd) == 0 else { throw BenchError("cannot close \(path): \(errnoText())") }
    fd = -1
  }
}

/// A whole (small) file as text.
func readWholeFile(_ path: String) throws(BenchError) -> String {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { throw BenchError("cannot open \(path): \(errnoText())") }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 { throw BenchError("cannot read \(path): \(errnoText())") }
    if n == 0 { break }
    bytes.append(contentsOf: chunk[0..<n])
  }
  return String(decoding: bytes, as: UTF8.self)
}

func errnoText() -> String { String(cString: strerror(errno)) }
