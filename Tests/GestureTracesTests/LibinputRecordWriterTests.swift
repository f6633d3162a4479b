import Foundation
import GestureTestSupport
import GestureTesting
import Testing

@testable import GestureTraces
@testable import Gestures

@Suite struct LibinputRecordWriterTests {
  typealias S = LibinputRecordTestSupport

  /// Reads `path`, writes it with the writer, reads that back: same devices, same events in
  /// the same order (lines differ: the writer prints no description comments).
  func roundTrip(_ path: String) throws -> String {
    let (devices, records) = try S.readAll(path: path)
    var reader = try LibinputRecordReader(path: path)
    let out = temporaryPath("roundtrip.yml")
    try LibinputRecordWriter.write(contentsOf: &reader, to: out)
    let (devices2, records2) = try S.readAll(path: out)
    #expect(devices2 == devices)
    #expect(records2.map(\.device) == records.map(\.device))
    #expect(records2.map(\.event) == records.map(\.event))
    return out
  }

  @Test func roundTripsTheIbusRecording() throws {
    let out = try roundTrip(S.path("Recordings/ibus/libinput-test.yml"))
    defer { try? FileManager.default.removeItem(atPath: out) }
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix("# libinput record\nversion: 1\nndevices: 1\nlibinput:\n"))
    #expect(text.contains("    - [  1,  42000,   0,   0,       0]\n"))
    #expect(text.contains("- node: /dev/input/event1\n  evdev:\n    name: \"AT Translated"))
    #expect(text.contains("    - LIBINPUT_DEVICE_GROUP=11/1/1:isa0060/serio0\n"))
  }

  @Test func roundTripsTwoDevices() throws {
    let out = try roundTrip(S.fixtures + "/touchscreen-and-keyboard.yml")
    try? FileManager.default.removeItem(atPath: out)
  }

  @Test func roundTripsDevicesWithoutEvents() throws {
    let out = try roundTrip(S.fixtures + "/no-events.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains("  events: []\n"))
  }

  /// Awkward strings survive: quotes, backslashes, control characters, non-ASCII, YAML
  /// indicators, a missing node.
  @Test func roundTripsAwkwardDescriptions() throws {
    let devices = [
      DeviceDescription(
        name: "Quote \" back\\slash\ttab #hash: colon\u{1}\u{2028}é 触", id: DeviceID(bustype: 3),
        codes: [0: [0], 3: [0, 53]],
        absInfo: [
          0: AbsInfo(minimum: -5, maximum: 5, fuzz: 1, flat: 2, resolution: 3),
          53: AbsInfo(minimum: Int32.min, maximum: Int32.max),
        ],
        properties: [0, 1, 31],
        udevProperties: [
          "ID_INPUT": "1", "WEIRD": "a: b #c", "TRAIL": "x ", "EMPTY": "",
          "Q": "\"quoted\"", "NL": "a\nb",
        ],
        node: "/dev/input/event 7: odd"),
      DeviceDescription(name: "", codes: [0: [0]], node: nil),
      DeviceDescription(name: "123", codes: [:], node: "true"),
    ]
    let out = temporaryPath("awkward.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let writer = try LibinputRecordWriter(path: out, devices: devices)
    try writer.write(
      TraceRecord(
        device: 0, event: EvdevEvent(time: 5, type: 3, code: 53, value: Int32.min), line: 0))
    try writer.write(
      TraceRecord(device: 0, event: EvdevEvent(time: 5, type: 0, code: 0, value: 0), line: 0))
    try writer.finish()
    let (read, records) = try S.readAll(path: out)
    #expect(read == devices)
    #expect(records.map(\.event.value) == [Int32.min, 0])
  }

  /// Random frames on three devices, written interleaved, come back merged by frame start
  /// time (ties by device), each device's frames in order and never split.
  @Test(arguments: [1, 2, 3])
  func randomMultiDeviceRoundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let devices = (0..<3).map {
      DeviceDescription(
        name: "device \($0)", id: DeviceID(bustype: 3, vendor: 1), codes: [0: [0], 1: [30]])
    }
    var frames: [(device: Int, events: [EvdevEvent])] = []
    var time = [Int64](repeating: 1_000_000_000, count: 3)
    for _ in 0..<600 {
      let d = Int(rng.next() % 3)
      time[d] += Int64(rng.next() % 3) * 1000  // steps of 0 make ties, within and across devices
      let n = Int(rng.next() % 4)
      var events = (0..<n).map { _ in
        EvdevEvent(time: time[d], type: 1, code: 30, value: Int32(rng.next() % 3))
      }
      events.append(EvdevEvent(time: time[d], type: 0, code: 0, value: 0))
      frames.append((d, events))
    }
    let out = temporaryPath("random.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let writer = try LibinputRecordWriter(path: out, devices: devices)
    // Interleave the devices' event streams at random, mid-frame too: the writer must regroup.
    var queues = (0..<3).map { d in frames.filter { $0.device == d }.flatMap(\.events)[...] }
    while let d = queues.indices.filter({ !queues[$0].isEmpty }).randomElement(using: &rng) {
      try writer.write(TraceRecord(device: d, event: queues[d].removeFirst(), line: 0))
    }
    try writer.finish()
    let expected = frames.enumerated()
      .sorted { a, b in
        (a.element.events[0].time, a.element.device, a.offset)
          < (b.element.events[0].time, b.element.device, b.offset)
      }
      .flatMap { f in f.element.events.map { (f.element.device, $0) } }
    let (read, records) = try S.readAll(path: out)
    #expect(read == devices)
    #expect(records.map(\.device) == expected.map(\.0))
    #expect(records.map(\.event) == expected.map(\.1))
  }

  @Test func rejectsBadEvents() throws {
    let out = temporaryPath("bad.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let writer = try LibinputRecordWriter(
      path: out, devices: [DeviceDescription(name: "k", codes: [0: [0]])])
    func record(_ device: Int, _ time: Int64) -> TraceRecord {
      TraceRecord(
        device: device, event: EvdevEvent(time: time, type: 0, code: 0, value: 0), line: 0)
    }
    #expect(throws: TraceError.self) { try writer.write(record(1, 0)) }
    #expect(throws: TraceError.self) { try writer.write(record(0, -1)) }
    try writer.write(record(0, 10))
    #expect(throws: TraceError.self) { try writer.write(record(0, 9)) }
    try writer.finish()
    #expect(throws: TraceError.self) { try writer.write(record(0, 20)) }
    #expect(throws: TraceError.self) { try writer.finish() }
  }

  @Test func rejectsAbsCodesWithoutAbsInfo() {
    #expect(throws: TraceError.self) {
      _ = try LibinputRecordWriter(
        path: temporaryPath("x.yml"), devices: [DeviceDescription(name: "t", codes: [3: [0]])])
    }
  }

  /// An unterminated last frame is left out (the file stays valid) and reported.
  @Test func reportsAndDropsAnUnterminatedFrame() throws {
    let out = temporaryPath("unterminated.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let writer = try LibinputRecordWriter(
      path: out, devices: [DeviceDescription(name: "k", codes: [0: [0]])])
    try writer.write(
      TraceRecord(device: 0, event: EvdevEvent(time: 1, type: 0, code: 0, value: 0), line: 0))
    try writer.write(
      TraceRecord(device: 0, event: EvdevEvent(time: 2, type: 1, code: 30, value: 1), line: 0))
    let error = try #require(throws: TraceError.self) { try writer.finish() }
    #expect(error.message.contains("device 0: 1"))
    #expect(try S.readAll(path: out).records.count == 1)
  }

  // MARK: libinput's verifier rules

  static let pythonYAML: Bool = {
    (try? run(["python3", "-c", "import yaml"]).status) == 0
  }()

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func verify(_ path: String, strictUdev: Bool = false) throws -> (
    status: Int32, output: String
  ) {
    try run(
      ["python3", S.path("Tests/GesturesTests/Fixtures/check-libinput-record.py"), path]
        + (strictUdev ? ["--strict-udev"] : []))
  }

  /// The checker itself: accepts the real recording, rejects a broken one.
  @Test(.enabled(if: pythonYAML, "needs python3 with PyYAML"))
  func verifierRulesCheckerWorks() throws {
    #expect(
      try Self.verify(S.path("Recordings/ibus/libinput-test.yml"), strictUdev: true).status == 0)
    let broken = try Self.verify(S.broken + "/frame-without-syn-report.yml")
    #expect(broken.status == 1)
    #expect(broken.output.contains("frame must end in SYN_REPORT"))
  }

  @Test(
    .enabled(if: pythonYAML, "needs python3 with PyYAML"),
    arguments: [
      "Recordings/ibus/libinput-test.yml",
      "Tests/GesturesTests/Fixtures/libinput-record/touchscreen-and-keyboard.yml",
      "Tests/GesturesTests/Fixtures/libinput-record/no-events.yml",
    ])
  func writerOutputSatisfiesLibinputVerifierRules(_ input: String) throws {
    var reader = try LibinputRecordReader(path: S.path(input))
    let out = temporaryPath("verify.yml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    try LibinputRecordWriter.write(contentsOf: &reader, to: out)
    let result = try Self.verify(out, strictUdev: true)
    #expect(result.status == 0, "\(result.output)")
  }
}
