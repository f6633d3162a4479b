import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

/// Reading and writing keep memory constant in the trace's length.
@Suite struct LibinputRecordMemoryTests {
  typealias S = LibinputRecordTestSupport

  /// Resident memory of this process in KiB.
  static func residentKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }

  /// A 3-device, 300 000-event (~13 MB) recording: written through the spill files and read
  /// back with three parsers; resident memory must not grow anywhere near the file's size.
  @Test(
    .timeLimit(.minutes(2)),
    .disabled(if: Sanitizer.active, "a sanitizer's allocator keeps freed memory (see Sanitizer)"))
  func longRecordingUsesConstantMemory() throws {
    let path = temporaryPath("long.yml")
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Resident memory is the whole process's, and other tests run beside this one: a pass that
    // grew past the bound is run again (by then most tests are done), and the better of the two
    // counts is judged. A reader or writer that kept the trace grows past it every time.
    let bound = 8 * 1024
    var written = try Self.writeGrowth(path)
    var read = try Self.readGrowth(path)
    if written >= bound || read >= bound {
      let again = try Self.writeGrowth(path)
      written = min(written, again)
      read = min(read, try Self.readGrowth(path))
    }
    // Generous bounds: a reader or writer that kept the trace would need far more than 8 MiB.
    #expect(written < bound, "writing grew resident memory by \(written) KiB")
    #expect(read < bound, "reading grew resident memory by \(read) KiB")
  }

  /// Writes the recording to `path`; returns how far resident memory rose while writing, in KiB.
  static func writeGrowth(_ path: String) throws -> Int {
    let devices = (0..<3).map {
      DeviceDescription(
        name: "device \($0)", codes: [0: [0], 3: [53]],
        absInfo: [53: AbsInfo(minimum: 0, maximum: 4000)])
    }
    let start = residentKiB()
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    for i in 0..<100_000 {
      let time = Int64(i) * 1000
      for (type, code) in [(UInt16(3), UInt16(53)), (0, 0)] {
        let event = EvdevEvent(time: time, type: type, code: code, value: Int32(i % 4000))
        try writer.write(TraceRecord(device: i % 3, event: event, line: 0))
      }
      try writer.write(
        TraceRecord(
          device: (i + 1) % 3, event: EvdevEvent(time: time, type: 0, code: 0, value: 0), line: 0))
    }
    try writer.finish()
    let written = residentKiB()
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 10_000_000)
    return written - start
  }

  /// Reads the recording at `path` through, checking its order and count; returns how far
  /// resident memory rose above where it stood before, in KiB.
  static func readGrowth(_ path: String) throws -> Int {
    let before = residentKiB()
    let reader = try LibinputRecordReader(path: path)
    var count = 0
    var peak = before
    var last = Int64.min
    while let record = try reader.next() {
      #expect(record.event.time >= last)
      last = record.event.time
      count += 1
      if count % 50_000 == 0 { peak = max(peak, residentKiB()) }
    }
    #expect(count == 300_000)
    return peak - before
  }
}
