import Foundation
import Testing

@testable import GestureTraces
@testable import Gestures

@Suite struct EvemuReaderTests {
  typealias Support = EvemuTestSupport

  @Test func manifestIsPresent() {
    #expect(
      Support.evemuRecordings.count >= 59,
      "copy /work/shared/recordings into Recordings/ (MANIFEST.tsv lists the evemu recordings)")
  }

  @Test(arguments: Support.evemuRecordings)
  func realRecordingReadsFully(_ recording: Support.Recording) throws {
    var reader = try EvemuReader(
      path: recording.fullPath, descriptionPath: recording.companionPath)
    let records = try Support.drain(&reader)
    #expect(records.count == recording.events)

    // n_events counts the E: lines: check that independently of the reader.
    let text = try String(contentsOfFile: recording.fullPath, encoding: .isoLatin1)
    let eLines = text.split(separator: "\n").filter { $0.hasPrefix("E:") }.count
    #expect(eLines == recording.events)

    // Line numbers point at E: lines, in increasing order, and times never go back.
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.line < $1.line })
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.event.time <= $1.event.time })
    #expect(records.allSatisfy { $0.device == 0 })
    #expect(reader.devices.count == 1)
    #expect(!reader.device.name.isEmpty)
    #expect(reader.device.has(type: EventType.abs))

    if recording.companion == nil {
      #expect(reader.descriptionPath == nil)
      #expect(recording.format.hasPrefix("evemu \(reader.version)"))
    }
  }

  @Test func modernRecordingDetails() throws {
    var reader = try EvemuReader(
      path: Support.recordings.appendingPathComponent("InputActions/hold_1").path)
    #expect(reader.version == "1.3")
    let d = reader.device
    #expect(d.name == "Synaptics TM3276-022")
    #expect(d.id == DeviceID(bustype: 0x1d, vendor: 0x6cb, product: 0, version: 0))
    #expect(d.properties == [0, 2])
    #expect(d.codes[EventType.syn] == [0, 1, 3])
    #expect(d.codes[EventType.key] == [0x110, 0x145, 0x148, 0x14a, 0x14d, 0x14e, 0x14f])
    #expect(
      d.codes[EventType.abs]
        == [0x00, 0x01, 0x18, 0x2f, 0x30, 0x31, 0x34, 0x35, 0x36, 0x37, 0x39, 0x3a])
    #expect(d.absInfo[0x35] == AbsInfo(minimum: 0, maximum: 1940, resolution: 20))
    #expect(d.absInfo[0x39] == AbsInfo(minimum: 0, maximum: 65535))
    #expect(d.codes[EventType.rel] == nil)
    #expect(d.kind == .touchpad)

    let first = try #require(try reader.next())
    #expect(first.event == EvdevEvent(time: 1, type: 3, code: 0x39, value: 16106))
    #expect(first.line == 161)
    var last = first
    while let r = try reader.next() { last = r }
    #expect(last.event.isSynReport)
  }

  @Test func headerlessVersion10WithAbsoluteTimes() throws {
    let base = Support.recordings.appendingPathComponent("evemu-devices")
    var reader = try EvemuReader(
      path: base.appendingPathComponent("N-Trig_MultiTouch.1-finger-drag-NW-SE.events").path,
      descriptionPath: base.appendingPathComponent("N-Trig_MultiTouch.desc").path)
    #expect(reader.version == "1.0")
    #expect(reader.descriptionPath?.hasSuffix("N-Trig_MultiTouch.desc") == true)
    #expect(reader.device.name == "N-Trig MultiTouch")
    #expect(reader.device.codes[EventType.syn] == [0, 1, 3, 4])
    #expect(reader.device.absInfo[0] == AbsInfo(minimum: 0, maximum: 9600))
    // Absolute (epoch) time, exactly as in the file: 1357751027.090934 s.
    let first = try #require(try reader.next())
    #expect(first.event == EvdevEvent(time: 1_357_751_027_090_934, type: 3, code: 0, value: 205))
    #expect(first.line == 1)
  }

  @Test func descriptionFileWithSixFieldAbsLines() throws {
    let base = Support.recordings.appendingPathComponent("evemu-devices")
    let d = try EvemuReader.readDescription(
      path: base.appendingPathComponent("Wacom_ISDv4_E6_Finger.desc").path)
    #expect(d.name == "Wacom ISDv4 E6 Finger")
    #expect(d.absInfo.count == 7)
    #expect(d.absInfo[0] == AbsInfo(minimum: 0, maximum: 2776, fuzz: 4))
    #expect(d.absInfo[0x39] == AbsInfo(minimum: 0, maximum: 65535))
  }

  @Test func headerlessDescriptionWithSixFields() throws {
    // evemu itself would reject this (1.0 means 5 fields); we accept 5 or 6 in any version.
    let d = try EvemuReader.readDescription(
      path: Support.write("N: X\nI: 0 0 0 0\nB: 03 01 00 00 00 00 00 00 00\nA: 00 0 99 0 0 7\n"))
    #expect(d.absInfo[0] == AbsInfo(minimum: 0, maximum: 99, resolution: 7))
  }

  @Test func relativeTimesStartingAtZero() throws {
    var reader = try EvemuReader(
      path: Support.recordings.appendingPathComponent(
        "evemu-devices/AlpsPS2_ALPS_GlidePoint.single-tap.events"
      ).path)
    #expect(reader.version == "1.2")
    #expect(try reader.next()?.event.time == 0)
  }

  static let fiveField = """
    # EVEMU 1.1
    N: Five Field Pad
    I: 0003 0eef 72a1 0210
    P: 00 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 03 03 00 00 00 00 00 00 00
    A: 00 -5 32760 31 2
    A: 01 0 32760 31 0 12
    E: 12.000100 0003 0000 -005
    E: 12.000100 0000 0000 0000

    """

  @Test func fiveAndSixFieldAbsLines() throws {
    var reader = try EvemuReader(path: Support.write(Self.fiveField))
    #expect(reader.version == "1.1")
    #expect(reader.device.absInfo[0] == AbsInfo(minimum: -5, maximum: 32760, fuzz: 31, flat: 2))
    #expect(
      reader.device.absInfo[1] == AbsInfo(minimum: 0, maximum: 32760, fuzz: 31, resolution: 12))
    let records = try Support.drain(&reader)
    #expect(records.map(\.event.value) == [-5, 0])
    #expect(records.map(\.event.time) == [12_000_100, 12_000_100])
  }

  @Test func commentsAndBlankLinesAnywhere() throws {
    let text =
      "\n  \n# EVEMU 1.3\r\n# comment after the version\r\n\r\nN: Pad # with a hash\r\n"
      + "# between header lines\r\nI: 0003 0001 0002 0003 # trailing comment\r\n\t# indented\r\n"
      + "P: 01 00 00 00 00 00 00 00\r\nB: 00 0b 00 00 00 00 00 00 00\r\n\r\n"
      + "B: 01 00 00 00 00 00 00 00 00\r\nB: 01 00 04 00 00 00 00 00 00 # second line: +8 bytes\r\n"
      + "B: 03 01 00 00 00 00 00 00 00\r\nA: 00 0 100 0 0 0\t# comment\r\n"
      + "L: 01 1\r\nS: 00 1\r\n"
      + "################################\r\n#      Waiting for events      #\r\n"
      + "E: 0.000001 0003 0000 0050\t# EV_ABS / ABS_X 50\r\n# between events\r\n\r\n"
      + "E:  0.000001\t0001  014a   1   \r\n"
      + "E: 0.000001 0000 0000 0000  # comment after spaces\r\n   \r\n"
      + "E: 0.000002 0003 0000 +7\r\n# trailing comment\r\n"
      + "E: 0.000002 0000 0000 0000"  // last line without newline
    var reader = try EvemuReader(path: Support.write(text))
    let d = reader.device
    #expect(reader.version == "1.3")
    #expect(d.name == "Pad # with a hash")
    #expect(d.id == DeviceID(bustype: 3, vendor: 1, product: 2, version: 3))
    #expect(d.properties == [0])
    // The second B: 01 line continues the mask 8 bytes on: bit 2 of byte 9 = code 74.
    #expect(d.codes[EventType.key] == [74])
    #expect(d.leds == [1: 1])
    #expect(d.switches == [0: 1])
    let records = try Support.drain(&reader)
    #expect(
      records.map(\.event) == [
        EvdevEvent(time: 1, type: 3, code: 0, value: 50),
        EvdevEvent(time: 1, type: 1, code: 0x14a, value: 1),
        EvdevEvent(time: 1, type: 0, code: 0, value: 0),
        EvdevEvent(time: 2, type: 3, code: 0, value: 7),
        EvdevEvent(time: 2, type: 0, code: 0, value: 0),
      ])
    #expect(records.map(\.line) == [21, 24, 25, 27, 29])
  }

  @Test func descriptionFileWinsOnlyForEventOnlyTraces() throws {
    let desc = try Support.write(
      "N: From Desc\nI: 0001 0002 0003 0004\nB: 03 01 00 00 00 00 00 00 00\nA: 00 0 9 0 0\n",
      named: "x.desc")
    var eventsOnly = try EvemuReader(
      path: Support.write("E: 5.000000 0003 0000 1\n"), descriptionPath: desc)
    #expect(eventsOnly.device.name == "From Desc")
    #expect(eventsOnly.device.absInfo[0] == AbsInfo(minimum: 0, maximum: 9))
    #expect(try eventsOnly.next()?.event.time == 5_000_000)
    #expect(try eventsOnly.next() == nil)

    let own = try EvemuReader(path: Support.write(Self.fiveField), descriptionPath: desc)
    #expect(own.device.name == "Five Field Pad")
    #expect(own.descriptionPath == nil)
  }

  @Test func descriptionOnlyFileHasNoEvents() throws {
    var reader = try EvemuReader(path: Support.write("N: Keys\nI: 0011 0001 0001 ab41\n"))
    #expect(reader.device == DeviceDescription(name: "Keys", id: DeviceID(0x11, 1, 1, 0xab41)))
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  // The latest time (EvdevEvent.latestSecond and its last microsecond), the extreme values.
  @Test func extremeValuesAndUndeclaredCodesAreAccepted() throws {
    var reader = try EvemuReader(
      path: Support.write(
        "N: X\nI: 0 0 0 0\nE: 9000000000.999999 0003 003f -2147483648\n"
          + "E: 9000000000.999999 0001 02ff 2147483647\n"))
    let records = try Support.drain(&reader)
    #expect(
      records.map(\.event) == [
        EvdevEvent(time: 9_000_000_000_999_999, type: 3, code: 0x3f, value: .min),
        EvdevEvent(time: 9_000_000_000_999_999, type: 1, code: 0x2ff, value: .max),
      ])
  }
}

extension DeviceID {
  fileprivate init(_ bustype: UInt16, _ vendor: UInt16, _ product: UInt16, _ version: UInt16) {
    self.init(bustype: bustype, vendor: vendor, product: product, version: version)
  }
}
