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

  @Test func everyDescriptorIsCloseOnExec() throws {
    func descriptors() -> Set<Int32> {
      Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [])
          .compactMap { Int32($0) }
          .filter { fcntl($0, F_GETFD) >= 0 })  // not the listing's own, closed by now
    }
    let path = temporaryPath("cloexec.yml")
    defer { unlink(path) }
    let before = descriptors()
    let writer = try LibinputRecordWriter(path: path, devices: devices)
    // The output, its FILE's copy and the second device's spill file.
    let opened = descriptors().subtracting(before)
    #expect(opened.count >= 3)
    for fd in opened { #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(fd)") }
    try writer.finish()
  }
}
