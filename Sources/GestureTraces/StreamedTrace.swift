import Gestures
import Glibc

/// A trace read from standard input (`-`), a pipe, a FIFO, a socket or a terminal: read once,
/// to its end, into an anonymous temporary file (in `$TMPDIR` or `/tmp`, unlinked at once),
/// which the readers then open as often as they need (format detection, one parser per
/// device). A stream cannot be read twice, so reading it by its name again would see nothing
/// (a bogus parse error) or wait for a writer that has gone (a hang). Errors name the trace as
/// the user did.
final class StreamedTrace: TraceSource {
  let path: String
  var devices: [DeviceDescription] { inner.devices }

  private var inner: any TraceSource
  private let spill: UnsafeMutablePointer<FILE>
  private let spillPath: String

  /// Reads `fd` (not closed) to its end, then opens the copy with the reader its format needs.
  init(fd: Int32, name: String, descriptionPath: String?) throws(TraceError) {
    path = name
    guard let spill = LibinputRecordWriter.spillFile() else {
      throw TraceError(
        file: name, line: nil,
        "cannot make a temporary file to read the stream into: \(String(cString: strerror(errno)))"
      )
    }
    self.spill = spill
    spillPath = "/proc/self/fd/\(fileno(spill))"
    do {
      try Self.copy(fd, to: spill, name: name)
      inner = try TraceFile.openFile(path: spillPath, descriptionPath: descriptionPath)
    } catch {
      fclose(spill)
      throw Self.renamed(error, from: spillPath, to: name)
    }
  }

  deinit { fclose(spill) }

  func next() throws(TraceError) -> TraceRecord? {
    do { return try inner.next() } catch { throw Self.renamed(error, from: spillPath, to: path) }
  }

  /// `error` naming the trace as the user did, not the temporary copy.
  private static func renamed(_ error: TraceError, from spill: String, to name: String)
    -> TraceError
  {
    var error = error
    if error.file == spill { error.file = name }
    return error
  }

  private static func copy(
    _ fd: Int32, to spill: UnsafeMutablePointer<FILE>, name: String
  ) throws(TraceError) {
    var failure: Int32 = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buffer in
      while true {
        let n = read(fd, buffer.baseAddress, buffer.count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 {
          failure = errno
          return
        }
        if n == 0 { return }
        if fwrite(buffer.baseAddress, 1, n, spill) != n {
          failure = -errno
          return
        }
      }
    }
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
}
