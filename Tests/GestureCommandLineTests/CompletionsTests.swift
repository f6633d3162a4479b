import GestureTestSupport
import Testing

@testable import GestureCommandLine

@Suite struct CompletionsTests {
  func command(_ name: String?) throws -> Completions.Command {
    try #require(Completions.commands.first { $0.name == name })
  }

  func argument(_ option: String, of name: String?) throws -> ArgumentKind? {
    try #require(try command(name).options.first { $0.names.contains(option) }).argument
  }

  @Test func helpCompletionsPrintsEachShellsScript() {
    for shell in ["bash", "zsh", "fish"] {
      let (status, out, err) = replay(["help", "--completions", shell])
      #expect(status == 0 && err.isEmpty, "\(shell)")
      #expect(
        out.hasPrefix(shell == "zsh" ? "#compdef gesture-replay\n# zsh" : "# \(shell) completion"))
      #expect(out.contains("gesture-replay 0.1.0"), "\(shell)")
    }
  }

  @Test func everyCommandHasEveryOptionOfItsUsage() throws {
    for (name, usage) in allUsages {
      let names = try command(name).options.flatMap(\.names)
      #expect(Set(names) == Set(listedOptions(usage)), "\(name ?? "gesture-replay")")
    }
  }

  @Test func theScriptsHaveEverySubcommandAndOption() {
    let bash = Completions.script(for: .bash)
    let zsh = Completions.script(for: .zsh)
    let fish = Completions.script(for: .fish)
    for name in ["live", "devices", "plot", "haptics", "help"] {
      #expect(bash.contains("'\(name)')"), "bash \(name)")
      #expect(zsh.contains("\n_gesture-replay_\(name)() {"), "zsh \(name)")
      #expect(zsh.contains("'\(name):"), "zsh menu \(name)")
      #expect(fish.contains("-eq 1' -a \(name) -d"), "fish \(name)")
      #expect(fish.contains("__gesture_replay_in '\(name)'"), "fish \(name)")
    }
    for (command, usage) in allUsages {
      for option in listedOptions(usage) {
        let what = "\(command ?? "gesture-replay") \(option)"
        #expect(bash.contains(" \(option)") || bash.contains("|\(option)"), "bash \(what)")
        #expect(zsh.contains("'*\(option)[") || zsh.contains("'*\(option)="), "zsh \(what)")
        let fishName =
          option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
        #expect(fish.contains(" \(fishName) "), "fish \(what)")
      }
    }
  }

  @Test func eachOptionOffersWhatItTakes() throws {
    #expect(try argument("--scene", of: nil) == ArgumentKind(extensions: ["json"]))
    #expect(try argument("--format", of: nil) == ArgumentKind(words: ["text", "json"]))
    #expect(try argument("--desc", of: nil) == ArgumentKind(extensions: []))
    #expect(try argument("--quirks", of: nil) == ArgumentKind(words: ["none"], directories: true))
    #expect(try argument("--haptics", of: nil) == .eventDevices)
    #expect(try argument("--explain", of: nil) == nil)
    #expect(try argument("--device", of: "live") == .eventDevices)
    #expect(try argument("--backend", of: "live") == ArgumentKind(words: ["evdev", "libinput"]))
    // MODE in the options list, direct|systemd in the synopsis.
    #expect(
      try argument("--programs-via", of: "live") == ArgumentKind(words: ["direct", "systemd"]))
    #expect(try argument("--seat", of: "live")?.isEmpty == true)
    #expect(try argument("--output", of: "plot") == ArgumentKind(extensions: ["svg"]))
    #expect(try argument("--to", of: "plot")?.isEmpty == true)
    #expect(try argument("--device", of: "haptics") == .eventDevices)
    #expect(try argument("--motors", of: "haptics") == ArgumentKind(words: ["1", "2"]))
    #expect(
      try argument("--completions", of: "help") == ArgumentKind(words: ["bash", "zsh", "fish"]))
    #expect(try command(nil).operands == [.traces])
    #expect(
      try command("haptics").operands.first == ArgumentKind(words: ["render", "play", "presets"]))
    #expect(try command("haptics").operands.last?.words.contains("impact-medium") == true)
    #expect(try command("devices").operands == [.eventDevices])
  }

  @Test func theScriptsOfferTheKinds() {
    let bash = Completions.script(for: .bash)
    #expect(bash.contains("--scene)\n          _gesture_replay_files \"$cur\" json\n"))
    #expect(bash.contains("_gesture_replay_files \"$cur\" events yml yaml\n"))
    #expect(bash.contains("--device)\n          _gesture_replay_devices \"$cur\"\n"))
    let zsh = Completions.script(for: .zsh)
    #expect(zsh.contains("_files -g \"*.(events|yml|yaml)\""))
    #expect(zsh.contains("'values:value:(text json)'"))
    let fish = Completions.script(for: .fish)
    #expect(fish.contains("-l scene -x -a '(__gesture_replay_files json)'"))
    #expect(fish.contains("-l format -x -a 'text json'"))
  }

  @Test func shortSummaries() {
    #expect(Completions.short("a; b") == "a")
    #expect(Completions.short("play them (scene \"haptics\"; without it x)") == "play them")
    let long = String(repeating: "word ", count: 20)
    #expect(Completions.short(long).count <= 60 && Completions.short(long).hasSuffix("..."))
  }

  @Test func theCommittedScriptsAreCurrent() throws {
    let files: [(HelpCommand.Shell, String)] = [
      (.bash, "gesture-replay.bash"), (.zsh, "_gesture-replay"), (.fish, "gesture-replay.fish"),
    ]
    for (shell, file) in files {
      let committed = try readTextFile(repositoryRoot + "/completions/" + file)
      #expect(
        committed == Completions.script(for: shell),
        "completions/\(file) is out of date: run make completions")
    }
  }
}
