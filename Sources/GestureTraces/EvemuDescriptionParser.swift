import CEvdev
import Gestures

/// Builds a ``/Gestures/DeviceDescription`` from the description lines of an evemu file (`N:`,
/// `I:`, `P:`, `B:`, `A:`, `L:`, `S:`), checking each as evemu would and a little more: the order
/// N, I, P*, B*, A*, L*, S*, byte counts, ranges, and that every declared absolute axis has
/// exactly one `A:` line (true of every real recording we have).
///
/// Header lines are few, so this side works with Strings; only `E:` lines are parsed from bytes.
struct EvemuDescriptionParser {
  /// The line kinds in the order evemu writes (and requires) them.
  enum Stage: Int, Comparable {
    case none, name, id, prop, mask, abs, led, sw

    init?(letter: UInt8) {
      switch letter {
      case UInt8(ascii: "N"): self = .name
      case UInt8(ascii: "I"): self = .id
      case UInt8(ascii: "P"): self = .prop
      case UInt8(ascii: "B"): self = .mask
      case UInt8(ascii: "A"): self = .abs
      case UInt8(ascii: "L"): self = .led
      case UInt8(ascii: "S"): self = .sw
      default: return nil
      }
    }

    var tag: String {
      switch self {
      case .none: return "?"
      case .name: return "N:"
      case .id: return "I:"
      case .prop: return "P:"
      case .mask: return "B:"
      case .abs: return "A:"
      case .led: return "L:"
      case .sw: return "S:"
      }
    }

    static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
  }

  /// Mask bytes per event type: `KEY_CNT` (768) bits, the largest type.
  static let maxMaskBytes = 96
  /// Property bytes: 4 `P:` lines (256 properties; the kernel defines 32).
  static let maxPropBytes = 32

  let file: String
  private(set) var stage = Stage.none
  private var name = ""
  private var id = DeviceID()
  private var properties: Set<UInt16> = []
  private var propBytes = 0
  private var maskBytes = [Int](repeating: 0, count: 32)
  private var codes: [UInt16: Set<UInt16>] = [:]
  /// The line of the `B: 03` line that declared each absolute axis, to point at it when its `A:`
  /// line is missing.
  private var absDeclaredAt: [UInt16: Int] = [:]
  private var absInfo: [UInt16: AbsInfo] = [:]
  private var leds: [UInt16: Int32] = [:]
  private var switches: [UInt16: Int32] = [:]

  init(file: String) { self.file = file }

  /// True until the first description line.
  var isEmpty: Bool { stage == .none }

