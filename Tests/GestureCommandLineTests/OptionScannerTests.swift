import Testing

@testable import GestureCommandLine
@testable import Gestures

/// One scanner reads every subcommand's arguments: the same forms, the same errors.
@Suite struct OptionScannerTests {
  @Test func readsOptionsValuesAndOperands() throws {
    var scan = OptionScanner(["--a", "1", "--b=2", "x", "-", "--flag", "--", "--c", "-h"])
    var seen: [String] = []
    while let item = scan.next() {
      switch item {
      case .option("--a"), .option("--b"):
        seen.append("\(scan.argument.prefix(3))=\(try scan.value())")
      case .option(let name):
        try scan.flag()
        seen.append(name)
      case .operand(let o): seen.append("<\(o)>")
      }
    }
    #expect(seen == ["--a=1", "--b=2", "<x>", "<->", "--flag", "<--c>", "<-h>"])
  }

  @Test func missingValueAndUnknownOptionsSayWhich() {
    var scan = OptionScanner(["--scene"], command: "live")
    _ = scan.next()
    #expect(throws: UsageError("--scene needs a value")) { _ = try scan.value() }
    var flag = OptionScanner(["--grab=yes"], command: "live")
    _ = flag.next()
    #expect(throws: UsageError("live: unknown option --grab=yes")) { try flag.flag() }
    var typed = OptionScanner(["--format=yaml"])
    _ = typed.next()
    #expect(throws: UsageError("--format must be text or json, not \"yaml\"")) {
      _ = try typed.value(mustBe: "text or json", OutputFormat.init(rawValue:))
    }
  }

  /// Both spellings of a value, and a repeated option (the last wins, or a list), in every
  /// subcommand.
  @Test func everySubcommandTakesBothSpellings() throws {
    let r = try ReplayOptions.parse(["--format=json", "--scene", "s.json", "--format", "text", "t"])
    #expect(r.format == .text && r.scenePath == "s.json" && r.traces == ["t"])
    let l = try LiveOptions.parse(["--device=/a", "--device", "/b", "--backend=libinput"])
    #expect(l.devices == ["/a", "/b"] && l.backend == .libinput)
    let h = try HapticsOptions.parse(["render", "success", "--motors=1", "--profile", "periodic"])
    #expect(h.motors == 1 && h.profile == .periodic)
    let d = try DevicesCommand.Options.parse(["--format=json", "/dev/input/event3"])
    #expect(d.format == .json && d.paths == ["/dev/input/event3"])
  }

  /// Every subcommand prints a usage error and its usage on stderr and exits 2.
  @Test(arguments: [
    (["--bogus", "t"], "gesture-replay: unknown option --bogus", "usage: gesture-replay ["),
    (["--format"], "gesture-replay: --format needs a value", "usage: gesture-replay ["),
    (
      ["live", "--bogus"], "gesture-replay: live: unknown option --bogus",
      "usage: gesture-replay live"
    ),
    (["live", "--seat"], "gesture-replay: --seat needs a value", "usage: gesture-replay live"),
    (
      ["devices", "--bogus"], "gesture-replay: devices: unknown option --bogus",
      "usage: gesture-replay devices"
    ),
    (
      ["devices", "--format"], "gesture-replay: --format needs a value",
      "usage: gesture-replay devices"
    ),
    (
      ["haptics", "--bogus"], "gesture-replay: haptics: unknown option --bogus",
      "usage: gesture-replay haptics"
    ),
    (
      ["haptics", "render", "success", "--gain=200"],
      "gesture-replay: --gain must be a whole percentage 0..100, not \"200\"",
      "usage: gesture-replay haptics"
    ),
  ])
  func usageErrorsExitTwoWithTheUsage(_ arguments: [String], _ message: String, _ usage: String) {
    let out = OutputBuffer()
    let err = OutputBuffer()
    #expect(ReplayCommand.run(arguments: arguments, output: out, errors: err) == 2)
    let lines = err.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == message)
    #expect(lines.count > 1 && lines[1].hasPrefix(usage), "\(err.text)")
    #expect(out.text.isEmpty)
  }
}
