/// File names as the bytes the user gave, carried in a `String`.
///
/// Linux file names are bytes, not always UTF-8, and Swift's `CommandLine.arguments` replaces
/// invalid UTF-8 with U+FFFD, so such a file could not be opened. ``string(bytes:)`` keeps every
/// byte: valid UTF-8 as its characters, and each byte of an invalid sequence (and of a valid
/// U+F700…U+F7FF, so that the mapping is one to one) as the private-use character U+F700 + the
/// byte. ``withCString(_:_:)`` gives back the original bytes for `open(2)`, and
/// ``TerminalText`` shows such a byte as `\xFF`.
public enum PathBytes {
  /// The first private-use character standing for a byte (U+F700 + byte).
  static let base: UInt32 = 0xF700

  /// `bytes` (a command-line argument) as a `String` that keeps every byte.
  public static func string(bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < bytes.count {
      let (scalar, length) = decode(bytes, at: i)
      if let scalar, !(base...(base + 0xFF)).contains(scalar.value) {
        out.append(scalar)
      } else {
        for b in bytes[i..<(i + length)] { out.append(Unicode.Scalar(base + UInt32(b))!) }
      }
      i += length
    }
    return String(out)
  }

  /// The argument at `pointer` (a C string) as a `String` that keeps every byte.
  public static func string(cString pointer: UnsafePointer<CChar>) -> String {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      string(bytes: UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The bytes `path` stands for: U+F700 + b as the byte b, other characters as UTF-8.
  public static func bytes(_ path: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if (base...(base + 0xFF)).contains(scalar.value) {
        out.append(UInt8(truncatingIfNeeded: scalar.value - base))
      } else {
        out.append(contentsOf: String(scalar).utf8)
      }
    }
    return out
  }

  /// Calls `body` with `path`'s bytes as a NUL-terminated C string, for `open(2)`.
  public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
    var bytes = bytes(path)
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// The byte a character stands for, if it stands for one.
  static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
    (base...(base + 0xFF)).contains(scalar.value)
      ? UInt8(truncatingIfNeeded: scalar.value - base) : nil
  }

  /// The scalar at `i` and its length in bytes, or nil and 1 for a byte that starts no valid
  /// sequence.
  private static func decode(_ b: [UInt8], at i: Int) -> (Unicode.Scalar?, Int) {
    let lead = b[i]
    let (length, minimum): (Int, UInt32) =
      switch lead {
      case 0..<0x80: (1, 0)
      case 0xC2...0xDF: (2, 0x80)
      case 0xE0...0xEF: (3, 0x800)
      case 0xF0...0xF4: (4, 0x10000)
      default: (0, 0)
      }
    guard length > 0, i + length <= b.count else { return (nil, 1) }
    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
    for k in 1..<length {
      guard b[i + k] & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(b[i + k] & 0x3F)
    }
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (scalar, length)
  }
}
