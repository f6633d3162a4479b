import GestureActions
import GestureHaptics
import Testing

@testable import GestureCommandLine
@testable import GestureTraces
@testable import Gestures

/// The keys the haptics and actions modules read in scene files, as the command line loads
/// scenes.
let sceneExtensions = [SceneHaptics.sceneKey, SceneActions.sceneKey]

/// The repository's root, from this file's path.
let repositoryRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)  // Tests/GesturesTests/Replay/ReplayTestSupport.swift
  return parts.joined(separator: "/")
}()

/// One recording listed in Recordings/MANIFEST.tsv.
struct ManifestEntry: CustomTestStringConvertible, Sendable {
  var path: String
  var companion: String?
  var gesture: String
  var testDescription: String { path }
}

/// Every recording of MANIFEST.tsv, then every synthesized trace.
func replayableRecordings() -> [ManifestEntry] {
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
    entries.append(
      ManifestEntry(path: "Recordings/synth/" + file, companion: nil, gesture: "synth"))
  }
  return entries
}

/// Runs gesture-replay's logic in memory; returns (status, stdout, stderr).
func replay(_ arguments: [String]) -> (Int32, String, String) {
  let out = OutputBuffer()
  let err = OutputBuffer()
  let status = ReplayCommand.run(arguments: arguments, output: out, errors: err)
  return (status, out.text, err.text)
}

/// The default-scene transition log of a recording, as `gesture-replay` prints it.
func transitionLog(_ entry: ManifestEntry, format: String = "text") -> (Int32, String, String) {
  var args = ["--format", format]
  if let c = entry.companion { args += ["--desc", repositoryRoot + "/" + c] }
  args.append(repositoryRoot + "/" + entry.path)
  return replay(args)
}

func readTextFile(_ path: String) throws -> String {
  let reader = try LineReader(path: path)
  var text = ""
  while let line = try reader.nextLine() {
    text += String(decoding: line, as: UTF8.self)
    text += "\n"
  }
  return text
}
