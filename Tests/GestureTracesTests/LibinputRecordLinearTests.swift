import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

/// Issue 27, work that grows faster than the input: a recording with many devices is read in
/// work linear in its size (each device reads its own entry, not the devices before it), and
/// reading a device from its entry gives the same events and lines as reading from the top.
@Suite struct LibinputRecordLinearTests {
  /// Writes a recording of `devices` devices with `frames` frames each.
  static func write(_ path: String, devices: Int, frames: Int) throws {
    let descriptions = (0..<devices).map {
      DeviceDescription(
        name: "device \($0)", codes: [0: [0], 3: [53]],
        absInfo: [53: AbsInfo(minimum: 0, maximum: 4000)])
    }
    let writer = try LibinputRecordWriter(path: path, devices: descriptions)
    for i in 0..<frames {
      for d in 0..<devices {
        let time = Int64(i) * 1000 + Int64(d)
        let move = EvdevEvent(time: time, type: 3, code: 53, value: Int32(i))
        try writer.write(TraceRecord(device: d, event: move, line: 0))
        let syn = EvdevEvent(time: time, type: 0, code: 0, value: 0)
        try writer.write(TraceRecord(device: d, event: syn, line: 0))
      }
    }
    try writer.finish()
  }

  /// Reads `path` through; returns the YAML events parsed and the records read.
  static func work(_ path: String) throws -> (events: Int, records: Int) {
    let reader = try LibinputRecordReader(path: path)
    var records = 0
    while try reader.next() != nil { records += 1 }
    return (reader.yamlEventCount, records)
  }

  /// Guards the quadratic many-device read (each device re-read the devices before it):
  /// twice the devices must cost about twice the YAML events, not four times.
  @Test func twiceTheDevicesCostTwiceTheWork() throws {
    let small = temporaryPath("linear-16.yml")
    let large = temporaryPath("linear-32.yml")
    defer {
      try? FileManager.default.removeItem(atPath: small)
      try? FileManager.default.removeItem(atPath: large)
    }
    try Self.write(small, devices: 16, frames: 20)
    try Self.write(large, devices: 32, frames: 20)
    let n = try Self.work(small)
    let twice = try Self.work(large)
    #expect(n.records == 16 * 20 * 2)
    #expect(twice.records == 32 * 20 * 2)
    #expect(Double(twice.events) <= 2.2 * Double(n.events), "N: \(n.events), 2N: \(twice.events)")
  }

  /// Every device's events and their lines, read from the top of the file, one device at a time
  /// (the way every device was read before).
  static func fromTop(_ path: String) throws -> [[String]] {
    let count = try LibinputRecordHeader.open(path: path, device: 0).declaredDevices
    return try (0..<count).map { d in
      let stream = LibinputRecordDeviceStream(
        try LibinputRecordHeader.open(path: path, device: d), index: d)
      var rows: [String] = []
      while let row = try stream.next() { rows.append("\(row.line) \(row.event)") }
      return rows
    }
  }

  /// The same, through the reader (each device after the first from its own entry).
  static func throughReader(_ path: String) throws -> [[String]] {
    let reader = try LibinputRecordReader(path: path)
    var rows = [[String]](repeating: [], count: reader.devices.count)
    while let r = try reader.next() { rows[r.device].append("\(r.line) \(r.event)") }
    return rows
  }

  /// Layouts the reader must read from a device's entry or fall back for: keys after `events`,
  /// CRLF and CR line breaks, an indented `devices` list, a `{…}` device, a
  /// device without events and a file without a final newline.
  @Test(arguments: ["\n", "\r\n", "\r"])
  func readingFromEntriesMatchesReadingFromTheTop(newline: String) throws {
    let path = temporaryPath("linear-layouts.yml")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let evdev = "evdev: {name: \"d\", id: [1, 2, 3, 4], codes: {0: [0]}}"
    let lines = [
      "version: 1", "ndevices: 5", "devices:",
      "  - \(evdev)", "    events:", "    - evdev:", "      - [0, 1, 0, 0, 0]",
      "  - node: /dev/input/event1", "    \(evdev)",
      "    events:", "    - evdev:", "      - [0, 2, 0, 0, 0]", "    - evdev: [[0, 3, 0, 0, 0]]",
      "    extra: [1, 2]",
      "  - {\(evdev), events: [{evdev: [[0, 4, 0, 0, 0]]}]}",
      "  - \(evdev)",
      "  - \(evdev)", "    events:", "    - evdev:", "      - [0, 5, 0, 0, 0]",
    ]
    try Data(lines.joined(separator: newline).utf8).write(to: URL(fileURLWithPath: path))
    let expected = try Self.fromTop(path)
    #expect(expected.map(\.count) == [1, 2, 1, 0, 1])
    // Devices 1 and 4 from their entries; the `{…}` device and the last line without a newline
    // from the top.
    let index = try LibinputRecordDeviceIndex(path: path, declared: 5)
    #expect(index.entries.map(\.fromTop) == [false, true, false, true])
    #expect(index.entries.map { $0.range != nil } == [true, false, false, false])
    #expect(try Self.throughReader(path) == expected)
  }
}
