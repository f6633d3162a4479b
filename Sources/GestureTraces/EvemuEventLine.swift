import Gestures

/// What is wrong with an `E:` line; turned into a ``TraceError`` by the caller, which knows the
/// file and line. A plain enum so the hot path throws without allocating.
enum EvemuEventLineError: Error {
  case missing(String)
  case badSeconds
  case secondsTooLarge
  case secondsBeyondLatest(Int64)
  case badMicroseconds
  case badType
  case typeOutOfRange(UInt32)
  case badCode
  case codeOutOfRange(type: UInt16, code: UInt32)
  case badValue
  case valueOutOfRange
  case trailingText

  var message: String {
    let form = "expected 'E: sec.usec type code value'"
    switch self {
    case .missing(let field): return "event line ends before the \(field); \(form)"
    case .badSeconds: return "event time is not 'seconds.microseconds'; \(form)"
    case .secondsTooLarge: return "event time has more than 12 digits of seconds"
    case .secondsBeyondLatest(let s):
      return "event time \(s) s is beyond \(EvdevEvent.latestSecond) s (about 285 years)"
    case .badMicroseconds:
      return "event time must have exactly 6 digits of microseconds (0 to 999999)"
    case .badType: return "event type is not a hex number of 1 to 4 digits; \(form)"
    case .typeOutOfRange(let type):
      return "event type 0x\(EvemuDescriptionFormatter.hex(type, 2)) is not an evdev event type"
    case .badCode: return "event code is not a hex number of 1 to 4 digits; \(form)"
    case .codeOutOfRange(let type, let code):
      return
        "event code 0x\(EvemuDescriptionFormatter.hex(code, 2)) is out of range for event type 0x\(EvemuDescriptionFormatter.hex(type, 2))"
    case .badValue: return "event value is not a decimal integer; \(form)"
    case .valueOutOfRange: return "event value is out of the 32-bit signed range"
    case .trailingText:
      return "unexpected text after the event value (a comment must start with '#')"
    }
  }
}

/// The byte-level parser of evemu `E: <sec>.<usec> <type> <code> <value>` lines.
///
/// Works on the raw bytes of the line, with no String and no allocation, because it runs once per
/// event. Stricter than evemu's `sscanf`: it rejects what `sscanf` would silently misread.
enum EvemuEventLine {
  /// The highest code of event `type`, or -1 for numbers the kernel does not use as types.
  /// `EV_PWR` has no defined maximum, so it gets `KEY_MAX`. A switch rather than a table so the
  /// hot path needs no lazily initialised global.
  @inline(__always) static func maxCode(_ type: UInt32) -> Int32 {
    switch type {
    case 0x00: return 0x0f  // EV_SYN
    case 0x01: return 0x2ff  // EV_KEY
    case 0x02: return 0x0f  // EV_REL
    case 0x03: return 0x3f  // EV_ABS
    case 0x04: return 0x07  // EV_MSC
    case 0x05: return 0x11  // EV_SW (newest kernels; older ones stop at 0x10)
    case 0x11: return 0x0f  // EV_LED
    case 0x12: return 0x07  // EV_SND
    case 0x14: return 0x01  // EV_REP
    case 0x15: return 0x7f  // EV_FF
    case 0x16: return 0x2ff  // EV_PWR
    case 0x17: return 0x01  // EV_FF_STATUS
    default: return -1
    }
  }

