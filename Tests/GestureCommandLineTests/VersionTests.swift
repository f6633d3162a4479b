import Foundation
import GestureTestSupport
import Testing

@testable import GestureCommandLine

@Suite struct VersionTests {
  @Test func versionPrintsTheToolsNameAndVersion() {
    for flag in ["--version", "-V"] {
      let (status, out, err) = replay([flag])
      #expect(status == 0 && err.isEmpty, "\(flag)")
      #expect(out == "gesture-replay 0.1.0\n", "\(flag)")
    }
  }

  @Test func everySubcommandTakesVersion() {
    for subcommand in ["live", "devices", "plot", "haptics", "help"] {
      let (status, out, err) = replay([subcommand, "--version"])
      #expect(status == 0 && err.isEmpty, "\(subcommand)")
      #expect(out == "gesture-replay 0.1.0\n", "\(subcommand)")
    }
  }

  @Test func versionIsAFlagAndHelpComesFirst() {
    let (bad, _, err) = replay(["--version=1"])
    #expect(bad == 2 && err.contains("unknown option --version=1"))
    let (status, out, _) = replay(["--version", "--help"])
    #expect(status == 0 && out.hasPrefix("usage: gesture-replay"))
    // Given with a trace, --version still only prints the version.
    let (withTrace, version, _) = replay(["--version", "/nonexistent/trace"])
    #expect(withTrace == 0 && version == "gesture-replay 0.1.0\n")
  }

  @Test func theVersionIsMajorMinorPatch() {
    let parts = GestureVersion.string.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    #expect(GestureVersion.line == "gesture-replay " + GestureVersion.string)
  }

  static let changelog = repositoryRoot + "/CHANGELOG.md"

  /// The newest release CHANGELOG.md lists (`## [0.1.0] - date`), past `## [Unreleased]`.
  static func newestRelease(in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix("## [") {
      let version = line.dropFirst(4).prefix(while: { $0 != "]" })
      if version.first?.isNumber == true { return String(version) }
    }
    return nil
  }

  @Test func newestReleaseSkipsUnreleased() {
    let text = "# Changelog\n\n## [Unreleased]\n\n- x\n\n## [1.2.3] - 2026-12-05\n\n## [1.2.2]\n"
    #expect(Self.newestRelease(in: text) == "1.2.3")
    #expect(Self.newestRelease(in: "# Changelog\n") == nil)
  }

  @Test(
    "The version is CHANGELOG.md's newest release",
    .enabled(
      if: FileManager.default.fileExists(atPath: VersionTests.changelog),
      "no CHANGELOG.md in this checkout"))
  func versionMatchesTheChangelog() throws {
    let text = try readTextFile(Self.changelog)
    let newest = try #require(Self.newestRelease(in: text), "CHANGELOG.md lists no release")
    #expect(
      newest == GestureVersion.string,
      "CHANGELOG.md's newest release is \(newest), GestureVersion.string is \(GestureVersion.string): change one of them"
    )
  }
}
