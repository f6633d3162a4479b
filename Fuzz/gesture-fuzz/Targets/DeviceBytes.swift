import Gestures

/// A device description and its evdev events as the decoder target's bytes.
///
/// Layout: one byte of `INPUT_PROP_*` bits 0–7 (pointer, direct, buttonpad, semi-MT, …); one
/// byte of flags (bit 0: judge contacts by libinput's rules; bit 1: udev size given); a count
/// (mod 33) of axes, each a code byte (mod `ABS_CNT`) and `minimum`, `maximum`, `resolution`,
/// `fuzz` as 32-bit numbers; a count (mod 33) of keys, each 16 bits (mod `KEY_CNT`); with bit 1,
/// udev's width and height in mm (a byte each); the start time (64 bits, mod 10^18 µs). Then
/// events to the end: a time step (32 bits, µs), a type byte (mod 32), a 16-bit code (mod
/// `ABS_CNT` for `EV_ABS`, `KEY_CNT` otherwise, as the readers bound them) and a 32-bit value.
/// What makes protocol B (`ABS_MT_SLOT`), A (`ABS_MT_POSITION_X`) or single touch is which axes
/// and keys the first bytes name.
enum DeviceBytes {
  /// Codes per `EV_ABS` and per other type, as evemu and the kernel bound them.
  static let absoluteCodes: UInt16 = 0x40
  static let keyCodes: UInt16 = 0x300
  /// Most axes and keys one description lists.
  static let maximumCodes = 32

  /// The description and whether its contacts are judged.
  static func device(_ input: inout FuzzBytes) -> (DeviceDescription, judges: Bool) {
    let propertyBits = input.u8()
    let flags = input.u8()
    var device = DeviceDescription(name: "fuzz")
    device.properties = Set((0..<8).filter { propertyBits & (1 << $0) != 0 }.map(UInt16.init))
    var axes: Set<UInt16> = []
    for _ in 0..<input.index(below: maximumCodes + 1) {
      let code = UInt16(input.u8()) % absoluteCodes
      axes.insert(code)
      device.absInfo[code] = AbsInfo(
        minimum: input.i32(), maximum: input.i32(), fuzz: 0, resolution: input.i32())
      device.absInfo[code]!.fuzz = input.i32()
    }
    var keys: Set<UInt16> = []
    for _ in 0..<input.index(below: maximumCodes + 1) { keys.insert(input.u16() % keyCodes) }
    if flags & 2 != 0 {
      device.udevProperties["ID_INPUT_WIDTH_MM"] = String(input.u8())
      device.udevProperties["ID_INPUT_HEIGHT_MM"] = String(input.u8())
    }
    device.codes = [
      EventType.syn: [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped],
      EventType.abs: axes, EventType.key: keys,
    ]
    return (device, flags & 1 != 0)
  }

  /// The next event after `time`, or nil at the end of the input.
  static func event(_ input: inout FuzzBytes, after time: Int64) -> EvdevEvent? {
    guard !input.isAtEnd else { return nil }
    let t = FuzzTime.advance(time, by: Int64(input.u32()))
    let type = UInt16(input.u8()) % 32
    let code = input.u16() % (type == EventType.abs ? absoluteCodes : keyCodes)
    return EvdevEvent(time: t, type: type, code: code, value: input.i32())
  }

  /// The bytes that read back as `device` (its first 32 axes and keys, touch keys first) and
  /// `events`.
  static func bytes(device: DeviceDescription, judges: Bool, events: [EvdevEvent]) -> [UInt8] {
    var out = FuzzBytesWriter()
    var propertyBits: UInt8 = 0
    for p in device.properties where p < 8 { propertyBits |= 1 << p }
    out.u8(propertyBits)
    let width = device.udevProperties["ID_INPUT_WIDTH_MM"].flatMap { UInt8($0) }
    let height = device.udevProperties["ID_INPUT_HEIGHT_MM"].flatMap { UInt8($0) }
    let hasSize = width != nil && height != nil
    out.u8((judges ? 1 : 0) | (hasSize ? 2 : 0))
    let axes = device.absInfo.keys.filter { $0 < absoluteCodes }.sorted().prefix(maximumCodes)
    out.u8(UInt8(axes.count))
    for code in axes {
      let info = device.absInfo[code]!
      out.u8(UInt8(code))
      out.i32(info.minimum)
      out.i32(info.maximum)
      out.i32(info.resolution)
      out.i32(info.fuzz)
    }
    let touchKeys = 0x140..<0x150
    let keys = (device.codes[EventType.key] ?? []).filter { $0 < keyCodes }.sorted {
      (touchKeys.contains(Int($0)) ? 0 : 1, $0) < (touchKeys.contains(Int($1)) ? 0 : 1, $1)
    }.prefix(maximumCodes)
    out.u8(UInt8(keys.count))
    for key in keys { out.u16(key) }
    if let width, let height, hasSize {
      out.u8(width)
      out.u8(height)
    }
    var time = events.first?.time ?? 0
    out.u64(UInt64(max(0, time)))
    for event in events {
      out.u32(UInt32(clamping: max(0, event.time - time)))
      time = max(time, event.time)
      out.u8(UInt8(truncatingIfNeeded: event.type))
      out.u16(event.code)
      out.i32(event.value)
    }
    return out.bytes
  }
}
