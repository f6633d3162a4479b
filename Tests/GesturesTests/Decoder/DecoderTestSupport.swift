import GestureTestSupport

@testable import Gestures

/// Devices and event scripts for decoder tests, in the shape real kernels send them.
enum TestDevices {
  static func touchscreenB(slots: Int32 = 10, resolution: Int32 = 10) -> DeviceDescription {
    DeviceDescription(
      name: "Test Touchscreen B",
      codes: [
        EventType.syn: [0, 1, 3], EventType.key: [KeyCode.btnTouch],
        EventType.abs: [
          AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY,
          AbsCode.mtTrackingID, AbsCode.mtToolType, AbsCode.mtPressure,
        ],
      ],
      absInfo: [
        AbsCode.x: AbsInfo(minimum: 0, maximum: 1999, resolution: resolution),
        AbsCode.y: AbsInfo(minimum: 0, maximum: 999, resolution: resolution),
        AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: slots - 1),
        AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1999, resolution: resolution),
        AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 999, resolution: resolution),
        AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        AbsCode.mtToolType: AbsInfo(minimum: 0, maximum: 2),
        AbsCode.mtPressure: AbsInfo(minimum: 0, maximum: 255),
      ],
      properties: [InputProperty.direct])
  }

  static func touchscreenA(resolution: Int32 = 10) -> DeviceDescription {
    DeviceDescription(
      name: "Test Touchscreen A",
      codes: [
        EventType.syn: [0, 2], EventType.key: [KeyCode.btnTouch],
        EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.mtPositionX, AbsCode.mtPositionY],
      ],
      absInfo: [
        AbsCode.x: AbsInfo(minimum: 0, maximum: 1999, resolution: resolution),
        AbsCode.y: AbsInfo(minimum: 0, maximum: 999, resolution: resolution),
        AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1999, resolution: resolution),
        AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 999, resolution: resolution),
      ])
  }

  static func singleTouch() -> DeviceDescription {
    DeviceDescription(
      name: "Test Single Touch",
      codes: [EventType.syn: [0], EventType.key: [KeyCode.btnTouch], EventType.abs: [0, 1]],
      absInfo: [
        AbsCode.x: AbsInfo(minimum: 0, maximum: 999, resolution: 4),
        AbsCode.y: AbsInfo(minimum: 0, maximum: 999, resolution: 4),
      ],
      properties: [InputProperty.direct])
  }

  static func touchpad(slots: Int32 = 2) -> DeviceDescription {
    DeviceDescription(
      name: "Test Touchpad",
      codes: [
        EventType.syn: [0, 3],
        EventType.key: [
          KeyCode.btnLeft, KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap,
          KeyCode.btnToolTripleTap, KeyCode.btnToolQuadTap,
        ],
        EventType.abs: [
          AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY,
          AbsCode.mtTrackingID,
        ],
      ],
      absInfo: [
        AbsCode.x: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
        AbsCode.y: AbsInfo(minimum: 0, maximum: 699, resolution: 10),
        AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: slots - 1),
        AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 999, resolution: 10),
        AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 699, resolution: 10),
        AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      ],
      properties: [InputProperty.pointer, InputProperty.buttonpad])
  }
}

/// A tiny event script: `abs(code, value)`, `key(code, value)`, `syn()`; times in ms.
struct EventScript {
  var events: [EvdevEvent] = []
  var timeMs: Int64 = 0

  mutating func at(_ ms: Int64) { timeMs = ms }
  mutating func abs(_ code: UInt16, _ value: Int32) { add(EventType.abs, code, value) }
  mutating func key(_ code: UInt16, _ value: Int32) { add(EventType.key, code, value) }
  mutating func syn(_ code: UInt16 = SynCode.report) { add(EventType.syn, code, 0) }
  mutating func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
    events.append(EvdevEvent(time: timeMs * 1000, type: type, code: code, value: value))
  }

  /// Protocol B: in `slot`, set the tracking id and position (raw units).
  mutating func touch(slot: Int32, id: Int32, x: Int32? = nil, y: Int32? = nil) {
    abs(AbsCode.mtSlot, slot)
    abs(AbsCode.mtTrackingID, id)
    if let x { abs(AbsCode.mtPositionX, x) }
    if let y { abs(AbsCode.mtPositionY, y) }
  }
}

/// Feeds every event and collects copies of the frames the decoder reports.
func decode(
  _ device: DeviceDescription, _ events: [EvdevEvent],
  touchpad: TouchpadConfiguration = TouchpadConfiguration()
) throws(DecodeError) -> [TouchFrame] {
  var decoder = MultitouchDecoder(device: device, touchpad: touchpad)
  var frames: [TouchFrame] = []
  for e in events where try decoder.feed(e) {
    frames.append(decoder.frame)
  }
  return frames
}

extension TouchFrame {
  /// `phase@slot` for each contact, for compact assertions.
  var phases: [String] { contacts.map { "\($0.phase.rawValue)@\($0.slot)" } }
}

/// Decodes `events` on `device` and hands each frame the decoder reports to `run`, with the
/// decoder's touchpad configuration on it (the command line's path from a trace to the engine).
func play(_ events: [EvdevEvent], on device: DeviceDescription, into run: EngineRun)
  throws(DecodeError)
{
  var decoder = MultitouchDecoder(device: device)
  for e in events where try decoder.feed(e) { run.send(decoder.frame) }
}
