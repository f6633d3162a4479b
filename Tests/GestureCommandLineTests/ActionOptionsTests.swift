import GestureActions
import GestureTestSupport
import Glibc
import Testing

@testable import GestureCommandLine
@testable import Gestures

/// The actions options of replay and live, and what `live --actions` says when it cannot make
/// its virtual devices.
@Suite struct ActionOptionsTests {
  static let desktop = repositoryRoot + "/Examples/Desktop/desktop.json"

  @Test func replayLogsLiveRunsAndLogs() throws {
    let r = try ReplayOptions.parse(["--scene", "s.json", "--actions-log", "t.events"])
    #expect(r.actions.log && !r.actions.run)
    #expect(throws: UsageError.self) { try ReplayOptions.parse(["--actions", "t.events"]) }
    #expect(throws: UsageError.self) {
      try ReplayOptions.parse(["--touches", "--actions-log", "t.events"])
    }
    let l = try LiveOptions.parse(["--actions", "--actions-log", "--uinput", "/tmp/u"])
    #expect(l.actions.run && l.actions.log && l.actions.uinput == "/tmp/u")
    #expect(try LiveOptions.parse([]).actions.uinput == "/dev/uinput")
    // --grab alone takes the devices; with --actions each gets a clone through the uinput node.
    let plain = try LiveOptions.parse(["--grab"]).configuration(
      stopDescriptor: nil, quirks: .init())
    #expect(plain.grab && plain.cloneThrough == nil)
    let cloned = try LiveOptions.parse(["--grab", "--actions", "--uinput", "/tmp/u"])
      .configuration(stopDescriptor: nil, quirks: .init())
    #expect(cloned.grab && cloned.cloneThrough == "/tmp/u")
    #expect(throws: UsageError.self) {
      try LiveOptions.parse(["--grab", "--actions", "--backend", "libinput"])
    }
    #expect(throws: UsageError.self) { try LiveOptions.parse(["--touches", "--actions"]) }
    #expect(
      LiveOptions.usage.contains("--actions ") && ReplayOptions.usage.contains("--actions-log"))
  }

  @Test func programsViaChoosesHowProgramsStart() throws {
    #expect(try LiveOptions.parse(["--actions"]).actions.programsVia == .direct)
    let l = try LiveOptions.parse(["--actions", "--programs-via", "systemd"])
    #expect(l.actions.programsVia == .systemd)
    #expect(throws: UsageError.self) {
      try LiveOptions.parse(["--actions", "--programs-via", "sudo"])
    }
    #expect(throws: UsageError.self) {
      try ReplayOptions.parse(["--programs-via", "systemd", "t.events"])
    }
    #expect(LiveOptions.usage.contains("--programs-via MODE"))
    // Without --actions they would do nothing: a usage error, not silence.
    for options in [["--programs-via", "systemd"], ["--uinput", "/dev/uinput"]] {
      #expect(throws: UsageError.self) { try LiveOptions.parse(options) }
    }
  }

  @Test func replayWithActionsIsAUsageError() {
    let (status, _, err) = replay(["--actions", repositoryRoot + "/Recordings/InputActions/hold_1"])
    #expect(status == 2 && err.contains("replay takes --actions-log"))
  }

  @Test func aMissingUinputNamesTheModule() {
    let (status, _, err) = replay([
      "live", "--scene", Self.desktop, "--actions", "--uinput", "/nonexistent/uinput",
    ])
    #expect(status == 1)
    #expect(err.contains("/nonexistent/uinput") && err.contains("sudo modprobe uinput"), "\(err)")
  }

  @Test func aUinputWithoutPermissionNamesTheRuleAndGroup() {
    // A real EACCES even as root: sysfs refuses to open this attribute for writing.
    let (status, _, err) = replay([
      "live", "--scene", Self.desktop, "--actions", "--uinput", "/sys/kernel/uevent_seqnum",
    ])
    #expect(status == 1)
    #expect(err.contains("70-gestures.rules") && err.contains("uaccess"), "\(err)")
    #expect(!err.contains("input' group"), "\(err)")
  }

  @Test func aBadBindingFailsWhenTheSceneLoadsNotAtTheGesture() throws {
    let path = "/tmp/gestures-bad-binding-\(getpid()).json"
    let text =
      #"{"root": {"name": "r", "gestures": [{"name": "tap", "gesture": {"tap": {}}, "actions": {"ended": {"key": "hyper+q"}}}]}}"#
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(fd >= 0)
    let out = OutputBuffer(fd: fd)
    out.append(string: text)
    out.flush()
    close(fd)
    defer { unlink(path) }
    let (status, _, err) = replay([
      "--scene", path, repositoryRoot + "/Recordings/InputActions/hold_1",
    ])
    #expect(
      status == 1 && err.contains("root.gestures[0].actions.ended.key") && err.contains("hyper"))
  }
}
