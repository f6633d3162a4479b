import Gestures

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a `libinput record` file (YAML, `version: 1`) that libinput's own tools
/// (`libinput replay`, `libinput analyze`) and ``LibinputRecordReader`` read.
///
/// Streaming, for live recording as well as for converting traces: give it the devices up
/// front, then ``write(_:)`` events as they come, then ``finish()``. Devices after the first are
/// spilled to temporary files, so memory stays constant (the Trace formats article). Times are
/// written as given; LED and switch states, which libinput record has no place for, are not.
public final class LibinputRecordWriter {
  /// The file being written.
  public let path: String
  /// The devices, in the order they are written; ``TraceRecord/device`` indexes this.
  public let devices: [DeviceDescription]

  private var file: UnsafeMutablePointer<FILE>?
  /// Where `file` lands at ``finish()``: a reader of ``path`` sees the previous file (or none)
  /// until the recording is complete.
  private let output: ReplacingFile
  /// The errno of the first write that failed; later writes are skipped.
  private var failure: Int32?
  /// Per device > 0, the temporary file its frames wait in until ``finish()``.
  private var spills: [UnsafeMutablePointer<FILE>?]
  /// Per device, the events of its frame so far (up to its SYN_REPORT).
  private var frames: [[EvdevEvent]]
  private var lastTime: [Int64]
  private var frameCount: [Int]
  private var line: [UInt8] = []

  /// A frame longer than this is not a frame but a caller that never sends SYN_REPORT.
  private static let maxFrameEvents = 65_536

