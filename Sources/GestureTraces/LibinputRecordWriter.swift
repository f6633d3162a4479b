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
  /// Per device > 0, the temporary file its frames wait in until ``finish()``.
  private var spills: [UnsafeMutablePointer<FILE>?]
  /// Per device, the events of its frame so far (up to its SYN_REPORT).
  private var frames: [[EvdevEvent]]
  private var lastTime: [Int64]
  private var frameCount: [Int]
  private var line: [UInt8] = []

  /// A frame longer than this is not a frame but a caller that never sends SYN_REPORT.
  private static let maxFrameEvents = 65_536

  /// Creates `path` (replacing it) and writes the header and the first device's description.
  ///
  /// - Parameters:
  ///   - devices: at least one device. EV_ABS codes need ``DeviceDescription/absInfo``.
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
    guard let file = fopen(path, "wb") else {
      throw TraceError(file: path, line: nil, "cannot create: \(String(cString: strerror(errno)))")
    }
    self.file = file
    spills = [nil]
    for _ in devices.dropFirst() {
      guard let spill = tmpfile() else {
        throw TraceError(
          file: path, line: nil,
          "cannot create a temporary file: \(String(cString: strerror(errno)))")
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
  /// Throws for an unknown device, a negative time, or a time earlier than the device's
  /// previous event (libinput's readers require each device's time to be monotonic).
  public func write(_ record: TraceRecord) throws(TraceError) {
    guard file != nil else { throw TraceError(file: path, line: nil, "the writer is finished") }
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
  }

  /// Writes the other devices after the first and closes the file.
  ///
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
    let failed = ferror(file) != 0 || spills.contains { $0.map { ferror($0) != 0 } ?? false }
    let dropped = frames.enumerated().filter { !$0.element.isEmpty }
    let closed = close()
    guard closed, !failed else {
      throw TraceError(file: path, line: nil, "write failed: \(String(cString: strerror(errno)))")
    }
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
    _ = line.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, out) }
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
    fputs(s, out)
  }

  /// Appends a spill file's contents to the output.
  private func copy(_ spill: UnsafeMutablePointer<FILE>, to out: UnsafeMutablePointer<FILE>) {
    rewind(spill)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buf in
      while true {
        let n = fread(buf.baseAddress, 1, buf.count, spill)
        if n == 0 { break }
        fwrite(buf.baseAddress, 1, n, out)
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