  /// True when `line` (without line ending) is a description line: one of `NIPBALS` and a colon.
  static func isDescriptionLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.count >= 2 && line[1] == UInt8(ascii: ":") && Stage(letter: line[0]) != nil
  }

  /// Parses one description line (``isDescriptionLine(_:)`` is true for it).
  mutating func parse(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) {
    guard let kind = Stage(letter: line[0]) else { return }
    let body = UnsafeBufferPointer(rebasing: line[2...])
    func fail(_ message: String) -> TraceError { TraceError(file: file, line: number, message) }

    if kind < stage {
      throw fail(
        "\(kind.tag) line after \(stage.tag) lines; evemu requires the order N, I, P, B, A, L, S")
    }
    if kind == stage && (kind == .name || kind == .id) {
      throw fail("second \(kind.tag) line; an evemu file describes exactly one device")
    }
    if stage == .none && kind != .name {
      throw fail("\(kind.tag) line before the N: line (the device name)")
    }
    if stage == .name && kind != .id {
      throw fail("expected an I: line (bustype vendor product version) after N:, found \(kind.tag)")
    }
    stage = kind

    switch kind {
    case .none: break
    case .name:
      // The whole rest of the line is the name; '#' is part of it (evemu reads `%[^\n\r]`).
      var from = 0
      while from < body.count && EvemuEventLine.isBlank(body[from]) { from += 1 }
      name = String(decoding: UnsafeBufferPointer(rebasing: body[from...]), as: UTF8.self)
      if name.isEmpty { throw fail("N: line has an empty device name") }
      if name.utf8.count > DeviceDescription.maximumNameLength {
        throw fail(
          "N: device name of \(name.utf8.count) bytes; a device name has at most "
            + "\(DeviceDescription.maximumNameLength)")
      }
    case .id:
      let f = Self.fields(body)
      guard f.count == 4 else {
        throw fail("I: line needs 4 hex numbers (bustype vendor product version), found \(f.count)")
      }
      var v = [UInt16]()
      for token in f {
        guard let n = Self.hex(token, maxDigits: 4) else {
          throw fail("I: '\(Self.text(token))' is not a hex number of 1 to 4 digits")
        }
        v.append(UInt16(n))
      }
      id = DeviceID(bustype: v[0], vendor: v[1], product: v[2], version: v[3])
    case .prop:
      let bytes = try Self.maskLine(body, tag: "P:", expecting: 8, fail: fail)
      if propBytes + 8 > Self.maxPropBytes {
        throw fail("too many P: lines (more than \(Self.maxPropBytes * 8) properties)")
      }
      for (k, byte) in bytes.enumerated() {
        for bit in 0..<8 where byte >> bit & 1 == 1 {
          properties.insert(UInt16((propBytes + k) * 8 + bit))
        }
      }
      propBytes += 8
    case .mask:
      let f = Self.fields(body)
      guard f.count == 9 else {
        throw fail("B: line needs an event type and 8 hex bytes, found \(f.count) numbers")
      }
      guard let type = Self.hex(f[0], maxDigits: 2) else {
        throw fail("B: event type '\(Self.text(f[0]))' is not a hex number")
      }
      guard type <= UInt32(EventType.max) else {
        throw fail("B: event type 0x\(Self.hex2(type)) is out of range (EV_MAX is 0x1f)")
      }
      let bytes = try Self.maskLine(body, tag: "B:", expecting: 9, fail: fail).dropFirst()
      let offset = maskBytes[Int(type)]
      if offset + 8 > Self.maxMaskBytes {
        throw fail(
          "too many B: lines for event type 0x\(Self.hex2(type)) (more than \(Self.maxMaskBytes * 8) codes)"
        )
      }
      for (k, byte) in bytes.enumerated() {
        for bit in 0..<8 where byte >> bit & 1 == 1 {
          let code = UInt16((offset + k) * 8 + bit)
          codes[UInt16(type), default: []].insert(code)
          if type == UInt32(EventType.abs) { absDeclaredAt[code] = number }
        }
      }
      maskBytes[Int(type)] = offset + 8
    case .abs:
      let f = Self.fields(body)
      guard f.count == 5 || f.count == 6 else {
        throw fail(
          "A: line needs an axis code and 4 or 5 numbers (min max fuzz flat [resolution]), found \(max(0, f.count - 1)) numbers"
        )
      }
      guard let code = Self.hex(f[0], maxDigits: 2) else {
        throw fail("A: axis code '\(Self.text(f[0]))' is not a hex number")
      }
      guard code <= 0x3f else {
        throw fail("A: axis code 0x\(Self.hex2(code)) is out of range (ABS_MAX is 0x3f)")
      }
      var n = [Int32]()
      for token in f.dropFirst() {
        guard let v = Self.decimal(token) else {
          throw fail("A: '\(Self.text(token))' is not a decimal 32-bit integer")
        }
        n.append(v)
      }
      let axis = UInt16(code)
      guard codes[EventType.abs]?.contains(axis) == true else {
        throw fail("A: line for axis 0x\(Self.hex2(code)) that no B: 03 line declares")
      }
      if absInfo[axis] != nil {
        throw fail("second A: line for axis 0x\(Self.hex2(code))")
      }
      let info = AbsInfo(
        minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0)
      if let problem = info.problem {
        throw fail("A: axis 0x\(Self.hex2(code)): \(problem)")
      }
      absInfo[axis] = info
    case .led, .sw:
      let f = Self.fields(body)
      let tag = kind.tag
      guard f.count == 2 else {
        throw fail("\(tag) line needs a hex code and a value, found \(f.count)")
      }
      let type = kind == .led ? EventType.led : EventType.sw
      guard let code = Self.hex(f[0], maxDigits: 2),
        code <= UInt32(EvemuEventLine.maxCode(UInt32(type)))
      else {
        throw fail("\(tag) code '\(Self.text(f[0]))' is not a hex number in range")
      }
      guard let value = Self.decimal(f[1]) else {
        throw fail("\(tag) value '\(Self.text(f[1]))' is not a decimal 32-bit integer")
      }
      if kind == .led { leds[UInt16(code)] = value } else { switches[UInt16(code)] = value }
    }
  }

  /// The description, or nil when there were no description lines. `line` is the line where the
  /// description ended (the first event line, or the file's last line), for a missing `I:` line.
  func finish(endLine line: Int) throws(TraceError) -> DeviceDescription? {
    switch stage {
    case .none: return nil
    case .name:
      throw TraceError(
        file: file, line: line,
        "expected an I: line (bustype vendor product version) after the N: line")
    default: break
    }
    if let (axis, at) = absDeclaredAt.filter({ absInfo[$0.key] == nil }).min(by: { $0.key < $1.key }
    ) {
      throw TraceError(
        file: file, line: at,
        "axis 0x\(Self.hex2(axis)) (\(Self.absName(axis))) is declared by B: 03 but has no A: line"
      )
    }
    return DeviceDescription(
      name: name, id: id, codes: codes, absInfo: absInfo, properties: properties, leds: leds,
      switches: switches)
  }

  // MARK: - Field helpers

  /// One blank-separated field of a description line: bytes of the line being parsed.
  typealias Field = Slice<UnsafeBufferPointer<UInt8>>

  /// The blank-separated fields of `body`, up to a `#` comment. Byte ranges of the line, not
  /// strings: a description has hundreds of lines and each file in a run has one.
  static func fields(_ body: UnsafeBufferPointer<UInt8>) -> [Field] {
    var result = [Field]()
    result.reserveCapacity(9)
    var i = 0
    let n = body.count
    while i < n {
      let c = body[i]
      if c == UInt8(ascii: "#") { break }
      if EvemuEventLine.isBlank(c) {
        i += 1
        continue
      }
      let start = i
      while i < n && !EvemuEventLine.isBlank(body[i]) && body[i] != UInt8(ascii: "#") { i += 1 }
      result.append(body[start..<i])
    }
    return result
  }

  /// A field as text, for messages.
  static func text(_ field: Field) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self)
  }

  /// Parses a line of `expecting` hex bytes (each 1 or 2 digits).
  static func maskLine(
    _ body: UnsafeBufferPointer<UInt8>, tag: String, expecting count: Int,
    fail: (String) -> TraceError
  ) throws(TraceError) -> [UInt8] {
    let f = fields(body)
    guard f.count == count else {
      throw fail("\(tag) line needs \(count) hex bytes, found \(f.count)")
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(count)
    for token in f {
      guard let v = hex(token, maxDigits: 2) else {
        throw fail("\(tag) '\(text(token))' is not a hex byte")
      }
      bytes.append(UInt8(v))
    }
    return bytes
  }

  /// A hex number without prefix, of 1 to `maxDigits` digits.
  static func hex(_ token: Field, maxDigits: Int) -> UInt32? {
    guard !token.isEmpty, token.count <= maxDigits else { return nil }
    var v: UInt32 = 0
    for c in token {
      let d = EvemuEventLine.hexDigit(c)
      if d == 0xFF { return nil }
      v = v << 4 | UInt32(d)
    }
    return v
  }

  /// A signed decimal that fits in Int32 (leading zeros and a sign allowed).
  static func decimal(_ token: Field) -> Int32? {
    var digits = token
    var negative = false
    if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var v: Int64 = 0
    for c in digits {
      let d = c &- 0x30
      guard d < 10 else { return nil }
      v = v * 10 + Int64(d)
      if v > 0x8000_0000 { return nil }
    }
    return Int32(exactly: negative ? -v : v)
  }

  /// At least two lower-case hex digits, for messages.
  static func hex2<T: BinaryInteger>(_ value: T) -> String {
    EvemuDescriptionFormatter.hex(value, 2)
  }

  static func absName(_ code: UInt16) -> String {
    guard let name = libevdev_event_code_get_name(UInt32(EventType.abs), UInt32(code)) else {
      return "unknown axis"
    }
    return String(cString: name)
  }
}
