import Foundation
import GestureTestSupport
import Glibc
import Testing

@testable import GestureTraces
@testable import Gestures

/// Outputs land whole or not at all, never through a link, never inherited by other programs.
@Suite struct ReplacingFileTests {
  func write(_ text: String, to file: ReplacingFile) throws {
    var text = text
    try text.withUTF8 { try file.write(UnsafeRawBufferPointer($0)) }
  }

  func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  func directoryEntries(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// Runs `body` with a new empty directory, removed afterwards.
  func inNewDirectory(_ body: (String) throws -> Void) throws {
    let directory = temporaryPath("replacing")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try body(directory)
  }

  @Test func thePathKeepsItsOldContentsUntilCommit() throws {
    try inNewDirectory { directory in
      let path = directory + "/out.txt"
      try "old".write(toFile: path, atomically: false, encoding: .utf8)
      let file = try ReplacingFile(path: path)
      try write("new", to: file)
      #expect(contents(path) == "old")
      try file.commit()
      #expect(contents(path) == "new")
      #expect(directoryEntries(directory) == ["out.txt"])
    }
  }

  @Test func abandoningLeavesThePathAndNoTemporaryFile() throws {
    try inNewDirectory { directory in
      let path = directory + "/out.txt"
      try "old".write(toFile: path, atomically: false, encoding: .utf8)
      let file = try ReplacingFile(path: path)
      try write("new", to: file)
      file.abandon()
      #expect(contents(path) == "old")
      #expect(directoryEntries(directory) == ["out.txt"])
    }
  }

  @Test func aSymlinkIsReplacedAndItsTargetLeftAlone() throws {
    try inNewDirectory { directory in
      let target = directory + "/target.txt"
      let link = directory + "/link.txt"
      try "precious".write(toFile: target, atomically: false, encoding: .utf8)
      #expect(symlink(target, link) == 0)
      let file = try ReplacingFile(path: link)
      try write("new", to: file)
      try file.commit()
      #expect(contents(target) == "precious")
      #expect(contents(link) == "new")
      var status = stat()
      #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    }
  }

  @Test func theDescriptorIsCloseOnExec() throws {
    let path = temporaryPath("cloexec.txt")
    defer { unlink(path) }
    let file = try ReplacingFile(path: path)
    #expect(fcntl(file.fd, F_GETFD) & FD_CLOEXEC != 0)
    file.abandon()
  }

  @Test func aFullDeviceIsWrittenInPlaceAndFailsNamingIt() throws {
    let file = try ReplacingFile(path: "/dev/full")
    #expect(fcntl(file.fd, F_GETFD) & FD_CLOEXEC != 0)
    #expect {
      try write("x", to: file)
    } throws: { error in
      "\(error)".contains("/dev/full") && "\(error)".contains("No space left on device")
    }
    file.abandon()
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func sameFileFollowsLinks() throws {
    let path = temporaryPath("same.txt")
    let link = temporaryPath("same-link.txt")
    try "x".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(symlink(path, link) == 0)
    defer {
      unlink(path)
      unlink(link)
    }
    #expect(ReplacingFile.sameFile(path, link))
    #expect(!ReplacingFile.sameFile(path, "/dev/null"))
    #expect(ReplacingFile.sameFile("no/such/file", "no/such/file"))
  }
}
