import CEvdev
import Gestures
import Glibc

/// A streaming writer of evemu 1.3 recordings for one device, in the format `evemu-record` writes.
///
/// The description block (see ``EvemuDescriptionFormatter``) is written when the writer is made;
/// each ``write(_:)`` adds one line `E: <sec>.<usec> <type %04x> <code %04x> <value %04d>` with
/// evemu's tab and `# EV_ABS / ABS_MT_POSITION_X   1551`-style comment. Times are written exactly
/// as given (microseconds as `sec.usec`), so ``EvemuReader`` gives back the same events.
/// Output is buffered; call ``finish()`` to flush and close. A writer made and finished without
/// events writes a description-only (`.desc`) file.
public final class EvemuWriter {
  /// The file being written, as the caller named it.
  public let path: String
  /// The device the events belong to, as written in the description block.
  public let device: DeviceDescription

  private var fd: Int32
  private let ownsDescriptor: Bool
  /// For a writer made with a path: the file that replaces it at ``finish()``.
  private var replacing: ReplacingFile?
  private var buffer: [UInt8] = []
  private var wroteEvent = false
  /// Milliseconds of the last `SYN_REPORT`, for evemu's `+Nms` comment (0 at the start, as evemu).
  private var lastReportMillis: Int64 = 0
  private static let flushSize = 60 * 1024

  /// Starts a file that replaces `path` at ``finish()`` (``ReplacingFile``: until then a reader
  /// of `path` sees what was there before) and writes the description of `device`.
  ///
  /// - Throws: ``TraceError`` when the file cannot be created or written, or the description
  ///   cannot be expressed in evemu.
  public convenience init(path: String, device: DeviceDescription) throws(TraceError) {
    let text = try EvemuDescriptionFormatter.text(of: device, file: path)
    let file = try ReplacingFile(path: path)
    try self.init(fd: file.fd, path: path, device: device, ownsDescriptor: false, description: text)
    replacing = file
  }

  /// Writes to an already open descriptor, starting with the description of `device`.
  ///
  /// - Parameters:
  ///   - fd: A descriptor open for writing.
  ///   - path: The name to use in error messages.
  ///   - device: The device of the recording.
  ///   - ownsDescriptor: When true, ``finish()`` (or the writer going away) closes `fd`.
  public convenience init(fd: Int32, path: String, device: DeviceDescription, ownsDescriptor: Bool)
    throws(TraceError)
  {
    let text = try EvemuDescriptionFormatter.text(of: device, file: path)
    try self.init(
      fd: fd, path: path, device: device, ownsDescriptor: ownsDescriptor, description: text)
  }

  private init(
    fd: Int32, path: String, device: DeviceDescription, ownsDescriptor: Bool, description: String
  ) throws(TraceError) {
    self.fd = fd
    self.path = path
    self.device = device
    self.ownsDescriptor = ownsDescriptor
    buffer.reserveCapacity(Self.flushSize + 256)
    buffer.append(contentsOf: description.utf8)
    try flush()
  }

  deinit {
    // Best effort for a writer dropped without finish(); errors have nowhere to go.
    try? flush()
    if ownsDescriptor && fd >= 0 { _ = close(fd) }
    // What was written is kept, as evemu's own recorder leaves a file cut short.
    if fd >= 0 { try? replacing?.commit() }
  }

  /// Writes a description-only evemu file (`.desc`) for `device`.
  ///
  /// - Throws: ``TraceError`` when the file cannot be written.
  public static func writeDescription(_ device: DeviceDescription, to path: String)
    throws(TraceError)
  {
    try EvemuWriter(path: path, device: device).finish()
  }

  /// Appends one event line.
  ///
  /// - Throws: ``TraceError`` for a negative time, a write after ``finish()``, or a write error.
  public func write(_ event: EvdevEvent) throws(TraceError) {
    guard fd >= 0 else { throw TraceError(file: path, line: nil, "write after finish()") }
    guard event.time >= 0 else {
      throw TraceError(
        file: path, line: nil, "cannot write a negative event time (\(event.time) µs) as evemu")
    }
    if !wroteEvent {
      // evemu-record's banner between the description and the events.
      append("################################\n")
      append("#      Waiting for events      #\n")
      append("################################\n")
      wroteEvent = true
    }
    let seconds = event.time / 1_000_000
    let micros = event.time % 1_000_000
    append("E: ")
    appendDecimal(seconds, width: 0)
    buffer.append(UInt8(ascii: "."))
    appendDecimal(micros, width: 6)
    buffer.append(0x20)
    appendHex4(event.type)
    buffer.append(0x20)
    appendHex4(event.code)
    buffer.append(0x20)
    appendDecimal(Int64(event.value), width: 4)
    buffer.append(0x09)
    appendComment(event, millis: seconds * 1000 + micros / 1000)
    buffer.append(0x0A)
    if buffer.count >= Self.flushSize { try flush() }
  }