  /// Starts a file that replaces `path` at ``finish()`` and writes the header and the first
  /// device's description.
  ///
  /// - Parameters:
  ///   - path: the file written; it is replaced only when ``finish()`` succeeds.
  ///   - devices: at least one device. EV_ABS codes need ``/Gestures/DeviceDescription/absInfo``.
  ///   - tool: written as `libinput: version:`, naming what wrote the file.
  public init(path: String, devices: [DeviceDescription], tool: String = "gestures")
    throws(TraceError)
  {
    self.path = path
    self.devices = devices
    guard !devices.isEmpty else {
      throw TraceError(file: path, line: nil, "a libinput recording needs at least one device")
    }
    for (i, d) in devices.enumerated() {
      if let problem = LibinputRecordDeviceYAML.validate(d, index: i) {
        throw TraceError(file: path, line: nil, problem)
      }
    }
    output = try ReplacingFile(path: path)
    // The FILE gets its own close-on-exec copy of the descriptor: fclose closes that one, and
    // the ReplacingFile its own before renaming.
    let copy = fcntl(output.fd, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else {
      throw TraceError(file: path, line: nil, "cannot create: \(LineReader.errnoText())")
    }
    guard let file = fdopen(copy, "we") else {
      let failure = TraceError(file: path, line: nil, "cannot create: \(LineReader.errnoText())")
      _ = Glibc.close(copy)
      throw failure
    }
    self.file = file
    spills = [nil]
    for _ in devices.dropFirst() {
      guard let spill = Self.spillFile() else {
        throw TraceError(
          file: path, line: nil, "cannot create a temporary file: \(LineReader.errnoText())")
      }
      spills.append(spill)
    }
    frames = Array(repeating: [], count: devices.count)
    lastTime = Array(repeating: 0, count: devices.count)
    frameCount = Array(repeating: 0, count: devices.count)
    put(
      "# libinput record\nversion: 1\nndevices: \(devices.count)\nlibinput:\n"
        + "  version: \(YAMLText.doubleQuoted(tool))\n  git: \"unknown\"\ndevices:\n"
        + LibinputRecordDeviceYAML.text(for: devices[0]), to: file)
  }

  deinit { close() }

  /// Adds one event. A device's frame is written once its `SYN_REPORT` arrives.
  ///
  /// Throws when a write has failed (a full disk), for an unknown device, a negative time, or a
  /// time earlier than the device's previous event (libinput's readers require each device's time
  /// to be monotonic).
  public func write(_ record: TraceRecord) throws(TraceError) {
    guard file != nil else { throw TraceError(file: path, line: nil, "the writer is finished") }
    if let failure { throw writeFailed(failure) }
    let d = record.device
    let e = record.event
    guard devices.indices.contains(d) else {
      throw TraceError(file: path, line: nil, "event for device \(d), which is not in the file")
    }
    guard e.time >= 0 else {
      throw TraceError(
        file: path, line: nil, "device \(d): negative time \(e.time) µs cannot be written")
    }
    guard e.time >= lastTime[d] else {
      throw TraceError(
        file: path, line: nil,
        "device \(d): time goes backwards (\(e.time) µs after \(lastTime[d]) µs)")
    }
    guard frames[d].count < Self.maxFrameEvents else {
      throw TraceError(
        file: path, line: nil,
        "device \(d): more than \(Self.maxFrameEvents) events without SYN_REPORT")
    }
    lastTime[d] = e.time
    frames[d].append(e)
    if e.isSynReport { flushFrame(of: d) }
    if let failure { throw writeFailed(failure) }
  }

  /// Writes the other devices after the first, closes the file and renames it into place.
  ///
  /// A write that fails (a full disk) throws naming ``path`` and leaves ``path`` as it was.
  /// A device whose last events had no `SYN_REPORT` has them left out (libinput's readers
  /// reject unterminated frames); the file is still completed, then this throws to say so.
  public func finish() throws(TraceError) {
    guard let file else { throw TraceError(file: path, line: nil, "the writer is finished") }
    if frameCount[0] == 0 { put("  events: []\n", to: file) }
    for d in devices.indices.dropFirst() {
      put(LibinputRecordDeviceYAML.text(for: devices[d]), to: file)
      guard let spill = spills[d] else { continue }
      if frameCount[d] == 0 {
        put("  events: []\n", to: file)
      } else {
        put("  events:\n", to: file)
        copy(spill, to: file)
      }
    }
    let dropped = frames.enumerated().filter { !$0.element.isEmpty }
    if !close() && failure == nil { failure = errno }
    if let failure {
      output.abandon()
      throw writeFailed(failure)
    }
    try output.commit()
    if !dropped.isEmpty {
      let list = dropped.map { "device \($0.offset): \($0.element.count)" }.joined(separator: ", ")
      throw TraceError(
        file: path, line: nil, "events after the last SYN_REPORT were not written (\(list))")
    }
  }

  /// Writes every event of `source` to a new recording at `path`.
  public static func write(contentsOf source: inout some TraceSource, to path: String)
    throws(TraceError)
  {
    let writer = try LibinputRecordWriter(path: path, devices: source.devices)
    while let record = try source.next() { try writer.write(record) }
    try writer.finish()
  }

  /// Writes device `d`'s completed frame as one `- evdev:` item.
  private func flushFrame(of d: Int) {
    guard let out = d == 0 ? file : spills[d] else { return }
    if d == 0 && frameCount[0] == 0 { put("  events:\n", to: out) }
    line.removeAll(keepingCapacity: true)
    append("  - evdev:\n")
    for e in frames[d] {
      append("    - [")
      append(e.time / 1_000_000, width: 3)
      append(", ")
      append(e.time % 1_000_000, width: 6)
      append(", ")
      append(Int64(e.type), width: 3)
      append(", ")
      append(Int64(e.code), width: 3)
      append(", ")
      append(Int64(e.value), width: 7)
      append("]\n")
    }
    line.withUnsafeBufferPointer { put($0, to: out) }
    frames[d].removeAll(keepingCapacity: true)
    frameCount[d] += 1
  }

  private func append(_ s: StaticString) {
    line.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  /// Appends `v` in decimal, right-aligned in `width` columns like libinput's `%3d`.
  private func append(_ v: Int64, width: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = v.magnitude
      var n = 0
      repeat {
        digits[19 - n] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        n += 1
      } while rest > 0
      let length = n + (v < 0 ? 1 : 0)
      if length < width {
        line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - length))
      }
      if v < 0 { line.append(UInt8(ascii: "-")) }
      line.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - n)...]))
    }
  }

  private func put(_ s: String, to out: UnsafeMutablePointer<FILE>) {
    var s = s
    s.withUTF8 { put($0, to: out) }
  }

  /// Every write goes through here: the first failure's errno is kept, later writes skipped.
  private func put(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<FILE>) {
    guard failure == nil, let base = bytes.baseAddress, bytes.count > 0 else { return }
    if fwrite(base, 1, bytes.count, out) != bytes.count { failure = errno }
  }

  private func writeFailed(_ code: Int32) -> TraceError {
    TraceError(file: path, line: nil, "write failed: \(String(cString: strerror(code)))")
  }

  /// An anonymous close-on-exec file in `$TMPDIR` (or /tmp), with no name at all
  /// (`O_TMPFILE`) or, on a file system without it, unlinked at once (`tmpfile()`'s descriptor
  /// would be inherited by programs the process starts). `$TMPDIR` is used as its bytes are.
  static func spillFile() -> UnsafeMutablePointer<FILE>? {
    var directory: [CChar] = Array("/tmp".utf8CString)
    if let env = getenv("TMPDIR"), env.pointee != 0 {
      directory = Array(UnsafeBufferPointer(start: env, count: strlen(env) + 1))
    }
    // O_TMPFILE (Linux 3.11; Glibc's module does not export it): __O_TMPFILE | O_DIRECTORY.
    let tmpfile: Int32 = 0o20_000_000 | O_DIRECTORY
    var fd = open(directory, O_RDWR | tmpfile | O_CLOEXEC, 0o600)
    // mkostemp's loop (not exported either): a fresh name, O_EXCL, then unlink.
    if fd < 0 {
      var name = directory.dropLast()
      name.append(contentsOf: Array("/gestures-spill-\(getpid())-".utf8CString.dropLast()))
      for _ in 0..<100 where fd < 0 {
        var candidate = Array(name)
        candidate.append(contentsOf: Array("\(UInt64.random(in: 0 ... .max))".utf8CString))
        fd = open(candidate, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 { unlink(candidate) } else if errno != EEXIST { return nil }
      }
    }
    guard fd >= 0 else { return nil }
    guard let spill = fdopen(fd, "w+e") else {
      _ = Glibc.close(fd)
      return nil
    }
    return spill
  }

  /// Appends a spill file's contents to the output.
  private func copy(_ spill: UnsafeMutablePointer<FILE>, to out: UnsafeMutablePointer<FILE>) {
    rewind(spill)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buf in
      while true {
        let n = fread(buf.baseAddress, 1, buf.count, spill)
        if n == 0 {
          if ferror(spill) != 0 && failure == nil { failure = errno }
          break
        }
        put(UnsafeBufferPointer(rebasing: buf[..<n]), to: out)
      }
    }
  }

  /// Closes the output and the spill files (temporary files vanish on close). False when the
  /// output could not be flushed.
  @discardableResult
  private func close() -> Bool {
    var ok = true
    if let file { ok = fclose(file) == 0 }
    file = nil
    for spill in spills { if let spill { fclose(spill) } }
    spills = []
    return ok
  }
}
