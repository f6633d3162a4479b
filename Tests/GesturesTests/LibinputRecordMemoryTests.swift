import Foundation
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
    let devices = (0..<3).map {
      DeviceDescription(
        name: "device \($0)", codes: [0: [0], 3: [53]],
        absInfo: [53: AbsInfo(minimum: 0, maximum: 4000)])
    }
    let path = S.temporaryPath("long.yml")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let start = Self.residentKiB()
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
    let written = Self.residentKiB()
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(size > 10_000_000)

    let reader = try LibinputRecordReader(path: path)
    var count = 0
    var peak = 0
    var last = Int64.min
    while let record = try reader.next() {
      #expect(record.event.time >= last)
      last = record.event.time
      count += 1
      if count % 50_000 == 0 { peak = max(peak, Self.residentKiB()) }
    }
    #expect(count == 300_000)
    // Generous bounds: a reader or writer that kept the trace would need far more than 8 MiB.
    #expect(written - start < 8 * 1024, "writing grew resident memory by \(written - start) KiB")
    #expect(peak - written < 8 * 1024, "reading grew resident memory by \(peak - written) KiB")
  }
}
