import Foundation
import GestureActions
import GestureCommandLine
import GestureHaptics
import GestureTraces
import Gestures
import Testing

/// The keys the haptics and actions modules read in scene files, as the command line loads
/// scenes.
package let sceneExtensions = [SceneHaptics.sceneKey, SceneActions.sceneKey]

/// The repository's root, from this file's path.
package let repositoryRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/GestureTestSupport/Repository.swift
  return parts.joined(separator: "/")
}()

/// The test inputs every module's tests read, in the source tree.
package enum Fixtures {
  /// `Tests/GesturesTests/Fixtures`.
  package static let root = URL(fileURLWithPath: repositoryRoot)
    .appendingPathComponent("Tests/GesturesTests/Fixtures")
  /// The path of `name` in the fixtures (`scenes/haptics.json`).
  package static func path(_ name: String) -> String { root.appendingPathComponent(name).path }
}

/// A fresh temporary file path (the file does not exist yet).
package func temporaryPath(_ name: String) -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("gestures-\(UUID().uuidString)-\(name)").path
}

/// The scene fixtures: seed scenes and the broken-scene corpus.
package enum SceneFixtures {
  package static let scenes = Fixtures.root.appendingPathComponent("scenes")
  package static let broken = Fixtures.root.appendingPathComponent("broken/scene")
  package static func scene(_ name: String) -> String { scenes.appendingPathComponent(name).path }
}

/// One recording listed in Recordings/MANIFEST.tsv.
package struct ManifestEntry: CustomTestStringConvertible, Sendable {
  package var path: String
  package var companion: String?
  package var gesture: String
  /// The touchpad options a synthesized trace is replayed with (its `NAME.options`, as the
  /// libinput judge gives them to libinput): `--enable-3fg-drag 3fg`.
  package var options: [String] = []
  package var testDescription: String { path }
}

/// Every recording of MANIFEST.tsv, then every synthesized trace.
package func replayableRecordings() -> [ManifestEntry] {
  var entries: [ManifestEntry] = []
  let text = (try? readTextFile(repositoryRoot + "/Recordings/MANIFEST.tsv")) ?? ""
  for line in text.split(separator: "\n").dropFirst() {
    let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard cols.count >= 14 else { continue }
    entries.append(
      ManifestEntry(
        path: "Recordings/" + cols[0], companion: cols[13].isEmpty ? nil : "Recordings/" + cols[13],
        gesture: cols[8]))
  }
  let synth = (try? readTextFile(repositoryRoot + "/Recordings/synth/GROUND-TRUTH.tsv")) ?? ""
  var seen = Set<String>()
  for line in synth.split(separator: "\n").dropFirst() {
    let file = String(line.split(separator: "\t").first ?? "")
    guard file.hasSuffix(".events"), seen.insert(file).inserted else { continue }
    let options = (try? readTextFile(repositoryRoot + "/Recordings/synth/" + file + ".options"))
    entries.append(
      ManifestEntry(
        path: "Recordings/synth/" + file, companion: nil, gesture: "synth",
        options: (options ?? "").split(whereSeparator: \.isWhitespace).map(String.init)))
  }
  return entries
}

/// Runs gesture-replay's logic in memory; returns (status, stdout, stderr).
package func replay(_ arguments: [String]) -> (Int32, String, String) {
  let out = OutputBuffer()
  let err = OutputBuffer()
  let status = ReplayCommand.run(arguments: arguments, output: out, errors: err)
  return (status, out.text, err.text)
}

/// The built `gesture-replay` executable, beside this test binary.
package func replayExecutable() throws -> URL {
  let tests = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  return URL(fileURLWithPath: tests).deletingLastPathComponent()
    .appendingPathComponent("gesture-replay")
}

/// Runs `executable` with `arguments` (in `directory` when given); returns (status, stdout,
/// stderr).
package func runProcess(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil
) throws -> (Int32, String, String) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Read before waiting: a full pipe would block the child.
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: stdout, as: UTF8.self),
    String(decoding: stderr, as: UTF8.self)
  )
}

/// Runs the built `gesture-replay` executable in a process of its own; returns (status,
/// stdout, stderr). Another process has another hashing seed: output that depended on a
/// dictionary's order would differ from ``replay(_:)``'s.
package func replayInAnotherProcess(_ arguments: [String]) throws -> (Int32, String, String) {
  try runProcess(replayExecutable(), arguments)
}

/// Runs `script` with `/bin/sh -c`, `$0` being the built `gesture-replay`, from the
/// repository's root: for what only a shell sets up (closed or redirected standard
/// descriptors). Returns (status, stdout, stderr). The child inherits this process's signal
/// mask, in which a test may have blocked SIGTERM: a time limit is `timeout -s KILL`.
package func shellWithReplay(_ script: String) throws -> (Int32, String, String) {
  try runProcess(
    URL(fileURLWithPath: "/bin/sh"), ["-c", script, replayExecutable().path],
    in: URL(fileURLWithPath: repositoryRoot))
}

/// The default-scene transition log of a recording, as `gesture-replay` prints it.
package func transitionLog(_ entry: ManifestEntry, format: String = "text") -> (
  Int32, String, String
) {
  replay(transitionLogArguments(entry, format: format))
}

/// The arguments of `gesture-replay` for ``transitionLog(_:format:)``.
package func transitionLogArguments(_ entry: ManifestEntry, format: String = "text") -> [String] {
  var args = ["--format", format]
  if let c = entry.companion { args += ["--desc", repositoryRoot + "/" + c] }
  args += entry.options
  args.append(repositoryRoot + "/" + entry.path)
  return args
}

package func readTextFile(_ path: String) throws -> String {
  let reader = try LineReader(path: path)
  var text = ""
  while let line = try reader.nextLine() {
    text += String(decoding: line, as: UTF8.self)
    text += "\n"
  }
  return text
}
