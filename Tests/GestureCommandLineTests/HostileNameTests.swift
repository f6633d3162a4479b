import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

/// Names a device or a file chooses reach the terminal and the SVG escaped (issue 27): a
/// malicious device named with escape sequences or a newline neither drives the terminal nor
/// forges output lines.
@Suite struct HostileNameTests {
  /// ESC (an OSC title change ended by BEL), a newline forging a line, a one-byte CSI and a
  /// right-to-left override, as YAML double-quoted escapes.
  static let hostileYAML = #""\e]0;pwned\a\n  0.000 fake line\x9B2J\u202Eevil""#
  static let raw: [Unicode.Scalar] = ["\u{1b}", "\u{07}", "\u{9b}", "\u{202e}"]

  /// `trace` (an evemu file) rewritten as a libinput recording whose device's name is
  /// `nameYAML` (a YAML scalar, so escapes decode to the raw characters).
  func recording(_ trace: String, nameYAML: String) throws -> String {
    var source = try EvemuReader(path: repositoryRoot + "/" + trace)
    var devices = source.devices
    devices[0].name = "NAME-PLACEHOLDER"
    let path = temporaryPath("hostile.yml")
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    while let record = try source.next() { try writer.write(record) }
    try writer.finish()
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: "\"NAME-PLACEHOLDER\"", with: nameYAML)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func expectEscaped(_ text: String, _ what: String) {
    for c in Self.raw {
      #expect(!text.unicodeScalars.contains(c), "\(what) holds U+\(String(c.value, radix: 16))")
    }
    #expect(text.contains(#"\e]0;pwned\a\n  0.000 fake line\u{9b}2J\u{202e}evil"#), "\(what)")
  }

  @Test func touchLinesShowTheNameEscapedOnOneLine() throws {
    let trace = "Recordings/synth/touchscreen-tap.events"
    let hostile = try recording(trace, nameYAML: Self.hostileYAML)
    let plain = try recording(trace, nameYAML: "plain")
    defer { unlink(hostile) }
    defer { unlink(plain) }
    let (status, out, _) = replay(["--touches", hostile])
    let (_, plainOut, _) = replay(["--touches", plain])
    #expect(status == 0)
    expectEscaped(out, "--touches")
    #expect(out.split(separator: "\n").count == plainOut.split(separator: "\n").count)
    #expect(out.split(separator: "\n").count >= 2)
  }

  @Test func aStderrNoteShowsTheNameEscapedOnOneLine() throws {
    // No axis resolution: the decoder's note names the device.
    let trace = "Recordings/synth/no-resolution-touchscreen.events"
    let hostile = try recording(trace, nameYAML: Self.hostileYAML)
    let plain = try recording(trace, nameYAML: "plain")
    defer { unlink(hostile) }
    defer { unlink(plain) }
    let (status, _, errors) = replay([hostile])
    let (_, _, plainErrors) = replay([plain])
    #expect(status == 0)
    #expect(plainErrors.contains("\"plain\""))
    expectEscaped(errors, "stderr")
    #expect(errors.split(separator: "\n").count == plainErrors.split(separator: "\n").count)
  }

  @Test func theTerminalEscapeCoversEveryControlCharacter() {
    for v: UInt32 in [0, 0x1f, 0x7f, 0x80, 0x9f, 0x2028, 0x2029, 0x202a, 0x202e, 0x2066, 0x2069] {
      let escaped = TerminalText.escaped("a\(Character(Unicode.Scalar(v)!))b")
      #expect(escaped.unicodeScalars.count > 3, "U+\(String(v, radix: 16)) kept raw")
      #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7f })
    }
    #expect(TerminalText.escaped("Wacom Intuos Pro ü 触") == "Wacom Intuos Pro ü 触")
  }

  @Test func anSVGOfAHostileFileNameIsWellFormed() throws {
    let path = temporaryPath("plot-\u{FFFE}\u{FFFF}\u{01}\u{1b}<&.events")
    defer { unlink(path) }
    try FileManager.default.copyItem(
      atPath: repositoryRoot + "/Recordings/synth/touchscreen-tap.events", toPath: path)
    let r = runPlot(path)
    #expect(r.status == 0, "\(r.errors)")
    #expect(xmlProblem(r.svg) == nil)
    let forbidden = r.svg.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value >= 0xFFFE
    }
    #expect(forbidden.isEmpty, "\(forbidden.map(\.value))")
    #expect(r.svg.contains("plot-\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}&lt;&amp;.events"))
  }
}
