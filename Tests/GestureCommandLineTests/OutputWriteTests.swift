import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import Gestures

/// A write that fails is an error naming where it went; an output never destroys an input.
@Suite("gesture-replay output errors")
struct OutputWriteTests {
  static let trace = repositoryRoot + "/Recordings/synth/touchscreen-double-tap.events"

  func run(_ arguments: [String], output: OutputBuffer = OutputBuffer()) -> (Int32, String) {
    let errors = OutputBuffer()
    let status = ReplayCommand.run(arguments: arguments, output: output, errors: errors)
    return (status, errors.text)
  }

  @Test("plot --output /dev/full exits 1 naming it")
  func plotToFullDevice() {
    let (status, errors) = run(["plot", Self.trace, "--output", "/dev/full"])
    #expect(status == 1)
    #expect(errors.contains("/dev/full") && errors.contains("No space left on device"), "\(errors)")
  }

  @Test("JSON to a full standard output exits 1 naming standard output")
  func jsonToFullStandardOutput() throws {
    let fd = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(fd >= 0)
    defer { close(fd) }
    let (status, errors) = run(["--format", "json", Self.trace], output: OutputBuffer(fd: fd))
    #expect(status == 1)
    #expect(errors.contains("standard output: No space left on device"), "\(errors)")
  }

  @Test("plot T --output T is refused and T kept")
  func plotOverItsTrace() throws {
    let copy = temporaryPath("trace.events")
    let link = temporaryPath("trace-link.events")
    defer {
      unlink(copy)
      unlink(link)
    }
    let original = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
    try original.write(to: URL(fileURLWithPath: copy))
    #expect(symlink(copy, link) == 0)
    for output in [copy, link] {
      let (status, errors) = run(["plot", copy, "--output", output])
      #expect(status == 2)
      #expect(errors.contains(copy) && errors.contains(output), "\(errors)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
    }
  }

  @Test("plot --output through a symlink replaces the link, not its target")
  func plotThroughSymlink() throws {
    let target = temporaryPath("target.svg")
    let link = temporaryPath("link.svg")
    defer {
      unlink(target)
      unlink(link)
    }
    try "precious".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(symlink(target, link) == 0)
    let (status, errors) = run(["plot", Self.trace, "--output", link])
    #expect(status == 0, "\(errors)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
    #expect(try String(contentsOfFile: link, encoding: .utf8).hasPrefix("<?xml"))
  }
}
