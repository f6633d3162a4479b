import Foundation
import GestureTestSupport
import Glibc
import Testing

/// Issue 41: files that must be files. A FIFO where a file is read is checked before anything
/// waits on it (a FIFO named `*.quirks` hung the tool for ever in `open`), `--quirks FILE` is
/// refused (it was silently no quirks), and a quirks file named in bytes that are not UTF-8 is
/// read (its name was turned into a Swift string and another name opened).
@Suite struct NonRegularInputTests {
  private let trace = "Recordings/synth/touchpad-bounce-150ms.events"

  /// A new empty directory, removed afterwards.
  private func inNewDirectory(_ body: (String) throws -> Void) throws {
    let directory = temporaryPath("nonregular")
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  @Test func aFIFOAmongTheQuirksIsRefusedWithoutWaiting() throws {
    try inNewDirectory { directory in
      #expect(mkfifo(directory + "/50-fifo.quirks", 0o600) == 0)
      let (status, _, err) = try shellWithReplay(
        "exec timeout -s KILL 20 \"$0\" --quirks '\(directory)' \(trace)")
      #expect(status == 1, "\(err)")
      #expect(err.contains("50-fifo.quirks: is a FIFO, not a regular file"), "\(err)")
    }
  }

  @Test func quirksNamingAFileIsRefused() throws {
    let (status, _, err) = replay(["--quirks", repositoryRoot + "/" + trace, trace])
    #expect(status != 0)
    #expect(err.contains("not a directory (--quirks DIR|none)"), "\(err)")
  }

  @Test func aQuirksFileNamedInBytesIsRead() throws {
    try inNewDirectory { directory in
      // Made by the shell: the name's byte 0xFF is no UTF-8. A malformed file: its error,
      // with the line, shows that it was opened.
      let (status, _, err) = try shellWithReplay(
        "printf '[Broken]\\nNoSuchKey=1\\n' > '\(directory)'/$(printf '\\377').quirks && "
          + "exec \"$0\" --quirks '\(directory)' \(trace)")
      #expect(status == 1)
      #expect(err.contains("\\xFF.quirks:"), "\(err)")
      #expect(!err.contains("cannot open"), "\(err)")
    }
  }

  /// A scene may come through a pipe (`--scene <(…)`); a FIFO with no writer reads as empty
  /// instead of hanging.
  @Test func aSceneThroughAPipeIsReadAndAFIFOWithoutWriterIsEmpty() throws {
    let scene = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/circle-over-rectangle.json"
    let named = try shellWithReplay("exec \"$0\" --scene '\(scene)' \(trace)")
    let piped = try shellWithReplay("cat '\(scene)' | exec \"$0\" --scene /dev/stdin \(trace)")
    #expect(piped.0 == 0, "\(piped.2)")
    #expect(piped.1 == named.1)
    try inNewDirectory { directory in
      #expect(mkfifo(directory + "/scene.json", 0o600) == 0)
      let (status, _, err) = try shellWithReplay(
        "exec timeout -s KILL 20 \"$0\" --scene '\(directory)/scene.json' \(trace)")
      #expect(status == 1, "\(err)")
      #expect(err.contains("empty file"), "\(err)")
    }
  }
}
