import Testing

@testable import Gestures

/// Issue 27, non-UTF-8 file names: arguments were repaired to UTF-8 before `open()`, so a file
/// named with other bytes could not be opened. Names keep their bytes and show them escaped.
@Suite("Path bytes")
struct PathBytesTests {
  /// Invalid UTF-8 (a lone 0xFF, a truncated sequence, an overlong `/`, a surrogate), a valid
  /// U+F7FF (which the mapping itself uses) and plain text all come back byte for byte.
  @Test(
    arguments: [
      [0x61, 0xFF, 0x62], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xEF, 0x9F, 0xBF],
      Array("trace é ✓.events".utf8), [],
    ] as [[UInt8]])
  func bytesRoundTrip(_ bytes: [UInt8]) {
    let name = PathBytes.string(bytes: bytes)
    #expect(PathBytes.bytes(name) == bytes)
    let cString = PathBytes.withCString(name) { pointer in
      (0..<bytes.count + 1).map { UInt8(bitPattern: pointer[$0]) }
    }
    #expect(cString == bytes + [0])
  }

  @Test func validTextIsUnchangedAndBytesShowEscaped() {
    #expect(PathBytes.string(bytes: Array("tap é.events".utf8)) == "tap é.events")
    let name = PathBytes.string(bytes: [0x61, 0xFF, 0x1B, 0x62])
    #expect(TerminalText.escaped(name) == "a\\xFF\\eb")
  }

  @Test func anOutputLineEscapesWhatATerminalWouldActOnAndCopiesTheRest() {
    let out = OutputBuffer()
    out.append(escaped: "pinch")
    out.append(escaped: " tap\u{1B}[2J\n")
    out.append(escaped: "é\u{202E}")
    out.append(escaped: PathBytes.string(bytes: [0x61, 0xFF]))
    #expect(out.text == "pinch tap\\e[2J\\né\\u{202e}a\\xFF")
  }
}
