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
      // The file being written has no name: a process killed now leaves nothing behind (a
      // SIGINT or SIGTERM left `.out.txt.PID.RANDOM.tmp`).
      #expect(directoryEntries(directory) == ["out.txt"])
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

  /// Issue 41: an output named through a descriptor (`/proc/self/fd/N`, `/dev/fd/N`, a link to
  /// `/dev/stdout`) is written through that descriptor. A temporary file was made beside the link
  /// and renamed over it: over `/dev/stdout` itself as root, a failure as a user, and the
  /// redirected file stayed empty.
  @Test(arguments: ["/proc/self/fd/N", "/dev/fd/N", "link"])
  func anOutputNamedThroughADescriptorIsWrittenThroughIt(_ spelling: String) throws {
    try inNewDirectory { directory in
      let path = directory + "/redirected.txt"
      let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      #expect(fd >= 0)
      defer { close(fd) }
      var name = spelling.replacingOccurrences(of: "N", with: "\(fd)")
      if spelling == "link" {
        // A link of our own to /dev/fd/N: were it replaced, only this link would be.
        name = directory + "/link"
        #expect(symlink("/dev/fd/\(fd)", name) == 0)
      }
      let file = try ReplacingFile(path: name)
      try write("through the descriptor", to: file)
      try file.commit()
      #expect(contents(path) == "through the descriptor")
      var status = stat()
      if spelling == "link" {
        #expect(lstat(name, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
      }
      #expect(
        Set(directoryEntries(directory))
          == Set(spelling == "link" ? ["redirected.txt", "link"] : ["redirected.txt"]))
    }
  }

  /// The temporary name fits NAME_MAX however long the output's name is (a 244-byte name
  /// failed: `.NAME.PID.RANDOM.tmp` was over 255 bytes).
  @Test func aLongNameStillGetsATemporaryFileBesideIt() throws {
    try inNewDirectory { directory in
      let name = String(repeating: "n", count: 250)
      let file = try ReplacingFile(path: directory + "/" + name)
      try write("long", to: file)
      try file.commit()
      #expect(contents(directory + "/" + name) == "long")
      #expect(ReplacingFile.temporaryName(for: Array(repeating: 0x6E, count: 255)).count == 255)
    }
  }

  @Test func aDirectoryIsNoOutput() throws {
    try inNewDirectory { directory in
      #expect {
        try ReplacingFile(path: directory)
      } throws: { error in
        "\(error)".hasSuffix(": is a directory")
      }
    }
  }
}
