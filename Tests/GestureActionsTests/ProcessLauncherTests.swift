import Foundation
import Glibc
import Testing

@testable import GestureActions

/// ``ProcessLauncher`` with real children (`/bin/sh`, `sleep`): the environment they get, that
/// a hanging one does not block, timeouts signalling the group, reaping without zombies, what
/// cannot be started, and `finish` leaving programs running. Times given to the launcher are
/// made up (µs); only the children's own behaviour takes real time, waited for by polling.
@Suite struct ProcessLauncherTests {
  typealias T = ActionsTestSupport

  @Test func childGetsTheEnvironmentDevNullStderrAndItsOwnSession() throws {
    let dir = try T.temporaryDirectory("launch-env")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/out"
    let launcher = ProcessLauncher()
    let script =
      #"printf '%s\n' "$GESTURES_VALUE" "$HOME" "$PATH" "$(readlink /proc/self/fd/0)" "#
      + #""$(readlink /proc/$$/fd/1)" > "$OUT""#
    let pid = try launcher.launch(
      ["/bin/sh", "-c", script],
      environment: ["GESTURES_VALUE": "a b=c", "HOME": "/overridden-home", "OUT": out], now: 0)
    // Not reaped yet, so it exists (perhaps as a zombie) and its ids can be read.
    #expect(getsid(pid) == pid)
    #expect(getpgid(pid) == pid)
    let exit = try #require(T.waitForExit(of: pid, launcher, now: 250_000))
    #expect(exit.status == .exited(0))
    #expect(exit.program == "/bin/sh")
    #expect(exit.duration == 250_000)
    #expect(!exit.timedOut && exit.signalSent == nil)
    let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
    let parentPath = String(cString: try #require(getenv("PATH")))
    // stdout is the parent's stderr (the shell's fd 1, before the redirection to the file).
    let parentStderr = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
    #expect(
      lines == [
        "a b=c", "/overridden-home", Substring(parentPath), "/dev/null", Substring(parentStderr),
      ])
    #expect(launcher.running == 0)
    #expect(T.leftNoZombie(pid))
  }

  @Test func programWithoutSlashIsFoundInPath() throws {
    let launcher = ProcessLauncher()
    let pid = try launcher.launch(["true"], now: 0)
    let exit = try #require(T.waitForExit(of: pid, launcher, now: 1))
    #expect(exit.succeeded)
    #expect(exit.program == "true")
  }

  @Test func hangingChildDoesNotBlockAndIsNotSignalledWithoutTimeout() throws {
    let launcher = ProcessLauncher()
    let pid = try launcher.launch(["sleep", "30"], now: 0)
    defer { T.killAndReap(pid, launcher) }
    #expect(launcher.running == 1)
    #expect(launcher.runningPIDs == [pid])
    #expect(launcher.nextDeadline == nil)
    usleep(50_000)
    #expect(launcher.reap(now: 60_000_000).isEmpty)
    #expect(T.isRunning(pid))
    #expect(launcher.running == 1)
  }

  @Test func timeoutTerminatesTheWholeGroupAndReapLeavesNoZombie() throws {
    let dir = try T.temporaryDirectory("launch-timeout")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let launcher = ProcessLauncher()
    // The shell starts a grandchild in its group and says its pid.
    let pid = try launcher.launch(
      ["/bin/sh", "-c", #"sleep 30 & echo $! > "$0.tmp" && mv "$0.tmp" "$0"; wait"#, dir + "/pid"],
      timeout: 0.5, now: 1_000_000)
    #expect(launcher.nextDeadline == 1_500_000)
    #expect(T.waitForFile(dir + "/pid"))
    let text = try String(contentsOfFile: dir + "/pid", encoding: .utf8)
    let grandchild = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))

    #expect(launcher.reap(now: 1_400_000).isEmpty)
    #expect(T.isRunning(pid) && T.isRunning(grandchild))
    #expect(launcher.reap(now: 1_500_000).isEmpty)  // SIGTERM to the group
    #expect(launcher.nextDeadline == 1_500_000 + ProcessLauncher.collectDelay)

