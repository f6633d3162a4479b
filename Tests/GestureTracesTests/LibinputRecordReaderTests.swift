import Foundation
import Testing

@testable import GestureTraces
@testable import Gestures

@Suite struct LibinputRecordReaderTests {
  typealias S = LibinputRecordTestSupport

  @Test func readsTheIbusKeyboardRecording() throws {
    let (devices, records) = try S.readAll(path: S.path("Recordings/ibus/libinput-test.yml"))
    #expect(devices.count == 1)
    let d = try #require(devices.first)
    #expect(d.name == "AT Translated Set 2 keyboard")
    #expect(d.id == DeviceID(bustype: 17, vendor: 1, product: 1, version: 43841))
    #expect(d.node == "/dev/input/event1")
    #expect(d.codes[EventType.syn] == Set(0...15))
    #expect(d.codes[EventType.key]?.count == 145)
    #expect(d.codes[EventType.msc] == [4])
    #expect(d.codes[EventType.led] == [0, 1, 2])
    #expect(d.codes[EventType.rep] == [0, 1])
    #expect(d.absInfo.isEmpty)
    #expect(d.properties.isEmpty)
    #expect(
      d.udevProperties == [
        "ID_INPUT": "1", "ID_INPUT_KEY": "1", "ID_INPUT_KEYBOARD": "1",
        "LIBINPUT_DEVICE_GROUP": "11/1/1:isa0060/serio0", "DRIVER": "atkbd",
      ])
    // MANIFEST.tsv: 110 events, 24 frames, 2.042 s.
    #expect(records.count == 110)
    #expect(records.filter { $0.event.isSynReport }.count == 24)
    #expect(records.allSatisfy { $0.device == 0 })
    #expect(records.first?.event == EvdevEvent(time: 0, type: 4, code: 4, value: 28))
    #expect(records.first?.line == 198)
    #expect(records.last?.event == EvdevEvent(time: 2_042_000, type: 0, code: 0, value: 0))
    #expect(records.last?.line == 332)
    #expect(records[4].event == EvdevEvent(time: 1_000_000, type: 1, code: 30, value: 1))
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.event.time <= $1.event.time })
    #expect(zip(records, records.dropFirst()).allSatisfy { $0.line < $1.line })
  }

  /// A touchscreen and a keyboard, with every item kind libinput writes: `libinput:` items
  /// (with and without the dash), `hid:` items, comments, `quirks`, `hid` descriptors.
  @Test func mergesTwoDevicesInTimeOrderFrameByFrame() throws {
    let (devices, records) = try S.readAll(path: S.fixtures + "/touchscreen-and-keyboard.yml")
    #expect(devices.map(\.name) == ["ELAN Touchscreen \"v2\"", "AT Translated Set 2 keyboard"])
    #expect(devices[0].kind == .touchscreen)
    #expect(
      devices[0].absInfo[AbsCode.mtPositionX] == AbsInfo(minimum: 0, maximum: 3200, resolution: 13))
    #expect(devices[0].absInfo[AbsCode.mtSlot] == AbsInfo(minimum: 0, maximum: 9))
    #expect(devices[0].properties == [1])
    #expect(devices[0].node == "/dev/input/event5")
    #expect(devices[1].udevProperties["ID_INPUT_KEYBOARD"] == "1")
    // (device, time) of each frame's first event, in the order the reader returns them.
    var frames: [(Int, Int64)] = []
    var startOfFrame = true
    for r in records {
      if startOfFrame { frames.append((r.device, r.event.time)) }
      startOfFrame = r.event.isSynReport
    }
    let expected: [(Int, Int64)] = [
      (1, 100_000_000),  // keyboard first: its frame starts earlier
      (0, 100_010_000), (0, 100_020_000),
      (0, 100_030_000), (1, 100_030_000),  // a tie: lower device index first
      (1, 100_040_000), (0, 100_050_000), (1, 101_000_000),
    ]
    #expect(frames.map(\.0) == expected.map(\.0))
    #expect(frames.map(\.1) == expected.map(\.1))
    #expect(records.count == 27)
    // Frames are never split: each device's run ends in SYN_REPORT before the other's starts.
    for (a, b) in zip(records, records.dropFirst()) where a.device != b.device {
      #expect(a.event.isSynReport)
    }
    // Within a device, events keep the file's order.
    for d in 0..<2 {
      let lines = records.filter { $0.device == d }.map(\.line)
      #expect(lines == lines.sorted())
    }
    #expect(records.first?.line == 119)
  }

  @Test func acceptsEmptyEventsAndNoEventsKey() throws {
    let (devices, records) = try S.readAll(path: S.fixtures + "/no-events.yml")
    #expect(devices.count == 2)
    #expect(records.isEmpty)
  }

  @Test func nextAfterTheEndStaysNil() throws {
    var reader = try LibinputRecordReader(path: S.path("Recordings/ibus/libinput-test.yml"))
    _ = try S.readAll(&reader)
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test func missingFileIsATraceError() {
    #expect(throws: TraceError.self) {
      _ = try LibinputRecordReader(path: "/nonexistent/x.yml")
    }
  }
}
