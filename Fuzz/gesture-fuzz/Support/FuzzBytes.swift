/// A fuzzer's input read front to back as the values a target needs, little-endian. Reading
/// past the end gives zeros, so every byte string, even an empty one, is a complete sequence of
/// values and no input is rejected before it reaches the code under test.
struct FuzzBytes {
  /// The whole input.
  let bytes: [UInt8]
  /// How many bytes have been read.
  private(set) var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// True once every byte has been read (further reads give zeros).
  var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func u8() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next two bytes as an unsigned number.
  mutating func u16() -> UInt16 { UInt16(u8()) | UInt16(u8()) << 8 }

  /// The next two bytes as a signed number.
  mutating func i16() -> Int16 { Int16(bitPattern: u16()) }

  /// The next four bytes as an unsigned number.
  mutating func u32() -> UInt32 { UInt32(u16()) | UInt32(u16()) << 16 }

  /// The next four bytes as a signed number.
  mutating func i32() -> Int32 { Int32(bitPattern: u32()) }

  /// The next eight bytes as an unsigned number.
  mutating func u64() -> UInt64 { UInt64(u32()) | UInt64(u32()) << 32 }

  /// One byte as an index below `count` (at most 256).
  mutating func index(below count: Int) -> Int { Int(u8()) % count }
}

/// The inverse of ``FuzzBytes``: writes values so that a target reads them back, for seed
/// inputs derived from real recordings.
struct FuzzBytesWriter {
  /// What has been written.
  private(set) var bytes: [UInt8] = []

  mutating func u8(_ v: UInt8) { bytes.append(v) }

  mutating func u16(_ v: UInt16) {
    u8(UInt8(truncatingIfNeeded: v))
    u8(UInt8(truncatingIfNeeded: v >> 8))
  }

  mutating func i16(_ v: Int16) { u16(UInt16(bitPattern: v)) }

  mutating func u32(_ v: UInt32) {
    u16(UInt16(truncatingIfNeeded: v))
    u16(UInt16(truncatingIfNeeded: v >> 16))
  }

  mutating func i32(_ v: Int32) { u32(UInt32(bitPattern: v)) }

  mutating func u64(_ v: UInt64) {
    u32(UInt32(truncatingIfNeeded: v))
    u32(UInt32(truncatingIfNeeded: v >> 32))
  }

  /// `v` clamped into `0 … UInt8.max`.
  mutating func u8(clamping v: Int) { u8(UInt8(clamping: v)) }

  /// `v` clamped into `0 … UInt16.max`.
  mutating func u16(clamping v: Int64) { u16(UInt16(clamping: v)) }

  /// `v` clamped into the `Int16` range.
  mutating func i16(clamping v: Double) {
    i16(v.isNaN ? 0 : Int16(max(-32768, min(32767, v.rounded()))))
  }
}

/// Trace times as the readers deliver them: evemu allows 12 digits of seconds, so times are
/// `0 ..< 10^18` µs and never go backwards. Targets fed binary inputs keep their clocks there,
/// so a finding is about times a real trace can carry, not about arithmetic past them.
enum FuzzTime {
  /// One past the largest time a trace can carry, µs.
  static let limit: Int64 = 1_000_000_000_000_000_000

  /// A start time from eight bytes.
  static func start(_ raw: UInt64) -> Int64 { Int64(raw % UInt64(limit)) }

  /// `time` moved on by `delta` µs, stopping just below ``limit``.
  static func advance(_ time: Int64, by delta: Int64) -> Int64 {
    min(time + delta, limit - 1)
  }
}
