import Foundation
import GestureTestSupport
import Testing

@testable import GestureCommandLine

@Suite struct HelpCommandTests {
  @Test func helpPrintsTheToolsUsage() {
    let (status, out, err) = replay(["help"])
    #expect(status == 0 && err.isEmpty)
    #expect(out == ReplayOptions.usage + "\n")
    #expect(out == replay(["--help"]).1)
    #expect(out.contains("gesture-replay help [live|devices|plot|haptics]"))
  }

  @Test func helpSubcommandPrintsWhatSubcommandHelpPrints() {
    for subcommand in ["live", "devices", "plot", "haptics", "help"] {
      let (status, out, err) = replay(["help", subcommand])
      #expect(status == 0 && err.isEmpty, "\(subcommand)")
      #expect(out.hasPrefix("usage: gesture-replay \(subcommand)"), "\(subcommand)")
      #expect(out == replay([subcommand, "--help"]).1, "\(subcommand)")
    }
  }

  @Test func anUnknownSubcommandIsAUsageErrorNamingTheValidOnes() {
    let (status, out, err) = replay(["help", "replay"])
    #expect(status == 2 && out.isEmpty)
    #expect(err.hasPrefix("gesture-replay: help: unknown subcommand \"replay\""))
    for name in ["live", "devices", "plot", "haptics"] { #expect(err.contains(name)) }
    #expect(err.contains("usage: gesture-replay help"))
    let (two, _, twoErr) = replay(["help", "live", "plot"])
    #expect(two == 2 && twoErr.contains("help takes one SUBCOMMAND"))
    let (both, _, _) = replay(["help", "live", "--man"])
    #expect(both == 2)
    let (shell, _, shellErr) = replay(["help", "--completions", "tcsh"])
    #expect(shell == 2 && shellErr.contains("--completions must be bash, zsh or fish"))
  }

  @Test func aTraceNamedHelpIsReplayedWrittenWithItsDirectory() throws {
    let directory = temporaryPath("help-trace")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let original = repositoryRoot + "/Recordings/synth/touchscreen-tap.events"
    try FileManager.default.copyItem(atPath: original, toPath: directory + "/help")
    let expected = replay([original])
    #expect(expected.0 == 0 && !expected.1.isEmpty)
    #expect(replay([directory + "/help"]).1 == expected.1)
    #expect(replay(["--", directory + "/help"]).1 == expected.1)
    #expect(ReplayOptions.usage.contains("(./help)"))
  }
}
