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
