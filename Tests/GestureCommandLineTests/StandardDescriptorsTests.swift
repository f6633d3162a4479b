import GestureCommandLine
import GestureTestSupport
import Glibc
import Testing

/// Standard descriptors closed by whoever started the tool (`>&-`, `2>&-`, `<&-`) are opened on
/// `/dev/null` first (``StandardDescriptors``): no file the tool opens takes their numbers, so
/// its own output never lands in a trace's temporary copy or an output file.
@Suite struct StandardDescriptorsTests {
  private let trace = "Recordings/synth/touchpad-bounce-150ms.events"

  /// Standard output closed, the trace on standard input: the output is discarded and the run
  /// succeeds (the stream's copy took descriptor 1, the log was written into it, and the run
  /// ended "standard output: Bad file descriptor").
  @Test func aClosedStandardOutputDiscardsTheLog() throws {
    let (status, out, err) = try shellWithReplay("exec \"$0\" - >&- < \(trace)")
    #expect(status == 0, "\(err)")
    #expect(out.isEmpty)
    #expect(!err.contains("standard output"))
    #expect(err.contains("note:"))
  }

  /// Standard error closed: the log on standard output is the one a normal run prints.
  @Test func aClosedStandardErrorLeavesTheLogAsItIs() throws {
    let normal = try shellWithReplay("exec \"$0\" \(trace)")
    let (status, out, _) = try shellWithReplay("exec \"$0\" - 2>&- < \(trace)")
    #expect(status == 0)
    #expect(out == normal.1)
    #expect(!out.isEmpty)
  }

  /// Standard input closed, `-` named: an empty trace, said as such, not a hang or a crash.
  @Test func aClosedStandardInputIsAnEmptyTrace() throws {
    let (status, _, err) = try shellWithReplay("exec \"$0\" - <&-")
    #expect(status == 1)
    #expect(err.contains("-:"), "\(err)")
  }

  /// `live` formats no transition for /dev/null, under any name, and only for it.
  @Test func onlyTheNullDeviceIsNull() throws {
    for (path, null) in [("/dev/null", true), ("/dev/zero", false), ("/dev/full", false)] {
      let fd = open(path, O_WRONLY | O_CLOEXEC)
      try #require(fd >= 0, "\(path)")
      defer { close(fd) }
      #expect(StandardDescriptors.isNull(fd) == null, "\(path)")
    }
    let fd = open("\(repositoryRoot)/Package.swift", O_RDONLY | O_CLOEXEC)
    defer { close(fd) }
    try #require(fd >= 0)
    #expect(!StandardDescriptors.isNull(fd))
    var pipeFDs: [Int32] = [0, 0]
    try #require(pipe(&pipeFDs) == 0)
    defer { for p in pipeFDs { close(p) } }
    #expect(!StandardDescriptors.isNull(pipeFDs[1]))
  }
}
