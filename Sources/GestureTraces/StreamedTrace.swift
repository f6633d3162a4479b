import Gestures
import Glibc

/// A trace read from standard input (`-`), a pipe, a FIFO, a socket or a terminal.
///
/// A regular file on standard input (`- < file`) is read in place, as the file itself: it
/// costs no copy and meets the file's own checks as they come. A stream is read once, to its
/// end, into an anonymous temporary file (``LibinputRecordWriter/spillFile()``), which the
/// readers then open as often as they need (format detection, one parser per device): a stream
/// cannot be read twice, so reading it by its name again would see nothing (a bogus parse
/// error) or wait for a writer that has gone (a hang). The copy is checked as it is made, under
/// the limits a file meets: no NUL byte, no line longer than
/// ``LineReader/defaultMaximumLineLength``, at most ``maximumSize`` bytes; the first breach
/// ends the copy with an error (`- < /dev/zero` or an endless pipe fills no disk). Errors name
/// the trace as the user did.
final class StreamedTrace: TraceSource {
  /// The most bytes a stream may hold: 1 GiB, about 30 hours of a ten-finger touchscreen
  /// recorded as evemu text.
  static let maximumSize = 1 << 30

  let path: String
  var devices: [DeviceDescription] { inner.devices }

  private var inner: any TraceSource
  /// The temporary copy, nil when the trace is read in place.
  private let spill: UnsafeMutablePointer<FILE>?
  /// The path the readers open (`/proc/self/fd/N`): the copy, or the regular file in place.
  private let readPath: String

  /// Reads `fd` (not closed; it stays open while the trace is read): in place when it is a
  /// regular file, else to its end into a checked copy; then opens it with the reader its
  /// format needs.
  init(fd: Int32, name: String, descriptionPath: String?) throws(TraceError) {
    path = name
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
      spill = nil
      readPath = "/proc/self/fd/\(fd)"
      do {
        inner = try TraceFile.openFile(path: readPath, descriptionPath: descriptionPath)
      } catch {
        throw Self.renamed(error, from: readPath, to: name)
      }
      return
    }
    guard let spill = LibinputRecordWriter.spillFile() else {
      throw TraceError(
        file: name, line: nil,
        "cannot make a temporary file to read the stream into: \(String(cString: strerror(errno)))"
      )
    }
    self.spill = spill
    readPath = "/proc/self/fd/\(fileno(spill))"
    do {
      try Self.copy(fd, to: spill, name: name, limit: Self.maximumSize)
      inner = try TraceFile.openFile(path: readPath, descriptionPath: descriptionPath)
    } catch {
      fclose(spill)
      throw Self.renamed(error, from: readPath, to: name)
    }
  }

  deinit { if let spill { fclose(spill) } }

  func next() throws(TraceError) -> TraceRecord? {
    do { return try inner.next() } catch { throw Self.renamed(error, from: readPath, to: path) }
  }

  /// `error` naming the trace as the user did, not the path its readers open.
  private static func renamed(_ error: TraceError, from spill: String, to name: String)
    -> TraceError
  {
    var error = error
    if error.file == spill { error.file = name }
    return error
  }

  /// Copies `fd` to its end into `spill`, checking each line as ``LineReader`` would (the same
  /// messages, with the line's number) and the total against `limit` bytes.
  static func copy(
    _ fd: Int32, to spill: UnsafeMutablePointer<FILE>, name: String, limit: Int
  ) throws(TraceError) {
    var failure: Int32 = 0
    var breach: TraceError?
    var total = 0
    var line = 1
    var lineLength = 0
    let maximumLine = LineReader.defaultMaximumLineLength
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buffer in
      guard let base = buffer.baseAddress else { return }
      while true {
        let n = read(fd, base, buffer.count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 {
          failure = errno
          return
        }
        if n == 0 { return }
        total += n
        if total > limit {
          breach = TraceError(
            file: name, line: nil,
            "holds more than \(Self.size(limit)), the most a stream may hold (save it to a file "
              + "and name the file)")
          return
        }
        // The chunk's lines: their lengths and any NUL byte.
        var start = 0
        while start < n {
          let rest = n - start
          let newline = memchr(base + start, 0x0A, rest).map {
            $0.assumingMemoryBound(to: UInt8.self) - base
          }
          let end = newline ?? n
          if memchr(base + start, 0, end - start) != nil {
            breach = TraceError(
              file: name, line: line, "binary data (a NUL byte) where a text line was expected")
            return
          }
          lineLength += end - start
          if lineLength > maximumLine {
            breach = TraceError(
              file: name, line: line,
              "line longer than \(maximumLine) bytes; is this a text file of the expected format?")
            return
          }
          if newline == nil { break }
          line += 1
          lineLength = 0
          start = end + 1
        }
        if fwrite(base, 1, n, spill) != n {
          failure = -errno
          return
        }
      }
    }
    if let breach { throw breach }
    if failure == 0, fflush(spill) != 0 { failure = -errno }
    if failure > 0 {
      throw TraceError(file: name, line: nil, "cannot read: \(String(cString: strerror(failure)))")
    }
    if failure < 0 {
      throw TraceError(
        file: name, line: nil,
        "cannot copy the stream to a temporary file: \(String(cString: strerror(-failure)))")
    }
  }

  /// `bytes` as people say it: GiB, MiB or bytes.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }
}
