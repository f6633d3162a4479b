import CEvdev
import Glibc
import Testing

@testable import GestureLive
@testable import Gestures

/// libinput's and libevdev's own log messages name devices and paths, which come from hardware
/// or from whoever named a file: they reach the live loop's handler as escaped notes, never
/// stderr as the libraries formatted them.
@Suite struct LibraryLogTests {
  final class Notes: LiveLoopHandler {
    var notes: [String] = []
    func liveLoop(originAt time: Int64) {}
    func liveLoop(addedDevice index: Int, name: String, surface: TouchSurface?) {}
    func liveLoop(frame: TouchFrame) {}
    var nextDeadline: Int64? { nil }
    func liveLoop(advanceTo time: Int64) {}
    func liveLoop(flushAt time: Int64) {}
    func liveLoop(note: String) { notes.append(note) }
  }

  /// What `body` wrote to file descriptor 2, which is restored afterwards; what was written
  /// there is passed on to it, so output of tests running meanwhile is not lost.
  func capturingStderr(_ body: () -> Void) throws -> String {
    var template = Array("/tmp/gestures-stderr-XXXXXX".utf8CString)
    let file = mkstemp(&template)
    try #require(file >= 0)
    unlink(&template)
    defer { close(file) }
    fflush(nil)
    let saved = dup(2)
    try #require(saved >= 0)
    dup2(file, 2)
    body()
    fflush(nil)
    dup2(saved, 2)
    close(saved)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    lseek(file, 0, SEEK_SET)
    while true {
      let n = read(file, &buffer, buffer.count)
      guard n > 0 else { break }
      bytes += buffer[0..<n]
    }
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A file libinput cannot use, named with an escape sequence and a forged output line:
  /// libinput logs "Invalid path" with the name; the note shows both escaped, and nothing
  /// reaches stderr.
  @Test func libinputsMessageNamingAPathIsAnEscapedNote() throws {
    var template = Array("/tmp/gestures-log-XXXXXX".utf8CString)
    let dir = try #require(mkdtemp(&template).map { String(cString: $0) })
    let name = "touch\u{1B}[2J\ngesture-replay: note: forged"
    let path = dir + "/" + name
    let fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
    try #require(fd >= 0)
    close(fd)
    defer {
      unlink(path)
      rmdir(dir)
    }

    let handler = Notes()
    var thrown: LiveError?
    let stderrText = try capturingStderr {
      let loop = LiveLoop(
        configuration: LiveConfiguration(devices: [path], backend: .libinput), handler: handler)
      do throws(LiveError) {
        try loop.start()
      } catch {
        thrown = error
      }
    }
    #expect(thrown?.kind == .notEvdev)
    let logged = handler.notes.filter { $0.hasPrefix("libinput error: ") }
    #expect(!stderrText.contains("forged"))
    #expect(logged.count == 1)
    let note = try #require(logged.first)
    #expect(note.contains(dir + "/touch\\e[2J\\ngesture-replay: note: forged"))
    #expect(!note.contains("\u{1B}") && !note.contains("\n"))
  }

  /// libevdev clears a device's log context while it sets the device's descriptor: the shim
  /// sets it again, so a message libevdev logs about the device later still reaches its note
  /// (here libevdev's complaint about a device whose descriptor could not be set, the one
  /// message a test without an input device can make it log), and not stderr.
  @Test func libevdevsMessagesAfterSettingTheDescriptorReachTheNote() throws {
    var notes: [String] = []
    let log = LibraryLog(.libevdev, note: { notes.append($0) })
    let dev = try #require(libevdev_new())
    defer { libevdev_free(dev) }
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    try #require(null >= 0)
    defer { close(null) }
    let stderrText = try capturingStderr {
      #expect(cevdev_set_fd_logged(dev, null, log.evdevTarget) != 0)
      #expect(libevdev_change_fd(dev, null) != 0)
    }
    #expect(
      notes == ["libevdev error: BUG: device not initialized. call libevdev_set_fd() first"])
    #expect(!stderrText.contains("not initialized"))
  }

  /// A line as the shims hand it over: its final newline dropped, control characters and
  /// bytes that are not UTF-8 escaped, and the priority named as the library names it.
  @Test func aLineIsEscapedAndNamedByLibraryAndPriority() {
    let bytes: [UInt8] = Array("name \u{1B}]0;title\u{07} ".utf8) + [0xFF] + Array("\n\n".utf8)
    let text = (bytes + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) {
        LibraryLog.text(library: .libevdev, priority: 20, line: $0.baseAddress!)
      }
    }
    #expect(text == "libevdev info: name \\e]0;title\\a \\xFF\\n")
    #expect(LibraryLog.priorityName(.libinput, 30) == "error")
    #expect(LibraryLog.priorityName(.libevdev, 10) == "error")
    #expect(LibraryLog.priorityName(.libinput, 10) == "debug")
  }
}