    let exit = try #require(T.waitForExit(of: pid, launcher, now: 1_510_000))
    #expect(exit.status == .signaled(SIGTERM))
    #expect(exit.timedOut)
    #expect(exit.signalSent == SIGTERM)
    #expect(exit.duration == 510_000)
    #expect(launcher.running == 0)
    #expect(T.leftNoZombie(pid))
    for _ in 0..<500 where T.isRunning(grandchild) { usleep(10_000) }
    #expect(!T.isRunning(grandchild))
    // The grandchild was signalled as a process of the tree; once it ended it is forgotten.
    for _ in 0..<500 where launcher.nextDeadline != nil {
      _ = launcher.reap(now: 1_520_000)
      usleep(10_000)
    }
    #expect(launcher.nextDeadline == nil)
  }

  @Test func childIgnoringSigtermGetsSigkillOneSecondLater() throws {
    let dir = try T.temporaryDirectory("launch-kill")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let launcher = ProcessLauncher()
    let pid = try launcher.launch(
      ["/bin/sh", "-c", #"trap '' TERM; : > "$0"; sleep 30"#, dir + "/ready"],
      timeout: 0.1, now: 0)
    #expect(T.waitForFile(dir + "/ready"))
    #expect(launcher.reap(now: 100_000).isEmpty)  // SIGTERM, ignored
    usleep(100_000)
    #expect(launcher.reap(now: 110_000).isEmpty)  // the collect wake-up: still running
    #expect(T.isRunning(pid))
    #expect(launcher.nextDeadline == 100_000 + ProcessLauncher.killDelay)
    #expect(launcher.reap(now: 1_099_999).isEmpty)
    #expect(T.isRunning(pid))
    #expect(launcher.reap(now: 1_100_000).isEmpty)  // SIGKILL to the group
    let exit = try #require(T.waitForExit(of: pid, launcher, now: 1_110_000))
    #expect(exit.status == .signaled(SIGKILL))
    #expect(exit.timedOut && exit.signalSent == SIGKILL)
    #expect(T.leftNoZombie(pid))
  }

  @Test func programThatCannotBeStartedIsAnErrorNamingIt() throws {
    let launcher = ProcessLauncher()
    let notInPath = try #require(throws: ActionSystemError.self) {
      try launcher.launch(["gestures-no-such-program"], now: 0)
    }
    #expect(notInPath.kind == .missing)
    #expect(notInPath.subject == "gestures-no-such-program")
    #expect(notInPath.code == ENOENT)
    #expect(
      notInPath.description
        == "gestures-no-such-program: start: No such file or directory: no such program in PATH "
        + "(give its full path or fix PATH)")

    let noFile = try #require(throws: ActionSystemError.self) {
      try launcher.launch(["/nonexistent/gestures-program", "arg"], now: 0)
    }
    #expect(noFile.kind == .missing)
    #expect(noFile.description.hasPrefix("/nonexistent/gestures-program: start: "))

    // A file without execute bits: execve refuses it even for root.
    let dir = try T.temporaryDirectory("launch-noexec")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let script = dir + "/script.sh"
    try "#!/bin/sh\n".write(toFile: script, atomically: false, encoding: .utf8)
    chmod(script, 0o644)
    let notExecutable = try #require(throws: ActionSystemError.self) {
      try launcher.launch([script], now: 0)
    }
    #expect(notExecutable.kind == .permission)
    #expect(notExecutable.description.contains("\(script): start: Permission denied"))
    #expect(launcher.running == 0)
  }

  @Test func invalidCommandsAreRefusedBeforeStarting() throws {
    let launcher = ProcessLauncher()
    let empty = try #require(throws: ActionSystemError.self) { try launcher.launch([], now: 0) }
    #expect(empty.kind == .invalid)
    let timeout = try #require(throws: ActionSystemError.self) {
      try launcher.launch(["true"], timeout: -1, now: 0)
    }
    #expect(timeout.kind == .invalid)
    let name = try #require(throws: ActionSystemError.self) {
      try launcher.launch(["true"], environment: ["A=B": "c"], now: 0)
    }
    #expect(name.kind == .invalid)
    let nul = try #require(throws: ActionSystemError.self) {
      try launcher.launch(["true", "a\u{0}b"], now: 0)
    }
    #expect(nul.kind == .invalid)
    #expect(launcher.running == 0)
  }

  @Test func finishCollectsWhatEndsAndLeavesLongProgramsRunning() throws {
    let launcher = ProcessLauncher()
    let long = try launcher.launch(["sleep", "30"], now: 0)
    defer { T.killAndReap(long, launcher) }
    let short = try launcher.launch(["/bin/sh", "-c", "exit 3"], now: 0)
    let finish = launcher.finish(grace: 0.3, now: 1_000)
    #expect(finish.exits.map(\.pid) == [short])
    #expect(finish.exits.first?.status == .exited(3))
    #expect(finish.leftRunning == [ProcessLauncher.RunningChild(pid: long, program: "sleep")])
    #expect(T.isRunning(long))
    #expect(launcher.running == 1)
  }

  @Test func finishReturnsOnceEverythingEnded() throws {
    let launcher = ProcessLauncher()
    let pid = try launcher.launch(["true"], now: 0)
    let finish = launcher.finish(grace: 20, now: 0)
    #expect(finish.exits.map(\.pid) == [pid])
    #expect(finish.leftRunning.isEmpty)
    #expect(launcher.running == 0)
  }
}
