import Foundation
import GestureTestSupport
import Testing

@testable import GestureCommandLine

/// The generated completion scripts run by the real shells, completing in a directory of file
/// names a shell could mangle: glob characters, spaces, a newline, a leading dash.
@Suite struct CompletionShellTests {
  /// The names every test directory holds; `notes.txt` is not a trace.
  static let names = [
    "[ab].events", "a b.events", "a.events", "new\nline.events", "-n.events", "-n", "notes.txt",
  ]

  /// A fresh directory holding ``names`` and a directory `sub`; the caller removes it.
  func directory() throws -> String {
    let dir = temporaryPath("completions")
    try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
    for name in Self.names {
      #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: nil))
    }
    return dir
  }

  /// Runs `program` with `arguments`, returning its standard output, NUL-separated fields.
  func run(_ program: String, _ arguments: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    var fields = String(decoding: data, as: UTF8.self).split(
      separator: "\0", omittingEmptySubsequences: false
    ).map(String.init)
    if fields.last == "" { fields.removeLast() }
    return fields
  }

  /// bash's COMPREPLY for the command line `words` (the last one being completed) in `dir`,
  /// calling the script's function as bash's programmable completion does.
  func bashCompletions(_ words: [String], in dir: String) throws -> [String] {
    let script = temporaryPath("completion.bash")
    try Completions.script(for: .bash).write(toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let driver = """
      source "$1" && cd "$2" || exit 1
      shift 2
      COMP_WORDS=(gesture-replay "$@")
      COMP_CWORD=$#
      COMP_LINE="gesture-replay $*"
      COMP_POINT=${#COMP_LINE}
      _gesture_replay gesture-replay "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      [ ${#COMPREPLY[@]} -eq 0 ] || printf '%s\\0' "${COMPREPLY[@]}"
      """
    return try run("/bin/bash", ["--norc", "-c", driver, "bash", script, dir] + words)
  }

  @Test func bashOffersFileNamesIntact() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A trace operand: the traces and the directory, none of them globbed or split again.
    let offered = try bashCompletions([""], in: dir)
    let files = offered.filter { !["live", "devices", "plot", "haptics", "help"].contains($0) }
    #expect(
      Set(files) == [
        "sub", "[ab].events", "a b.events", "a.events", "new\nline.events",
        "-n.events",
      ])
    #expect(files.count == 6)
    // A glob character in the word typed is a character of the name, not a pattern.
    #expect(try bashCompletions(["["], in: dir) == ["[ab].events"])
    #expect(try bashCompletions(["--scene", "a "], in: dir) == ["a b.events"])
    #expect(try bashCompletions(["--quirks", "s"], in: dir) == ["sub"])
  }

  /// What fish's file and directory helpers print, as lines, with the word being completed
  /// `token` (`commandline -ct`) in `dir`.
  func fishCandidates(_ call: String, token: String, in dir: String) throws -> [String] {
    let script = temporaryPath("completion.fish")
    try Completions.script(for: .fish).write(toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let driver = """
      source $argv[1]; or exit 1
      cd $argv[2]; or exit 1
      set -g token $argv[3]
      function commandline
          printf '%s\\n' $token
      end
      \(call) | string join0
      exit 0  # string join0 is false for a single candidate (nothing joined)
      """
    return try run("/usr/bin/fish", ["--no-config", "-c", driver, script, dir, token])
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishOffersFileNamesIntact() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // No name lost to echo's options, none split at its newline (fish reads lines: it is left
    // out).
    #expect(
      try fishCandidates("__gesture_replay_files events", token: "", in: dir)
        == ["sub/", "-n.events", "[ab].events", "a b.events", "a.events"])
    #expect(
      try fishCandidates("__gesture_replay_files", token: "-", in: dir) == ["-n", "-n.events"])
    #expect(try fishCandidates("__gesture_replay_dirs", token: "", in: dir) == ["sub/"])
  }
}
