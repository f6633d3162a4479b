import Gestures
import Testing

@testable import GestureTraces

/// The `E:` line parser: evemu's own spelling (six-digit microseconds, four-digit hex type and
/// code) read at once, every other spelling by the general loops, with the same errors.
@Suite struct EvemuEventLineTests {
  private func parse(_ line: String) -> Result<EvdevEvent, EvemuEventLineError> {
    var bytes = Array(line.utf8)
    return bytes.withUnsafeMutableBufferPointer { b in
      Result { () throws(EvemuEventLineError) in
        try EvemuEventLine.parse(UnsafePointer(b.baseAddress!), count: b.count)
      }
    }
  }

  private func event(_ line: String) -> EvdevEvent? { try? parse(line).get() }

  private func error(_ line: String) -> String? {
    guard case .failure(let e) = parse(line) else { return nil }
    return e.message
  }

  @Test func evemusOwnSpellingAndOthersReadTheSame() {
    let expected = EvdevEvent(time: 12_000_345, type: 3, code: 0x35, value: -7)
    #expect(event("E: 12.000345 0003 0035 -7") == expected)
    #expect(event("E: 12.000345 3 35 -7") == expected)
    #expect(event("E:\t12.000345\t0003\t0035\t-007\t# ABS_MT_POSITION_X") == expected)
    #expect(event("E: 12.000345 0003  0035 -7") == expected)
    #expect(event("E: 0.999999 0001 014a 1")?.time == 999_999)
    #expect(event("E: 0.000000 0000 0000 0")?.time == 0)
    #expect(event("E: 1.234567 000a 00FF 0") == nil)  // type 0x0a is no evdev type
  }

  @Test func microsecondsAreExactlySixDigits() {
    let sixDigits = "event time must have exactly 6 digits of microseconds (0 to 999999)"
    for bad in ["1.12345a", "1.1234:0", "1.12/456", "1.12345 ", "1.1234567", "1.12345"] {
      #expect(error("E: \(bad) 0003 0035 1") == sixDigits, "\(bad)")
    }
  }

  @Test func fourHexDigitsAreCheckedAsTheGeneralLoopsCheckThem() {
    #expect(error("E: 1.000000 000g 0035 1")?.contains("event type is not a hex number") == true)
    #expect(error("E: 1.000000 0003 003g 1")?.contains("event code is not a hex number") == true)
    #expect(error("E: 1.000000 00003 0035 1")?.contains("event type is not a hex number") == true)
    #expect(
      error("E: 1.000000 0003 0040 1")
        == "event code 0x40 is out of range for event type 0x03")
    #expect(error("E: 1.000000 0018 0000 1") == "event type 0x18 is not an evdev event type")
  }
}