  @inline(__always) static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }

  /// The value of a hex digit, or 0xFF for any other byte.
  @inline(__always) static func hexDigit(_ c: UInt8) -> UInt8 {
    let d = c &- 0x30
    if d < 10 { return d }
    let letter = (c | 0x20) &- 0x61
    if letter < 6 { return letter &+ 10 }
    return 0xFF
  }

  /// The value of the six decimal digits at `p`, or nil when one of them is not a digit. Read as
  /// one word: the time's microseconds are on every line.
  @inline(__always) static func sixDigits(_ p: UnsafePointer<UInt8>) -> Int64? {
    var word: UInt64 = 0
    withUnsafeMutableBytes(of: &word) {
      $0.baseAddress!.copyMemory(from: UnsafeRawPointer(p), byteCount: 6)
    }
    word = UInt64(littleEndian: word)
    // Each byte a digit: its high nibble 3, and adding 6 keeps it 3 (its low nibble at most 9).
    let high: UInt64 = 0xF0F0_F0F0_F0F0
    let three: UInt64 = 0x3030_3030_3030
    guard word & high == three, (word &+ 0x0606_0606_0606) & high == three else { return nil }
    var d = word & 0x0F0F_0F0F_0F0F
    // Pairs, then the three two-digit numbers; the first byte is the first digit.
    d = (d & 0x00FF_00FF_00FF) &* 10 &+ (d >> 8 & 0x00FF_00FF_00FF)
    let pairs = Int64(truncatingIfNeeded: d)
    return (pairs & 0xFFFF) &* 10_000 &+ (pairs >> 16 & 0xFFFF) &* 100 &+ (pairs >> 32 & 0xFFFF)
  }

  /// The value of the four hex digits at `p`, or nil when one of them is not a hex digit.
  @inline(__always) static func fourHex(_ p: UnsafePointer<UInt8>) -> UInt32? {
    let a = hexDigit(p[0])
    let b = hexDigit(p[1])
    let c = hexDigit(p[2])
    let d = hexDigit(p[3])
    // A non-digit is 0xFF, so one of them sets the high bits of the union.
    if a | b | c | d > 15 { return nil }
    return UInt32(a) << 12 | UInt32(b) << 8 | UInt32(c) << 4 | UInt32(d)
  }

  /// The hex field of 1 to 4 digits at `i`, which it passes; `bad` when the field is not one
  /// (`missing(name)` when the line ended before it).
  @inline(__always) static func hexField(
    _ base: UnsafePointer<UInt8>, _ i: inout Int, _ n: Int, _ name: String,
    else bad: EvemuEventLineError
  ) throws(EvemuEventLineError) -> UInt32 {
    if i >= n { throw .missing(name) }
    var value: UInt32 = 0
    var digits = 0
    while i < n {
      let h = hexDigit(base[i])
      if h == 0xFF { break }
      value = value &<< 4 | UInt32(h)
      digits &+= 1
      i &+= 1
    }
    if digits == 0 || digits > 4 || (i < n && !isBlank(base[i])) { throw bad }
    return value
  }

  /// Parses one `E:` line. `base[0..<count]` is the line without its line ending and starts with
  /// `E:` (the caller checked).
  ///
  /// Fields are separated by spaces or tabs; after the value there may be blanks and a `#` comment.
  static func parse(_ base: UnsafePointer<UInt8>, count n: Int) throws(EvemuEventLineError)
    -> EvdevEvent
  {
    var i = 2
    while i < n && isBlank(base[i]) { i &+= 1 }

    // Seconds: 1 to 12 decimal digits.
    if i >= n { throw .missing("time") }
    let secondsStart = i
    var seconds: Int64 = 0
    while i < n {
      let d = base[i] &- 0x30
      if d >= 10 { break }
      seconds = seconds &* 10 &+ Int64(d)
      i &+= 1
    }
    if i == secondsStart { throw .badSeconds }
    if i &- secondsStart > 12 { throw .secondsTooLarge }
    if seconds > EvdevEvent.latestSecond { throw .secondsBeyondLatest(seconds) }
    guard i < n, base[i] == 0x2E else { throw .badSeconds }
    i &+= 1

    // Microseconds: exactly 6 digits, so always below 1000000.
    guard n &- i >= 6 else { throw .badMicroseconds }
    guard let micros = sixDigits(base + i) else { throw .badMicroseconds }
    i &+= 6
    if i < n && !isBlank(base[i]) {
      throw base[i] &- 0x30 < 10 ? .badMicroseconds : .badSeconds
    }

    // Type and code: 1 to 4 hex digits each. evemu writes both as exactly four (`%04x`): that
    // spelling is read at once, any other by `hexField`.
    while i < n && isBlank(base[i]) { i &+= 1 }
    let type: UInt32
    let code: UInt32
    if n &- i >= 10 && isBlank(base[i &+ 4]) && isBlank(base[i &+ 9]),
      let t = fourHex(base + i), let c = fourHex(base + (i &+ 5))
    {
      (type, code) = (t, c)
      i &+= 9
    } else {
      type = try hexField(base, &i, n, "type", else: .badType)
      // Checked before the code is read: a file that is not evemu fails on its type first.
      if maxCode(type) < 0 { throw .typeOutOfRange(type) }
      while i < n && isBlank(base[i]) { i &+= 1 }
      code = try hexField(base, &i, n, "code", else: .badCode)
    }
    let highest = maxCode(type)
    if highest < 0 { throw .typeOutOfRange(type) }
    if Int32(code) > highest { throw .codeOutOfRange(type: UInt16(type), code: code) }

    // Value: signed decimal, zero-padded by the writer (`-001`, `0034`).
    while i < n && isBlank(base[i]) { i &+= 1 }
    if i >= n { throw .missing("value") }
    var negative = false
    if base[i] == 0x2D {
      negative = true
      i &+= 1
    } else if base[i] == 0x2B {
      i &+= 1
    }
    var magnitude: Int64 = 0
    var digits = 0
    while i < n {
      let d = base[i] &- 0x30
      if d >= 10 { break }
      magnitude = magnitude &* 10 &+ Int64(d)
      // Stop before Int64 could overflow; anything above 2^31 is out of range anyway.
      if magnitude > 0x8000_0000 { throw .valueOutOfRange }
      digits &+= 1
      i &+= 1
    }
    if digits == 0 { throw .badValue }
    if i < n && !isBlank(base[i]) { throw .badValue }
    let value = negative ? -magnitude : magnitude
    if value > Int64(Int32.max) || value < Int64(Int32.min) { throw .valueOutOfRange }

    // Only blanks and an optional comment may follow.
    while i < n && isBlank(base[i]) { i &+= 1 }
    if i < n && base[i] != 0x23 { throw .trailingText }

    return EvdevEvent(
      time: seconds &* 1_000_000 &+ micros, type: UInt16(truncatingIfNeeded: type),
      code: UInt16(truncatingIfNeeded: code), value: Int32(truncatingIfNeeded: value))
  }
}
