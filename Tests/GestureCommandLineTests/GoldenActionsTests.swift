import GestureTestSupport
import Testing

/// Every recording's actions under the bundled desktop scene equal the reviewed golden file
/// beside it (`X.actions`: the action lines of `--actions-log`, empty when none run; see
/// Recordings/GOLDEN-REVIEW.md). Regenerate with scripts/update-golden.sh and review.
@Suite struct GoldenActionsTests {
  static let scene = repositoryRoot + "/Examples/Desktop/desktop.json"

  static func actions(_ entry: ManifestEntry, format: String = "text") -> (Int32, String, String) {
    var args = ["--scene", scene, "--actions-log", "--format", format]
    if let c = entry.companion { args += ["--desc", repositoryRoot + "/" + c] }
    args += entry.options
    args.append(repositoryRoot + "/" + entry.path)
    let (status, out, err) = replay(args)
    let marker = format == "json" ? "{\"time\":" : "  action "
    let lines = out.split(separator: "\n").filter {
      $0.contains(marker) && (format == "text" || $0.contains("\"action\":"))
    }
    return (status, lines.map { $0 + "\n" }.joined(), err)
  }

  @Test(arguments: replayableRecordings())
  func actionsMatchTheReviewedLog(_ entry: ManifestEntry) throws {
    let (status, out, err) = Self.actions(entry)
    #expect(status == 0, "\(err)")
    let golden = try readTextFile(repositoryRoot + "/" + entry.path + ".actions")
    #expect(out == golden)
  }

  @Test func theJSONLogCarriesTheSameActions() throws {
    let rotate = replayableRecordings().first { $0.path.hasSuffix("InputActions/rotate_both_2") }
    let entry = try #require(rotate)
    let text = Self.actions(entry).1.split(separator: "\n")
    let json = Self.actions(entry, format: "json").1.split(separator: "\n")
    #expect(json.count == text.count && text.count == 19)
    #expect(json[0].contains(#""action":"key volumeup""#) && json[0].contains(#""step":1"#))
    #expect(json[0].contains(#"["keyboard","KEY_VOLUMEUP",1]"#))
  }
}