  /// Flushes buffered lines and closes the file (if the writer owns it). Further writes throw.
  ///
  /// - Throws: ``TraceError`` when writing or closing fails.
  public func finish() throws(TraceError) {
    guard fd >= 0 else { return }
    try flush()
    if let replacing {
      fd = -1
      try replacing.commit()
    } else if ownsDescriptor {
      let rc = close(fd)
      fd = -1
      if rc != 0 {
        throw TraceError(file: path, line: nil, "close failed: \(LineReader.errnoText())")
      }
    } else {
      fd = -1
    }
  }

  // MARK: - Formatting

  /// evemu's comment: `# EV_ABS / ABS_X                976`, or a SYN_REPORT rule with the
  /// milliseconds since the previous one.
  private func appendComment(_ event: EvdevEvent, millis: Int64) {
    let type = UInt32(event.type)
    let code = UInt32(event.code)
    if event.type == EventType.syn {
      if event.code == SynCode.mtReport {
        append("# ++++++++++++ ")
        appendCString(libevdev_event_code_get_name(type, code), width: 0)
        append(" (")
        appendDecimal(Int64(event.value), width: 0)
        append(") ++++++++++")
      } else {
        let delta = millis - lastReportMillis
        lastReportMillis = millis
        append("# ------------ ")
        appendCString(libevdev_event_code_get_name(type, code), width: 0)
        append(" (")
        appendDecimal(Int64(event.value), width: 0)
        append(") ---------- ")
        append(delta < 0 ? "-" : "+")
        appendDecimal(delta.magnitude, width: 0)
        append("ms")
      }
    } else {
      append("# ")
      appendCString(libevdev_event_type_get_name(type), width: 0)
      append(" / ")
      appendCString(libevdev_event_code_get_name(type, code), width: 20)
      buffer.append(0x20)
      appendDecimal(Int64(event.value), width: 0)
    }
  }

  private func append(_ text: StaticString) {
    text.withUTF8Buffer { buffer.append(contentsOf: $0) }
  }

  /// A C string, left-aligned and space-padded to `width` (`%-20s`); `(null)` for NULL, as glibc.
  private func appendCString(_ text: UnsafePointer<CChar>?, width: Int) {
    var count = 0
    if let text {
      let length = strlen(text)
      text.withMemoryRebound(to: UInt8.self, capacity: length) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
      }
      count = length
    } else {
      append("(null)")
      count = 6
    }
    while count < width {
      buffer.append(0x20)
      count += 1
    }
  }

  /// `%0*d`: signed decimal, zero-padded to `width` characters including the sign (`-001`).
  private func appendDecimal<T: BinaryInteger>(_ value: T, width: Int) {
    var magnitude = UInt64(value.magnitude)
    var count = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    var padding = width - count - (value < 0 ? 1 : 0)
    while padding > 0 {
      buffer.append(UInt8(ascii: "0"))
      padding -= 1
    }
    let start = buffer.count
    buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    var index = start + count - 1
    repeat {
      buffer[index] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
      magnitude /= 10
      index -= 1
    } while magnitude > 0
  }

  private func appendHex4(_ value: UInt16) {
    let digits: StaticString = "0123456789abcdef"
    digits.withUTF8Buffer { hex in
      for shift in stride(from: 12, through: 0, by: -4) {
        buffer.append(hex[Int(value >> UInt16(shift) & 0xF)])
      }
    }
  }

  private func flush() throws(TraceError) {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { bytes in
        Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        buffer.removeAll(keepingCapacity: true)
        let failure = TraceError(file: path, line: nil, "write failed: \(LineReader.errnoText())")
        // A path keeps what it had rather than a file with a hole; the writer is done.
        if let replacing {
          replacing.abandon()
          self.replacing = nil
          fd = -1
        }
        throw failure
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
