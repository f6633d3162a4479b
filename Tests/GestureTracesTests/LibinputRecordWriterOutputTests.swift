import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import GestureTraces
@testable import Gestures

/// Where the libinput-record writer's bytes go: a failed write is an error naming the file, the
/// file appears only when finished, and no descriptor it opens outlives an exec.
@Suite struct LibinputRecordWriterOutputTests {
  let devices = (0..<2).map {
    DeviceDescription(name: "device \($0)", id: DeviceID(bustype: 3), codes: [0: [0], 1: [30]])
  }

  func writeFrames(_ writer: LibinputRecordWriter, count: Int) throws {
    for i in 0..<count {
      for d in 0..<2 {
        let t = Int64(i) * 1000
        try writer.write(
          TraceRecord(device: d, event: EvdevEvent(time: t, type: 1, code: 30, value: 1), line: 0))
        try writer.write(
          TraceRecord(device: d, event: EvdevEvent(time: t, type: 0, code: 0, value: 0), line: 0))
      }
    }
  }

  @Test func aFullDeviceFailsWhileWritingNamingIt() throws {
    let writer = try LibinputRecordWriter(path: "/dev/full", devices: devices)
    // Reported while recording, not only at finish(): a live session learns it early.
    #expect {
      try writeFrames(writer, count: 5000)
    } throws: { error in
      "\(error)".contains("/dev/full") && "\(error)".contains("No space left on device")
    }
  }

  @Test func theRecordingAppearsWhenFinished() throws {
    let path = temporaryPath("appears.yml")
    defer { unlink(path) }
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    try writeFrames(writer, count: 3)
    #expect(access(path, F_OK) != 0)
    try writer.finish()
    #expect(try LibinputRecordTestSupport.readAll(path: path).1.count == 12)
  }

  /// The process's open descriptors.
  static func descriptors() -> Set<Int32> {
    Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [])
        .compactMap { Int32($0) }
        .filter { fcntl($0, F_GETFD) >= 0 })  // not the listing's own, closed by now
  }

  /// Those of `fds` whose file's name contains one of `names`: the code under test's own
  /// (tests running beside this one open descriptors of their own meanwhile, pipes and
  /// /dev/null among them, which are not the code's to mark). Chosen by name, not by a
  /// before-and-after difference: a number another test closed in between is reused by the
  /// code under test and would be missed.
  static func own(_ fds: Set<Int32>, naming names: [String]) -> [Int32] {
    fds.filter { fd in
      var target = [CChar](repeating: 0, count: 4096)
      let n = readlink("/proc/self/fd/\(fd)", &target, target.count - 1)
      guard n > 0 else { return false }
      let link = String(decoding: target[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return names.contains { link.contains($0) }
    }
  }

  @Test func everyDescriptorIsCloseOnExec() throws {
    let path = temporaryPath("cloexec.yml")
    defer { unlink(path) }
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    // The output, its FILE's copy and the second device's spill file (another writer's spill
    // file, open in a test beside this one, is the same code's and must be marked too). Files
    // with no name yet (O_TMPFILE) show as `DIR/#INODE (deleted)`.
    let name = String(path.split(separator: "/").last ?? "")
    let folder = String(path[..<path.lastIndex(of: "/")!])
    let opened = Self.own(
      Self.descriptors(), naming: [name, "gestures-spill-\(getpid())-", folder + "/#"])
    #expect(opened.count >= 3)
    for fd in opened { #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(fd)") }
    try writer.finish()
  }

  /// The reader's files too: a program an action launches never inherits a trace being read.
  @Test func theReaderOpensItsFilesCloseOnExec() throws {
    let path = temporaryPath("cloexec-read.yml")
    defer { unlink(path) }
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    try writeFrames(writer, count: 3)
    try writer.finish()
    let name = String(path.split(separator: "/").last ?? "")
    let reader = try LibinputRecordReader(path: path)
    _ = try reader.next()
    let opened = Self.own(Self.descriptors(), naming: [name])
    #expect(!opened.isEmpty)
    for fd in opened { #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(fd)") }
  }
}
