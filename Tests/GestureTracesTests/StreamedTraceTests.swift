import Foundation
import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

/// Issue 27, pipes and FIFOs: format detection read 4 KiB and the reader opened the path again,
/// so `/dev/stdin` and `<(…)` gave a bogus parse error and a FIFO hung. A stream is read once,
/// to its end, and read like the file; errors name it as the user did.
@Suite struct StreamedTraceTests {
  static let traces = [
    "Tests/GesturesTests/Fixtures/libinput-record/touchscreen-and-keyboard.yml",
    "Recordings/chromiumos-autotest-firmware_TouchMTB/data-two_finger_long_hold.evemu",
  ]

  static func records(_ source: inout any TraceSource) throws -> [String] {
    var rows = source.devices.map(\.name)
    while let r = try source.next() { rows.append("\(r.device) \(r.line) \(r.event)") }
    return rows
  }

  /// `bytes` written to a pipe by another thread; returns the pipe's read end.
  static func pipe(_ bytes: Data) -> Int32 {
    var fds: [Int32] = [0, 0]
    #expect(Glibc.pipe(&fds) == 0)
    let writer = fds[1]
    Thread.detachNewThread {
      bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let n = write(writer, raw.baseAddress! + offset, raw.count - offset)
          if n <= 0 { break }
          offset += n
        }
      }
      close(writer)
    }
    return fds[0]
  }

  @Test(arguments: traces) func aTraceThroughAPipeReadsLikeTheFile(_ relative: String) throws {
    let path = repositoryRoot + "/" + relative
    var file = try TraceFile.open(path: path)
    let expected = try Self.records(&file)
    let readEnd = Self.pipe(try Data(contentsOf: URL(fileURLWithPath: path)))
    defer { close(readEnd) }
    var piped = try TraceFile.open(path: "/dev/fd/\(readEnd)")
    #expect(piped.path == "/dev/fd/\(readEnd)")
    #expect(try Self.records(&piped) == expected)
  }

  /// A stream's errors name it, not the temporary copy.
  @Test func aBrokenStreamNamesItself() throws {
    let readEnd = Self.pipe(Data("version: 1\nndevices: 2\ndevices:\n".utf8))
    defer { close(readEnd) }
    #expect {
      try TraceFile.open(path: "/dev/fd/\(readEnd)")
    } throws: { error in
      (error as? TraceError)?.description
        == "/dev/fd/\(readEnd):3: ndevices is 2 but 'devices' is empty (truncated recording?)"
    }
  }
}

/// Issue 41, streams: standard input was copied to a temporary file to its end before anything
/// looked at it (`- < /dev/zero`, an endless pipe, a 10 GiB file filled the disk). A stream is
/// now checked as it is copied, under a file's limits; a regular file on standard input is read
/// in place; a character device is refused.
@Suite struct StreamBoundsTests {
  private func copy(_ bytes: String, limit: Int) throws {
    let readEnd = StreamedTraceTests.pipe(Data(bytes.utf8))
    defer { close(readEnd) }
    let spill = try #require(LibinputRecordWriter.spillFile())
    defer { fclose(spill) }
    try StreamedTrace.copy(readEnd, to: spill, name: "-", limit: limit)
  }

  @Test func aStreamOverTheLimitIsRefusedOnceItPassesIt() throws {
    let line = "E: 0.000001 0000 0000 0000\n"
    try copy(String(repeating: line, count: 10), limit: line.utf8.count * 10)
    #expect {
      try copy(String(repeating: line, count: 11), limit: line.utf8.count * 10)
    } throws: { error in
      (error as? TraceError)?.description
        == "-: holds more than 270 bytes, the most a stream may hold (save it to a file and name "
        + "the file)"
    }
    #expect(StreamedTrace.size(StreamedTrace.maximumSize) == "1 GiB")
  }

  @Test func aNULByteEndsTheCopyAtItsLine() throws {
    #expect {
      try copy("# a\n# b\nE: 0.1\u{0} 0000\n# never read\n", limit: 1 << 20)
    } throws: { error in
      (error as? TraceError)?.description
        == "-:3: binary data (a NUL byte) where a text line was expected"
    }
  }

  @Test func aLineLongerThanAFilesEndsTheCopy() throws {
    let long = String(repeating: "x", count: LineReader.defaultMaximumLineLength + 1)
    #expect {
      try copy("# a\n" + long + "\n", limit: 4 << 20)
    } throws: { error in
      (error as? TraceError)?.line == 2
        && (error as? TraceError)?.description.contains("line longer than") == true
    }
    // The longest line a file may hold passes, split across reads as it may be.
    let longest = String(repeating: "y", count: LineReader.defaultMaximumLineLength)
    try copy("# a\n" + longest + "\n", limit: 4 << 20)
  }

  /// Through the command line: `/dev/zero` on standard input is refused at once (it was copied
  /// without end), an endless pipe of zeros ends at its first line, and a 10 GiB sparse file on
  /// standard input is read in place and refused at its first line, as the file named by its path
  /// is, with no copy.
  @Test func endlessStandardInputsEndAtOnce() throws {
    let zero = try shellWithReplay("exec timeout -s KILL 20 \"$0\" - < /dev/zero")
    #expect(zero.0 == 1)
    #expect(zero.2.contains("-: is a character device"), "\(zero.2)")
    let pipe = try shellWithReplay("cat /dev/zero | timeout -s KILL 20 \"$0\" -")
    #expect(pipe.0 == 1)
    #expect(pipe.2.contains("-:1: binary data"), "\(pipe.2)")
    let sparse = temporaryPath("sparse-\(getpid())")
    defer { unlink(sparse) }
    let file = try shellWithReplay(
      "truncate -s 10G '\(sparse)' && exec timeout -s KILL 20 \"$0\" - < '\(sparse)'")
    #expect(file.0 == 1)
    // As the file named by its path is: its first line, a mebibyte of zeros, is too long.
    #expect(file.2.hasPrefix("-:1: line longer than"), "\(file.2)")
  }

  /// A trace on standard input reads as the file does.
  @Test func aRegularFileOnStandardInputReadsAsTheFile() throws {
    let trace = "Recordings/synth/touchpad-bounce-150ms.events"
    let named = try shellWithReplay("exec \"$0\" \(trace)")
    let input = try shellWithReplay("exec \"$0\" - < \(trace)")
    #expect(input.0 == 0)
    #expect(input.1 == named.1)
    #expect(!input.1.isEmpty)
  }

  /// `$TMPDIR` is used as its bytes are: a directory whose name is not UTF-8 holds the copy of
  /// a piped trace (its name was turned into a Swift string, U+FFFD for the byte, and the
  /// copy could not be made).
  @Test func aTemporaryDirectoryNamedInBytesHoldsTheCopy() throws {
    let trace = "Recordings/synth/touchpad-bounce-150ms.events"
    let base = temporaryPath("tmpdir-\(getpid())")
    let named = try shellWithReplay("exec \"$0\" \(trace)")
    let piped = try shellWithReplay(
      "d='\(base)'$(printf '\\377'); mkdir -p \"$d\" && cat \(trace) | TMPDIR=\"$d\" \"$0\" -; "
        + "s=$?; rmdir \"$d\"; exit $s")
    #expect(piped.0 == 0, "\(piped.2)")
    #expect(piped.1 == named.1)
  }
}
