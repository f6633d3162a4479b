import Foundation
import Testing

@testable import GestureTraces
@testable import Gestures

@Suite struct EvemuWriterTests {
  typealias Support = EvemuTestSupport

  /// Read → write → read gives the same device and the same events, for every evemu recording.
  @Test(arguments: Support.evemuRecordings)
  func roundTrip(_ recording: Support.Recording) throws {
    var original = try EvemuReader(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    let out = try Support.temporaryDirectory().appendingPathComponent("copy.evemu").path
    let writer = try EvemuWriter(path: out, device: original.device)
    var events: [EvdevEvent] = []
    while let record = try original.next() {
      events.append(record.event)
      try writer.write(record.event)
    }
    try writer.finish()

    var copy = try EvemuReader(path: out)
    #expect(copy.version == "1.3")
    #expect(copy.device == original.device)
    #expect(try Support.drain(&copy).map(\.event) == events)
  }

  /// For recordings written by evemu 1.3 itself, our E: lines (with comments) and description lines
  /// are byte-identical to evemu's.
  @Test(arguments: Support.evemuRecordings.filter { $0.format == "evemu 1.3" })
  func matchesEvemuOutput(_ recording: Support.Recording) throws {
    var reader = try EvemuReader(path: recording.fullPath)
    let out = try Support.temporaryDirectory().appendingPathComponent("copy.evemu").path
    let writer = try EvemuWriter(path: out, device: reader.device)
    while let record = try reader.next() { try writer.write(record.event) }
    try writer.finish()

    func dataLines(_ path: String) throws -> [Substring] {
      try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter {
        !$0.hasPrefix("#")
      }
    }
    let theirs = try dataLines(recording.fullPath)
    let ours = try dataLines(out)
    #expect(ours.count == theirs.count)
    for (a, b) in zip(ours, theirs) where a != b {
      Issue.record("differs:\n  ours:   \(a)\n  evemu:  \(b)")
      break
    }
  }

  /// The file appears at finish(), through a close-on-exec descriptor; /dev/full fails naming it.
  @Test func theFileAppearsWhenFinishedAndFailuresNameIt() throws {
    let device = DeviceDescription(name: "Pad", codes: [0: [0]])
    let out = try Support.temporaryDirectory().appendingPathComponent("appears.evemu").path
    let writer = try EvemuWriter(path: out, device: device)
    #expect(access(out, F_OK) != 0)
    try writer.write(EvdevEvent(time: 1, type: 0, code: 0, value: 0))
    try writer.finish()
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains("E: 0.000001 0000 0000"))
    #expect {
      try EvemuWriter(path: "/dev/full", device: device).finish()
    } throws: { error in
      "\(error)".contains("/dev/full") && "\(error)".contains("No space left on device")
    }
  }

  @Test func eventLineFormat() throws {
    let device = DeviceDescription(
      name: "Pad", codes: [0: [0, 1, 3], 3: [0x35, 0x39]],
      absInfo: [0x35: AbsInfo(minimum: 0, maximum: 1000), 0x39: AbsInfo(minimum: 0, maximum: 9)])
    let out = try Support.temporaryDirectory().appendingPathComponent("x.evemu").path
    let writer = try EvemuWriter(path: out, device: device)
    try writer.write(EvdevEvent(time: 1, type: 3, code: 0x39, value: -1))
    try writer.write(EvdevEvent(time: 1, type: 3, code: 0x35, value: 1551))
    try writer.write(EvdevEvent(time: 1, type: 0, code: 2, value: 0))
    try writer.write(EvdevEvent(time: 1, type: 0, code: 0, value: 0))
    try writer.write(EvdevEvent(time: 1_330_495_931_101_111, type: 3, code: 0x35, value: 5))
    try writer.write(EvdevEvent(time: 7_000, type: 3, code: 0x35, value: -12345))
    try writer.write(EvdevEvent(time: 7_000, type: 3, code: 0x35, value: .min))
    try writer.write(EvdevEvent(time: 7_000, type: 0x15, code: 0x7f, value: .max))
    try writer.write(EvdevEvent(time: 9_999, type: 0, code: 0, value: 0))
    try writer.finish()
    let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("E:") }
    #expect(
      lines == [
        "E: 0.000001 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1",
        "E: 0.000001 0003 0035 1551\t# EV_ABS / ABS_MT_POSITION_X    1551",
        "E: 0.000001 0000 0002 0000\t# ++++++++++++ SYN_MT_REPORT (0) ++++++++++",
        "E: 0.000001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms",
        "E: 1330495931.101111 0003 0035 0005\t# EV_ABS / ABS_MT_POSITION_X    5",
        "E: 0.007000 0003 0035 -12345\t# EV_ABS / ABS_MT_POSITION_X    -12345",
        "E: 0.007000 0003 0035 -2147483648\t# EV_ABS / ABS_MT_POSITION_X    -2147483648",
        "E: 0.007000 0015 007f 2147483647\t# EV_FF / FF_MAX               2147483647",
        "E: 0.009999 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +9ms",
      ])
  }

  @Test func descriptionBlockLooksLikeEvemuDescribe() throws {
    let device = DeviceDescription(
      name: "Test Pad", id: DeviceID(bustype: 0x1d, vendor: 0x6cb, product: 0, version: 3),
      codes: [0: [0, 1, 3], 1: [0x14a], 3: [0, 1], 0x11: [1], 5: [0]],
      absInfo: [
        0: AbsInfo(minimum: 0, maximum: 1940, resolution: 20),
        1: AbsInfo(minimum: -3, maximum: 1297, fuzz: 1, flat: 2, resolution: 20),
      ], properties: [0, 2], leds: [1: 1], switches: [0: 0])
    let text = try EvemuDescriptionFormatter.text(of: device)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "# EVEMU 1.3")
    #expect(
      lines.contains("# Input device ID: bus 0x1d vendor 0x6cb product 0000 version 0x03"))
    #expect(lines.contains("# Size in mm: 97x65"))
    #expect(lines.contains("#     Event code 330 (BTN_TOUCH)"))
    #expect(lines.contains("#       Min         -3"))
    #expect(lines.contains("#   Property  type 2 (INPUT_PROP_BUTTONPAD)"))
    let data = lines.filter { !$0.hasPrefix("#") }
    #expect(data.first == "N: Test Pad")
    #expect(data.contains("I: 001d 06cb 0000 0003"))
    #expect(data.contains("P: 05 00 00 00 00 00 00 00"))
    #expect(data.contains("B: 00 0b 00 00 00 00 00 00 00"))
    #expect(data.filter { $0.hasPrefix("B: 01 ") }.count == 12)
    #expect(data.contains("B: 01 00 04 00 00 00 00 00 00"))
    #expect(data.contains("B: 03 03 00 00 00 00 00 00 00"))
    #expect(data.filter { $0.hasPrefix("B: 15 ") }.count == 2)
    #expect(data.contains("A: 01 -3 1297 1 2 20"))
    #expect(data.contains("L: 01 1"))
    #expect(!data.contains { $0.hasPrefix("S:") })  // evemu writes only non-zero states
  }

  @Test func descriptionOnlyFileRoundTrips() throws {
    let device = try EvemuReader.readDescription(
      path: Support.recordings.appendingPathComponent("evemu-devices/N-Trig_MultiTouch.desc").path)
    let out = try Support.temporaryDirectory().appendingPathComponent("copy.desc").path
    try EvemuWriter.writeDescription(device, to: out)
    #expect(try EvemuReader.readDescription(path: out) == device)
    var reader = try EvemuReader(path: out)
    #expect(try reader.next() == nil)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(!text.contains("E:"))
    #expect(!text.contains("Waiting for events"))
  }

  @Test func leadingAndStateLinesRoundTrip() throws {
    let device = DeviceDescription(
      name: "Lid", id: DeviceID(bustype: 0x19), codes: [0: [0, 5], 5: [0, 0x10], 0x11: [0, 1]],
      leds: [0: 1, 1: 2], switches: [0x10: 1])
    let out = try Support.temporaryDirectory().appendingPathComponent("lid.evemu").path
    let writer = try EvemuWriter(path: out, device: device)
    try writer.write(EvdevEvent(time: 0, type: 5, code: 0x10, value: 0))
    try writer.finish()
    var reader = try EvemuReader(path: out)
    #expect(reader.device == device)
    #expect(try reader.next()?.event == EvdevEvent(time: 0, type: 5, code: 0x10, value: 0))
  }

  @Test func writerRejectsWhatEvemuCannotCarry() throws {
    let dir = try Support.temporaryDirectory()
    let bad = DeviceDescription(name: "two\nlines")
    #expect(throws: TraceError.self) {
      try EvemuWriter(path: dir.appendingPathComponent("a").path, device: bad)
    }
    let writer = try EvemuWriter(
      path: dir.appendingPathComponent("b").path, device: DeviceDescription(name: "ok"))
    let negative = #expect(throws: TraceError.self) {
      try writer.write(EvdevEvent(time: -1, type: 0, code: 0, value: 0))
    }
    #expect(negative?.message.contains("negative") == true)
    try writer.finish()
    #expect(throws: TraceError.self) {
      try writer.write(EvdevEvent(time: 1, type: 0, code: 0, value: 0))
    }
    #expect(throws: TraceError.self) {
      try EvemuWriter(path: "/nonexistent-dir/x.evemu", device: DeviceDescription(name: "ok"))
    }
  }
}
