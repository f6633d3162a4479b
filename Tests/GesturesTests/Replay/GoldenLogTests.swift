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

  @Test(arguments: replayableRecordings())
  func replayIsDeterministic(_ entry: ManifestEntry) {
    let first = transitionLog(entry, format: "json")
    let second = transitionLog(entry, format: "json")
    #expect(first.1 == second.1)
    #expect(first.0 == 0)
  }

  @Test func manifestIsComplete() {
    #expect(replayableRecordings().count >= 60 + 15)
  }
}
