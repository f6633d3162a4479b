import GestureTestSupport
import Testing

@testable import GestureCommandLine

@Suite struct ManPageTests {
  let page = ManPage.text

  @Test func helpManPrintsThePage() {
    let (status, out, err) = replay(["help", "--man"])
    #expect(status == 0 && err.isEmpty)
    #expect(out == page)
  }

  @Test func thePageHasItsHeaderAndSections() {
    #expect(
      page.contains("\n.TH GESTURE-REPLAY 1 \"\" \"gesture-replay 0.1.0\" \"User Commands\"\n"))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "\"EXIT STATUS\"", "FILES", "\"SEE ALSO\"",
      "\"COMMAND: live\"", "\"COMMAND: devices\"", "\"COMMAND: plot\"", "\"COMMAND: haptics\"",
      "\"COMMAND: help\"",
    ] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    #expect(page.contains(".BR libinput (1),") && page.contains(".BR evemu\\-record (1),"))
  }

  @Test func thePageHasEveryOptionOfEveryUsage() {
    let text = page.replacing("\\-", with: "-")
    for (command, usage) in allUsages {
      let options = listedOptions(usage)
      #expect(options.count >= 3, "\(command ?? "gesture-replay")")
      for option in options {
        #expect(text.contains("\\fB\(option)\\fR"), "\(command ?? "gesture-replay") \(option)")
      }
    }
    for option in ["--touches", "--programs-via", "--from", "--completions", "-V"] {
      #expect(text.contains(".TP\n\\fB\(option)\\fR"), "\(option) as an option's tag")
    }
  }

  @Test func thePageIsPlainRoff() {
    let requests: Set<Substring> = [
      ".TH", ".SH", ".SS", ".nh", ".ad", ".PP", ".TP", ".nf", ".fi", ".in", ".ti", ".BR", ".\\\"",
    ]
    for line in page.split(separator: "\n") {
      #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "not ASCII: \(line)")
      if line.hasPrefix(".") || line.hasPrefix("'") {
        #expect(requests.contains(line.prefix(3)), "stray request: \(line)")
        continue
      }
      // Every hyphen is escaped: options copy as typed.
      let bare = line.replacing("\\-", with: "").replacing("\\\\", with: "")
      #expect(!bare.contains("-"), "unescaped hyphen: \(line)")
    }
  }

  @Test func roffEscapes() {
    #expect(Roff.escaped("a\\b") == "a\\eb")
    #expect(Roff.escaped(".x\n'y") == "\\&.x\n\\&'y")
    #expect(Roff.escaped("x → y …") == "x \\[u2192] y \\[u2026]")
    #expect(
      Roff.markedUp("[--format text|json] TRACE...")
        == "[\\fB\\-\\-format\\fR\\ \\fBtext\\fR|\\fBjson\\fR] \\fITRACE\\fR...")
  }

  @Test func theUsageTextsAreTakenApart() {
    let plot = UsageText(PlotOptions.usage)
    #expect(plot.synopsis.count == 1 && plot.synopsis[0].hasSuffix("--output FILE.svg"))
    let window = plot.options.first { $0.term == "--from S, --to S" }
    let names = [
      UsageText.OptionName(name: "--from", argument: "S"),
      UsageText.OptionName(name: "--to", argument: "S"),
    ]
    #expect(window?.names == names)
    #expect(
      window?.description.hasPrefix("draw only this stretch (seconds from the first event, 0")
        == true)
    #expect(plot.notes.count == 1)
    let live = UsageText(LiveOptions.usage)
    #expect(live.options.filter { $0.names.first?.name == "--backend" }.count == 2)
    let profile = live.options.first { $0.names.first?.name == "--haptics-profile" }
    #expect(profile?.names.first?.argument == "rumble|periodic|onoff")
    #expect(profile?.description.hasPrefix("the simulated device's profile") == true)
    let haptics = UsageText(HapticsOptions.usage)
    #expect(haptics.synopsis.count == 4)
    let laidOut = haptics.description.joined().filter { block in
      if case .layout = block { return true }
      return false
    }
    #expect(laidOut.count == 1)
  }

  @Test func theCommittedPageIsCurrent() throws {
    let committed = try readTextFile(repositoryRoot + "/man/gesture-replay.1")
    #expect(committed == page, "man/gesture-replay.1 is out of date: run make man")
  }
}
