import CEvdev
import Gestures

/// Formats a ``/Gestures/DeviceDescription`` as the description block of an evemu 1.3 file, the way
/// `evemu-describe` writes it: the `# EVEMU 1.3` line, the evtest-like comment block, then `N:`,
/// `I:`, `P:`, `B:`, `A:` (6 fields), `L:` and `S:` lines.
///
/// Two deliberate differences from evemu, so that reading the output gives back the same
/// description: the `B: 00` line carries the description's own `EV_SYN` codes (evemu always
/// writes `0b`), and codes beyond libevdev's maximum for their type are kept. The machine lines
/// (`# Kernel:`, `# DMI:`) are left out because they describe the recording machine, not the
/// device. Current axis values are unknown here and shown as 0 in the comments.
public enum EvemuDescriptionFormatter {
  /// The description block, ending with a newline.
  ///
  /// - Throws: ``TraceError`` (with `file` as given and no line) when the description cannot be
  ///   expressed in evemu: a line break in the name, an event type above `EV_MAX`, a code above
  ///   767, an absolute axis above `ABS_MAX` or a property above 255.
  public static func text(of device: DeviceDescription, file: String = "<description>")
    throws(TraceError) -> String
  {
    try validate(device, file: file)
    var out = "# EVEMU 1.3\n"
    out += comments(device)
    out += "N: \(device.name)\n"
    let id = device.id
    out +=
      "I: \(hex(id.bustype, 4)) \(hex(id.vendor, 4)) \(hex(id.product, 4)) \(hex(id.version, 4))\n"

    let props = device.properties.map(Int.init)
    for line in 0..<max(1, ((props.max() ?? 0) + 64) / 64) {
      out += "P:" + maskBytes(Set(props), line: line) + "\n"
    }
    for type in 0...Int(EventType.max) {
      let codes = Set((device.codes[UInt16(type)] ?? []).map(Int.init))
      let libevdevMax = Int(libevdev_event_type_get_max(UInt32(type)))
      let highest = max(type == 0 ? 0 : libevdevMax, codes.max() ?? -1)
      if highest < 0 { continue }
      for line in 0..<((highest + 64) / 64) {
        out += "B: \(hex(type, 2))" + maskBytes(codes, line: line) + "\n"
      }
    }
    for axis in (device.codes[EventType.abs] ?? []).sorted() {
      let a = device.absInfo[axis] ?? AbsInfo(minimum: 0, maximum: 0)
      out +=
        "A: \(hex(axis, 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
    }
    for (code, state) in device.leds.sorted(by: { $0.key < $1.key }) where state != 0 {
      out += "L: \(hex(code, 2)) \(state)\n"
    }
    for (code, state) in device.switches.sorted(by: { $0.key < $1.key }) where state != 0 {
      out += "S: \(hex(code, 2)) \(state)\n"
    }
    return out
  }

  /// The evtest-like comment block of `evemu-describe`.
  static func comments(_ device: DeviceDescription) -> String {
    let id = device.id
    var out = "# Input device name: \"\(device.name)\"\n"
    out +=
      "# Input device ID: bus \(alternateHex(id.bustype)) vendor \(alternateHex(id.vendor)) product \(alternateHex(id.product)) version \(alternateHex(id.version))\n"
    if let x = device.absInfo[AbsCode.x], let y = device.absInfo[AbsCode.y],
      device.has(type: EventType.abs, code: AbsCode.x),
      device.has(type: EventType.abs, code: AbsCode.y)
    {
      // checked: Int32 axis limits (AbsInfo), not floating point
      let w = x.resolution != 0 ? (Int(x.maximum) - Int(x.minimum)) / Int(x.resolution) : 0
      let h = y.resolution != 0 ? (Int(y.maximum) - Int(y.minimum)) / Int(y.resolution) : 0
      if w != 0 && h != 0 { out += "# Size in mm: \(w)x\(h)\n" }
    }
    out += "# Supported events:\n"
    for type in device.codes.keys.sorted() where device.has(type: type) {
      out += "#   Event type \(type) (\(typeName(type)))\n"
      for code in device.codes[type]!.sorted() {
        out += "#     Event code \(code) (\(codeName(type, code)))\n"
        switch type {
        case EventType.abs:
          let a = device.absInfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
          out += "#       Value   \(pad(0, 6))\n"
          out += "#       Min     \(pad(a.minimum, 6))\n"
          out += "#       Max     \(pad(a.maximum, 6))\n"
          out += "#       Fuzz    \(pad(a.fuzz, 6))\n"
          out += "#       Flat    \(pad(a.flat, 6))\n"
          out += "#       Resolution \(pad(a.resolution, 3))\n"
        case EventType.led:
          out += "#        State \(device.leds[code] ?? 0)\n"
        case EventType.sw:
          out += "#        State \(device.switches[code] ?? 0)\n"
        default: break
        }
      }
    }
    out += "# Properties:\n"
    for prop in device.properties.sorted() {
      let name = libevdev_property_get_name(UInt32(prop)).map { String(cString: $0) } ?? "(null)"
      out += "#   Property  type \(prop) (\(name))\n"
    }
    return out
  }

  private static func validate(_ device: DeviceDescription, file: String) throws(TraceError) {
    func fail(_ message: String) -> TraceError {
      TraceError(file: file, line: nil, "cannot write as evemu: \(message)")
    }
    if device.name.contains(where: \.isNewline) { throw fail("the device name has a line break") }
    if device.name.isEmpty { throw fail("the device name is empty") }
    for (type, codes) in device.codes {
      if type > EventType.max { throw fail("event type \(type) is above EV_MAX") }
      if let code = codes.max(), code >= 768 { throw fail("event code \(code) is above 767") }
    }
    if let axis = device.codes[EventType.abs]?.max(), axis > 0x3f {
      throw fail("absolute axis \(axis) is above ABS_MAX")
    }
    if let prop = device.properties.max(), prop >= 256 {
      throw fail("property \(prop) is above 255")
    }
  }

  /// The 8 mask bytes of `line` (bits `line*64 ..< line*64+64`), each as ` %02x`.
  private static func maskBytes(_ bits: Set<Int>, line: Int) -> String {
    var out = ""
    for byte in 0..<8 {
      var value = 0
      for bit in 0..<8 where bits.contains(line * 64 + byte * 8 + bit) { value |= 1 << bit }
      out += " " + hex(value, 2)
    }
    return out
  }

  /// `%0*x`: lower-case hex, zero-padded to `width`.
  static func hex<T: BinaryInteger>(_ value: T, _ width: Int) -> String {
    let s = String(value, radix: 16)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }

  /// `%#04x`: `0x` and at least 2 hex digits, but plain `0000` for zero (as C prints it).
  static func alternateHex(_ value: UInt16) -> String {
    value == 0 ? "0000" : "0x" + hex(value, 2)
  }

  /// `%*d`: right-aligned in `width` with spaces.
  static func pad(_ value: Int32, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
  }

  static func typeName(_ type: UInt16) -> String {
    libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) } ?? "(null)"
  }

  static func codeName(_ type: UInt16, _ code: UInt16) -> String {
    libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
      ?? "(null)"
  }
}
