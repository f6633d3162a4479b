import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine

/// Issue 41, outputs that destroy an input: an output that is the same file as an input of the
/// run (whatever names it) or as another output is refused before anything is written, and the
/// input is left as it was.
@Suite struct OutputConflictTests {
  private let trace = repositoryRoot + "/Recordings/synth/touchpad-bounce-150ms.events"

  /// A copy of `source` in a new temporary file; returns its path.
  private func copy(_ source: String, _ name: String) throws -> String {
    let path = temporaryPath(name)
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: source, toPath: path)
    return path
  }

  /// `plot - --output rec.events < rec.events` replaced the recording with the picture: `-` was
  /// compared with the output as text.
  @Test func standardInputIsTheTraceItNames() throws {
    let rec = try copy(trace, "conflict-stdin.events")
    defer { unlink(rec) }
    let before = try Data(contentsOf: URL(fileURLWithPath: rec))
    let (status, _, err) = try shellWithReplay("exec \"$0\" plot - --output '\(rec)' < '\(rec)'")
    #expect(status == 2)
    #expect(err.contains("--output \(rec) is the trace -: not overwritten"), "\(err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: rec)) == before)
  }

  /// The scene, an AHAP file it names, and the trace through a link are inputs too.
  @Test func theSceneItsPatternsAndLinksAreInputs() throws {
    let directory = temporaryPath("conflict-scene")
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = directory + "/scene.json"
    try #"""
    {"root": {"name": "window", "gestures": [{"name": "tap", "gesture": {"tap": {}}}]},
     "haptics": {"tap.ended": "h.ahap"}}
    """#.write(toFile: scene, atomically: false, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: Fixtures.path("ahap/bounce.ahap"), toPath: directory + "/h.ahap")
    #expect(symlink(trace, directory + "/t.events") == 0)
    for (output, what) in [
      (scene, "the scene \(scene)"), (directory + "/./h.ahap", "the haptic pattern"),
      (directory + "/t.events", "the trace"),
    ] {
      let before = try Data(contentsOf: URL(fileURLWithPath: output))
      let (status, _, err) = replay([
        "plot", directory + "/t.events", "--scene", scene, "--output", output,
      ])
      #expect(status == 2, "\(output): \(err)")
      #expect(err.contains("is \(what)"), "\(err)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    }
  }

  /// `live --record x.yml --plot x.yml` committed the recording, then replaced it with the
  /// picture.
  @Test func twoOutputsOfOneRunAreNotOneFile() throws {
    let path = temporaryPath("conflict-both.yml")
    unlink(path)
    let (status, _, err) = replay([
      "live", "--device", "/dev/null", "--record", path, "--plot",
      path.replacingOccurrences(of: "/conflict-both", with: "/./conflict-both"),
    ])
    #expect(status == 2)
    #expect(err.contains("are the same file"), "\(err)")
    #expect(access(path, F_OK) != 0)
  }

  /// `--output /proc/self/fd/1 > out.svg` writes the picture into out.svg.
  @Test func anOutputThroughStandardOutputLandsInTheRedirectedFile() throws {
    let svg = temporaryPath("conflict-out.svg")
    defer { unlink(svg) }
    let (status, _, err) = try shellWithReplay(
      "exec \"$0\" plot '\(trace)' --output /proc/self/fd/1 > '\(svg)'")
    #expect(status == 0, "\(err)")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"), "\(text.prefix(80))")
  }
}
