import Glibc

/// A byte buffer written to a file descriptor in large chunks: output lines are built in place
/// with no String per line or number, and flushed when the buffer fills, at the end, or on demand.
public final class OutputBuffer {
  // A plain malloc'd buffer: appends are a bounds check and a copy, without the array's
  // uniqueness and exclusivity checks, which cost more than the bytes themselves here.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// Bytes buffered and not yet written.
  @exclusivity(unchecked) public private(set) var count = 0
  /// The descriptor written to; nil for output kept in memory.
  public let fd: Int32?
  /// The errno of the first write that failed, other than to a closed pipe (its reader is
  /// gone and nothing is lost); output after it is dropped. The caller reports it.
  public private(set) var writeFailure: Int32?
  let flushThreshold: Int

  /// Output to `fd` (1 for standard output), flushed every `flushThreshold` bytes.
  public init(fd: Int32, flushThreshold: Int = 1 << 16) {
    self.fd = fd
    self.flushThreshold = flushThreshold
    capacity = flushThreshold + 4096
    storage = .allocate(capacity: capacity)
  }

  /// Output kept in memory (tests read ``text``).
  public init() {
    self.fd = nil
    self.flushThreshold = .max
    capacity = 4096
    storage = .allocate(capacity: capacity)
  }

  deinit {
    flush()
    storage.deallocate()
  }

  /// The buffered bytes.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// The last byte buffered, if any.
  public var lastByte: UInt8? { count > 0 ? storage[count - 1] : nil }

  @inline(__always) private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  private func grow(_ extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: storage, count: count)
    storage.deallocate()
    storage = grown
    capacity = newCapacity
  }

  @inline(__always) private func appendByte(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  @inline(__always) private func appendRaw(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    reserve(buffer.count)
    (storage + count).update(from: base, count: buffer.count)
    count += buffer.count
  }

  /// Everything written so far, when the buffer has no file descriptor.
  public var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Appends one byte.
  public func append(_ byte: UInt8) { appendByte(byte) }

  /// Drops everything buffered and not yet written: an in-memory buffer reused as scratch.
  public func removeAll() { count = 0 }

  /// Removes the last byte written (trailing padding).
  public func removeLast() { if count > 0 { count -= 1 } }

  /// Appends `count` spaces.
  public func appendSpaces(_ count: Int) {
    for _ in 0..<max(0, count) { appendByte(0x20) }
  }

  /// Appends a string made at run time (literals take the `StaticString` overload).
  public func append(string: String) {
    var s = string
    s.withUTF8 { appendRaw($0) }
  }

  /// Appends raw bytes.
  public func append(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { appendRaw($0) }
  }

  /// Appends a literal: no String to make or walk.
  @inline(__always) public func append(_ string: StaticString) {
    appendRaw(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Appends a JSON string literal, quoted and escaped.
  public func appendJSONString(_ string: String) {
    var s = string
    let plain = s.withUTF8 { utf8 in
      // Most names need no escaping: copy them in one go.
      guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
      else { return false }
      appendByte(UInt8(ascii: "\""))
      appendRaw(utf8)
      appendByte(UInt8(ascii: "\""))
      return true
    }
    if plain { return }
    appendByte(UInt8(ascii: "\""))
    for unit in string.utf8 {
      switch unit {
      case UInt8(ascii: "\""): append("\\\"")
      case UInt8(ascii: "\\"): append("\\\\")
      case 0x0a: append("\\n")
      case 0x0d: append("\\r")
      case 0x09: append("\\t")
      case 0..<0x20:
        append("\\u00")
        appendByte(hexDigit(unit >> 4))
        appendByte(hexDigit(unit & 0xf))
      default: appendByte(unit)
      }
    }
    appendByte(UInt8(ascii: "\""))
  }

  private func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x61 + v - 10 }

  /// Appends a decimal integer, right-aligned in `width` characters.
  public func append(_ value: Int, width: Int = 0) {
    // Digits are formed right to left in a stack buffer and copied in one go: per-byte appends
    // to the array cost more than the arithmetic.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var end = buffer.count
      Self.formatInteger(value.magnitude, into: buffer, end: &end)
      if value < 0 {
        end -= 1
        buffer[end] = UInt8(ascii: "-")
      }
      appendSpaces(width - (buffer.count - end))
      appendRaw(UnsafeBufferPointer(rebasing: buffer[end...]))
    }
  }

  /// Appends `value` with exactly `decimals` digits after the point (rounded half away from
  /// zero, at most 9 decimals), right-aligned in `width` characters. Non-finite values print as
  /// `null`.
  public func append(fixed value: Double, decimals: Int, width: Int = 0) {
    guard value.isFinite else {
      append("null")
      return
    }
    let decimals = min(max(decimals, 0), 9)
    let padding = max(0, width)
    reserve(FixedPoint.maxLength + padding)
    let start = storage + count
    let length = FixedPoint.write(value, decimals: decimals, to: start)
    guard length > 0 else {
      // Beyond the fixed-point digits (only values set in code get here): Swift's shortest
      // exact form (`1e+20`), a valid JSON number, rather than a wrong one.
      let text = String(value)
      appendSpaces(width - text.utf8.count)
      append(string: text)
      return
    }
    if width > length {
      // Right-aligned: the digits move right over the room reserved for the padding.
      let pad = width - length
      (start + pad).update(from: start, count: length)
      start.update(repeating: 0x20, count: pad)
      count += width
    } else {
      count += length
    }
  }

  /// Reserves `maxCount` bytes and lets `body` write at most that many through a
  /// ``ByteWriter``; keeps them when it returns true. When it returns false nothing is kept,
  /// and the caller writes the same text another way (a number beyond the fast digits).
  @inline(__always) func appendReserved(maxCount: Int, _ body: (inout ByteWriter) -> Bool) -> Bool {
    reserve(maxCount)
    var writer = ByteWriter(base: storage + count)
    guard body(&writer) else { return false }
    count += writer.count
    return true
  }

  /// Writes the digits of `n` ending just before `end`, moving `end` back over them, two
  /// digits per division.
  private static func formatInteger(
    _ n: UInt, into buffer: UnsafeMutableBufferPointer<UInt8>, end: inout Int
  ) {
    var n = n
    while n >= 100 {
      let pair = Int(n % 100)
      n /= 100
      end -= 2
      buffer[end] = UInt8(ascii: "0") &+ UInt8(pair / 10)  // checked: integer digits
      buffer[end + 1] = UInt8(ascii: "0") &+ UInt8(pair % 10)
    }
    if n >= 10 {
      end -= 2
      buffer[end] = UInt8(ascii: "0") &+ UInt8(n / 10)  // checked: integer digits
      buffer[end + 1] = UInt8(ascii: "0") &+ UInt8(n % 10)
    } else {
      end -= 1
      buffer[end] = UInt8(ascii: "0") &+ UInt8(n)
    }
  }

  /// Writes out what has been buffered when it exceeds the flush threshold.
  public func lineEnded() {
    appendByte(0x0a)
    if count >= flushThreshold { flush() }
  }

  /// Writes out everything buffered (no-op for in-memory output).
  public func flush() {
    guard let fd, count > 0 else { return }
    guard writeFailure == nil else {
      count = 0
      return
    }
    var offset = 0
    while offset < count {
      let n = write(fd, storage + offset, count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        if errno != EPIPE { writeFailure = errno }
        break
      }
      offset += n
    }
    count = 0
  }
}
