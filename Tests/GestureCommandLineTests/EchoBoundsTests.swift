import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import Gestures

/// Issue 41, cost and output amplification: a device name was accepted up to the 1 MiB line
/// limit and repeated on every output line (a 1.1 MB trace could print 1.7 GB), and errors
/// quoted a whole number of a million digits or a 4 MiB key.
@Suite struct EchoBoundsTests {
  private let trace = repositoryRoot + "/Recordings/synth/touchpad-bounce-150ms.events"

  /// `trace` with its device name replaced by `name`, in a new temporary file.
  private func renamed(_ name: String, extension ext: String = "events") throws -> String {
    let text = try String(contentsOfFile: trace, encoding: .utf8)
      .replacingOccurrences(
        of: "N: Gestures Synthetic Pressure Touchpad", with: "N: \(name)")
    let path = temporaryPath("echo-\(name.utf8.count).\(ext)")
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  @Test func aDeviceNameLongerThanAKernelsIsRefused() throws {
    let fits = try renamed(String(repeating: "n", count: DeviceDescription.maximumNameLength))
    defer { unlink(fits) }
    #expect(replay([fits]).0 == 0)
    let long = try renamed(String(repeating: "n", count: 100_000))
    defer { unlink(long) }
    let (status, out, err) = replay([long])
    #expect(status == 1)
    #expect(out.isEmpty)
    #expect(err.contains("device name of 100000 bytes; a device name has at most 255"), "\(err)")
    #expect(err.utf8.count < 300)
  }

  @Test func aLibinputRecordDeviceNameIsBoundedToo() throws {
    let source = Fixtures.path("libinput-record/touchscreen-and-keyboard.yml")
    let text = try String(contentsOfFile: source, encoding: .utf8)
    let range = try #require(text.range(of: "name: "))
    let lineEnd = text[range.upperBound...].firstIndex(of: "\n")!
    let long = text.replacingCharacters(
      in: range.upperBound..<lineEnd, with: "\"" + String(repeating: "n", count: 5000) + "\"")
    let path = temporaryPath("echo-long-name.yml")
    try long.write(toFile: path, atomically: false, encoding: .utf8)
    defer { unlink(path) }
    let (status, _, err) = replay([path])
    #expect(status == 1)
    #expect(err.contains("evdev 'name' of 5000 bytes"), "\(err.prefix(300))")
    #expect(err.utf8.count < 300)
  }

  /// A number of a million digits in a scene: its error quotes 64 bytes of it.
  @Test func anErrorQuotesAtMostAnExcerptOfAValue() throws {
    let scene = temporaryPath("echo-number.json")
    let digits = String(repeating: "9", count: 1_000_000)
    try #"{"root": {"name": "w", "frame": {"x": \#(digits)}}}"#
      .write(toFile: scene, atomically: false, encoding: .utf8)
    defer { unlink(scene) }
    let (status, _, err) = replay(["--scene", scene, trace])
    #expect(status != 0)
    #expect(err.contains("number " + String(repeating: "9", count: 64) + "… (1000000 bytes)"))
    #expect(err.utf8.count < 400, "\(err.utf8.count) bytes")
    let key = String(repeating: "k", count: 4 << 20)
    try #"{"root": {"name": "w", "\#(key)": 1}}"#.write(
      toFile: scene, atomically: false, encoding: .utf8)
    let (_, _, keyErr) = replay(["--scene", scene, trace])
    #expect(keyErr.contains("… (4194304 bytes)"), "\(keyErr.prefix(200))")
    #expect(keyErr.utf8.count < 1000, "\(keyErr.utf8.count) bytes")
  }

  @Test func anExcerptKeepsWholeCharacters() {
    #expect(Quoted.excerpt("short") == "short")
    let text = String(repeating: "é", count: 40)  // 80 bytes
    #expect(Quoted.excerpt(text) == String(repeating: "é", count: 32) + "… (80 bytes)")
  }
}
