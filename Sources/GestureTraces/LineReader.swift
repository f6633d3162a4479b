import Gestures
import Glibc

/// A buffered reader that hands out the lines of a file one at a time without allocating per line.
///
/// It reads the file with `read(2)` into one reusable buffer, so memory stays constant however long
/// the file is (it grows only for a line longer than the buffer, up to ``maximumLineLength``).
/// Lines end at `\n`; a `\r` before it (CRLF) is dropped, and a last line without `\n` is still a
/// line. A line holding a NUL byte is reported as binary data rather than passed on.
///
/// A reference type because it owns the file descriptor and the buffer; the descriptor is closed
/// when the reader goes away.
public final class LineReader {
  /// The buffer size used unless the initialiser is told otherwise: 64 KiB.
  public static let defaultBufferSize = 64 * 1024
  /// The longest line accepted unless the initialiser is told otherwise: 1 MiB, in bytes.
  public static let defaultMaximumLineLength = 1024 * 1024

  /// The file being read, as the user named it (used in error messages).
  public let path: String
  /// The longest line, in bytes without its line ending, that the reader accepts.
  public let maximumLineLength: Int
  /// The 1-based number of the line last returned by ``nextLine()``; 0 before the first.
  ///
  /// The mutable state is `@exclusivity(unchecked)`: no method hands out an `inout` access to it,
  /// and the runtime checks otherwise cost two `swift_beginAccess` calls per line (14% of the
  /// instructions of `gesture-bench`'s read workload).
  @exclusivity(unchecked) public private(set) var lineNumber = 0

  private let fd: Int32
  private let ownsDescriptor: Bool
  @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// Bytes `[start, end)` of `buffer` are read but not yet handed out.
  @exclusivity(unchecked) private var start = 0
  @exclusivity(unchecked) private var end = 0
  /// Bytes `[start, scanned)` are known to hold no `\n`, so a refill does not search them again.
  @exclusivity(unchecked) private var scanned = 0
  @exclusivity(unchecked) private var atEOF = false
  /// The buffer index of the first NUL byte read and not yet handed out, or `Int.max`: bytes are
  /// searched for NUL once, as they arrive, rather than once per line.
  @exclusivity(unchecked) private var firstNUL = Int.max

  /// Opens `path` for reading.
  ///
  /// - Parameters:
  ///   - path: The file to read.
  ///   - bufferSize: The initial buffer size in bytes.
  ///   - maximumLineLength: The longest line in bytes; a longer one is an error.
  /// - Throws: ``TraceError`` without a line when the file cannot be opened or is not a regular
  ///   file (a FIFO, a directory, a device).
  public convenience init(
    path: String, bufferSize: Int = LineReader.defaultBufferSize,
    maximumLineLength: Int = LineReader.defaultMaximumLineLength
  ) throws(TraceError) {
    // A regular file only: a FIFO would hang the open, or be read once where twice is needed
    // (a stream given as a trace is copied first: TraceFile).
    let (fd, problem) = ReadableFile.open(path, streams: false)
    if let problem { throw TraceError(file: path, line: nil, problem) }
    self.init(
      fd: fd, path: path, ownsDescriptor: true, bufferSize: bufferSize,
      maximumLineLength: maximumLineLength)
  }

  /// Reads from an already open descriptor.
  ///
  /// - Parameters:
  ///   - fd: A descriptor open for reading, positioned where reading should start.
  ///   - path: The name to use in error messages.
  ///   - ownsDescriptor: When true the reader closes `fd` when it goes away.
  ///   - bufferSize: The initial buffer size in bytes.
  ///   - maximumLineLength: The longest line in bytes; a longer one is an error.
  public init(
    fd: Int32, path: String, ownsDescriptor: Bool, bufferSize: Int = LineReader.defaultBufferSize,
    maximumLineLength: Int = LineReader.defaultMaximumLineLength
  ) {
    self.fd = fd
    self.path = path
    self.ownsDescriptor = ownsDescriptor
    self.maximumLineLength = max(1, maximumLineLength)
    capacity = max(16, bufferSize)
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor { _ = close(fd) }
  }

  /// The next line, without its line ending, or nil at the end of the file.
  ///
  /// The returned bytes belong to the reader and stay valid only until the next call; copy them to
  /// keep them. ``lineNumber`` is the returned line's number.
  ///
  /// - Throws: ``TraceError`` for a read error, a line longer than ``maximumLineLength`` or a line
  ///   holding a NUL byte (binary data).
  @inline(__always) public func nextLine() throws(TraceError) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if scanned < end,
        let hit = memchr(buffer + scanned, 0x0A, end - scanned)
      {
        let newline = buffer.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        return try deliver(upTo: newline, consumed: newline + 1)
      }
      scanned = end
      if atEOF {
        if start == end { return nil }
        return try deliver(upTo: end, consumed: end)
      }
      try refill()
    }
  }

  /// Hands out `[start, lineEnd)` (minus a trailing `\r`) and moves `start` to `consumed`.
  @inline(__always) private func deliver(upTo lineEnd: Int, consumed: Int) throws(TraceError)
    -> UnsafeBufferPointer<UInt8>
  {
    lineNumber += 1
    var length = lineEnd - start
    let first = buffer + start
    if length > 0 && first[length - 1] == 0x0D { length -= 1 }
    if length > maximumLineLength { throw tooLong() }
    if firstNUL < start + length {
      throw TraceError(
        file: path, line: lineNumber, "binary data (a NUL byte) where a text line was expected")
    }
    start = consumed
    scanned = consumed
    return UnsafeBufferPointer(start: first, count: length)
  }

  /// Reads more bytes, first moving the partial line to the front and growing the buffer if the
  /// partial line fills it.
  private func refill() throws(TraceError) {
    if start > 0 {
      if end > start { memmove(buffer, buffer + start, end - start) }
      end -= start
      scanned -= start
      if firstNUL != Int.max { firstNUL -= start }
      start = 0
    }
    if end == capacity {
      // The partial line fills the buffer: it may grow, but only up to the line limit.
      if end > maximumLineLength + 1 {
        lineNumber += 1
        throw tooLong()
      }
      let newCapacity = min(capacity * 2, maximumLineLength + 2)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      grown.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = grown
      capacity = newCapacity
    }
    while true {
      let n = read(fd, buffer + end, capacity - end)
      if n > 0 {
        if firstNUL == Int.max, let nul = memchr(buffer + end, 0, n) {
          firstNUL = buffer.distance(to: nul.assumingMemoryBound(to: UInt8.self))
        }
        end += n
        return
      }
      if n == 0 {
        atEOF = true
        return
      }
      if errno == EINTR { continue }
      throw TraceError(file: path, line: nil, "read failed: \(LineReader.errnoText())")
    }
  }

  private func tooLong() -> TraceError {
    TraceError(
      file: path, line: lineNumber,
      "line longer than \(maximumLineLength) bytes; is this a text file of the expected format?")
  }

  static func errnoText() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}
