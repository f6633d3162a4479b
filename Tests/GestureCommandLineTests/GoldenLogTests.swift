import Foundation
import GestureTestSupport
import Testing

@testable import Gestures

/// Every recording's transition log equals the reviewed golden log beside it
/// (`X.transitions`, see Recordings/GOLDEN-REVIEW.md). Regenerate with
/// scripts/update-golden.sh, then review the diff against the recording before committing.
@Suite struct GoldenLogTests {
  @Test(arguments: replayableRecordings())
  func transitionsMatchTheReviewedLog(_ entry: ManifestEntry) throws {
    let (status, out, err) = transitionLog(entry)
    #expect(status == 0, "\(err)")
    let golden = try readTextFile(repositoryRoot + "/" + entry.path + ".transitions")
    #expect(out == golden)
  }

  /// The executable, in a process of its own (another hashing seed), writes the same JSON as
  /// the command run here.
  @Test(arguments: replayableRecordings())
  func anotherProcessWritesTheSameLog(_ entry: ManifestEntry) throws {
    let here = transitionLog(entry, format: "json")
    let there = try replayInAnotherProcess(transitionLogArguments(entry, format: "json"))
    #expect(here.0 == 0 && there.0 == 0, "\(there.2)")
    #expect(there.1 == here.1)
  }

  /// Every recording listed (MANIFEST.tsv, synth/GROUND-TRUTH.tsv) exists and has both reviewed
  /// logs, and every reviewed log belongs to a listed recording.
  @Test func everyRecordingHasItsReviewedLogs() throws {
    let listed = Set(replayableRecordings().map(\.path))
    #expect(listed.count >= 60 + 15)
    var transitions: Set<String> = []
    var actions: Set<String> = []
    let root = URL(fileURLWithPath: repositoryRoot + "/Recordings")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
    while let file = files.nextObject() as? String {
      let path = "Recordings/" + file
      if path.hasSuffix(".transitions") { transitions.insert(String(path.dropLast(12))) }
      if path.hasSuffix(".actions") { actions.insert(String(path.dropLast(8))) }
    }
    #expect(transitions == listed, "\(transitions.symmetricDifference(listed).sorted())")
    #expect(actions == listed, "\(actions.symmetricDifference(listed).sorted())")
    for path in listed {
      #expect(FileManager.default.fileExists(atPath: repositoryRoot + "/" + path), "\(path)")
    }
  }
}
