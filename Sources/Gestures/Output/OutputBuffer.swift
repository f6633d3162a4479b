import CInput
import Glibc

/// A byte buffer written to a file descriptor in large chunks: output lines are built in place
/// with no String per line or number, and flushed when the buffer fills, at the end, or on demand.
public final class OutputBuffer {
  // Appends happen per character; the runtime exclusivity check on each would cost more than
  // the append. The buffer is only ever touched by its one owner, synchronously.
  @exclusivity(unchecked) public private(set) var bytes: [UInt8] = []
  let fd: Int32?
  let flushThreshold: Int

  /// Output to `fd` (1 for standard output), flushed every `flushThreshold` bytes.
  public init(fd: Int32, flushThreshold: Int = 1 << 16) {
    self.fd = fd
    self.flushThreshold = flushThreshold
    bytes.reserveCapacity(flushThreshold + 4096)
  }

  /// Output kept in memory (tests read ``text``).
  public init() {
    self.fd = nil
    self.flushThreshold = .max
  }

  deinit { flush() }

  /// Everything written so far, when the buffer has no file descriptor.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public func append(_ byte: UInt8) { bytes.append(byte) }

  /// Removes the last byte written (trailing padding).
  public func removeLast() { bytes.removeLast() }

  /// Appends `count` spaces.
  public func appendSpaces(_ count: Int) {
    for _ in 0..<max(0, count) { bytes.append(0x20) }
  }

  /// Appends a string made at run time (literals take the `StaticString` overload).
  public func append(string: String) {
    var s = string
    s.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends a literal: no String to make or walk.
  public func append(_ string: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Appends a JSON string literal, quoted and escaped.
  public func appendJSONString(_ string: String) {
    var s = string
    let plain = s.withUTF8 { utf8 in
      // Most names need no escaping: copy them in one go.
      guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
      else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    if plain { return }
    bytes.append(UInt8(ascii: "\""))
    for unit in string.utf8 {
      switch unit {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0a: append("\\n")
      case 0x0d: append("\\r")
      case 0x09: append("\\t")
      case 0..<0x20:
        append("\\u00")
        bytes.append(hexDigit(unit >> 4))
        bytes.append(hexDigit(unit & 0xf))
      default: bytes.append(unit)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x61 + v - 10 }

  /// Appends a decimal integer, right-aligned in `width` characters.
  public func append(_ value: Int, width: Int = 0) {
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var magnitude = value.magnitude
    var count = 0
    withUnsafeMutableBytes(of: &digits) { d in
      repeat {
        d[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      let length = count + (value < 0 ? 1 : 0)
      if width > length { for _ in 0..<(width - length) { bytes.append(0x20) } }
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      while count > 0 {
        count -= 1
        bytes.append(d[count])
      }
    }
  }

  /// Appends `value` with exactly `decimals` digits after the point (rounded half away from
  /// zero), right-aligned in `width` characters. Non-finite values print as `null`.
  public func append(fixed value: Double, decimals: Int, width: Int = 0) {
    guard value.isFinite else {
      append("null")
      return
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else {
      append(value < 0 ? "-1e18" : "1e18")
      return
    }
    let units = Int(scaled)
    let divisor = Int(scale)
    let whole = units / divisor
    let fraction = units % divisor
    let negative = value < 0 && units != 0
    var wholeDigits = 1
    var w = whole
    while w >= 10 {
      w /= 10
      wholeDigits += 1
    }
    let length = (negative ? 1 : 0) + wholeDigits + (decimals > 0 ? decimals + 1 : 0)
    if width > length { for _ in 0..<(width - length) { bytes.append(0x20) } }
    if negative { bytes.append(UInt8(ascii: "-")) }
    append(whole)
    if decimals > 0 {
      bytes.append(UInt8(ascii: "."))
      var place = divisor / 10
      while place > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8((fraction / place) % 10))
        place /= 10
      }
    }
  }

  /// Writes out what has been buffered when it exceeds the flush threshold.
  public func lineEnded() {
    bytes.append(0x0a)
    if bytes.count >= flushThreshold { flush() }
  }

  /// Writes out everything buffered (no-op for in-memory output).
  public func flush() {
    guard let fd, !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return  // A closed pipe: the reader is gone, nothing more to say to it.
        }
        offset += n
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
