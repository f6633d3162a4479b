import Foundation
import Glibc
import Testing

@testable import GestureActions

/// What the launcher does to a program's whole tree and what a program inherits: a timeout
/// ends a grandchild that left the session with `setsid`; a program sees descriptors 0–2 only.
@Suite struct ProgramTreeTests {
  typealias T = ActionsTestSupport

  static func now() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }

  @Test func aTimeoutEndsAGrandchildThatCalledSetsid() throws {
    let launcher = ProcessLauncher()
    let start = Self.now()
    // Its output goes nowhere: a process left running must not hold the test runner's pipe.
    let pid = try launcher.launch(
      ["/bin/sh", "-c", #"exec >/dev/null 2>&1; setsid sh -c "sleep 1000" & sleep 1000"#],
      timeout: 0.2, now: start)
    // The tree: the shell, its sleep, the setsid shell and its sleep.
    var tree: [Int32] = []
    func escaped() -> [Int32] { tree.filter { getsid($0) != pid && getsid($0) > 0 } }
    for _ in 0..<500 {
      tree = ProcessTree.descendants(of: pid)
      if tree.count >= 3 && escaped().count >= 2 { break }
      usleep(10_000)
    }
    defer { for p in tree { kill(p, SIGKILL) } }
    #expect(escaped().count >= 2, "no process left the session: \(tree)")
    var exit: ChildExit?
    for _ in 0..<500 where exit == nil {
      exit = launcher.reap(now: Self.now()).first { $0.pid == pid }
      usleep(10_000)
    }
    #expect(exit?.timedOut == true)
    for _ in 0..<300 where tree.contains(where: T.isRunning) {
      _ = launcher.reap(now: Self.now())
      usleep(10_000)
    }
    #expect(tree.filter(T.isRunning) == [], "left running: \(tree.filter(T.isRunning))")
    #expect(T.leftNoZombie(pid))
  }

  @Test func aProgramThatSignalsItsOwnGroupIsCollected() throws {
    let launcher = ProcessLauncher()
    // The shell's background sleep and the shell itself end by the shell's `kill 0`.
    let pid = try launcher.launch(
      ["/bin/sh", "-c", "sleep 1000 & kill -KILL 0"], timeout: 10, now: 0)
    let exit = try #require(T.waitForExit(of: pid, launcher, now: 1))
    #expect(exit.status == .signaled(SIGKILL))
    #expect(!exit.timedOut && exit.signalSent == nil)
    #expect(launcher.running == 0 && launcher.nextDeadline == nil)
    #expect(T.leftNoZombie(pid))
  }

  @Test func aProgramSeesOnlyDescriptorsZeroToTwo() throws {
    let dir = try T.temporaryDirectory("launch-fds")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A descriptor opened without close-on-exec, as a careless library's would be.
    let opened = open("/dev/null", O_RDONLY)
    #expect(opened >= 0)
    // Moved above 500 (F_DUPFD takes the lowest free one there, replacing nothing another test
    // holds) so it cannot be taken for ls's own descriptor 3; F_DUPFD leaves close-on-exec off.
    let leaked = fcntl(opened, F_DUPFD, 500)
    close(opened)
    defer { close(leaked) }
    #expect(leaked >= 500 && fcntl(leaked, F_GETFD) & FD_CLOEXEC == 0)
    let launcher = ProcessLauncher()
    let out = dir + "/fds"
    let pid = try launcher.launch(["/bin/sh", "-c", #"ls /proc/self/fd > "$0""#, out], now: 0)
    let exit = try #require(T.waitForExit(of: pid, launcher, now: 1))
    #expect(exit.succeeded)
    let listed = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
    // 0–2, and 3: the directory ls is reading.
    #expect(listed == ["0", "1", "2", "3"])
  }

  @Test func aReapWithNothingEndedDoesNoWorkHoweverManyRun() throws {
    func work(running n: Int) throws -> (idle: Int, oneEnded: Int) {
      let launcher = ProcessLauncher()
      for _ in 0..<n { try launcher.launch(["/bin/sleep", "30"], now: 0) }
      defer {
        for pid in launcher.runningPIDs { kill(pid, SIGKILL) }
        _ = launcher.finish(grace: 5, now: 0)
      }
      let before = launcher.reapVisits
      #expect(launcher.reap(now: 1).isEmpty)
      let idle = launcher.reapVisits - before
      let quick = try launcher.launch(["true"], now: 2)
      _ = T.waitForExit(of: quick, launcher, now: 3)
      let after = launcher.reapVisits
      // One more reap after the exit: nothing left to look at.
      #expect(launcher.reap(now: 4).isEmpty)
      return (idle, after - before - (launcher.reapVisits - after))
    }
    let one = try work(running: 1)
    let many = try work(running: 64)
    #expect(one.idle == 0 && many.idle == 0)
    #expect(many.oneEnded == one.oneEnded, "\(one) \(many)")
    #expect(many.oneEnded == 1)
  }

  @Test func theLauncherDescriptorIsReadableWhenAProgramEnds() throws {
    let launcher = ProcessLauncher()
    #expect(launcher.descriptor >= 0 && !launcher.needsPolling)
    var poll = pollfd(fd: launcher.descriptor, events: Int16(POLLIN), revents: 0)
    let pid = try launcher.launch(["/bin/sleep", "0.1"], now: 0)
    #expect(Glibc.poll(&poll, 1, 0) == 0)
    #expect(Glibc.poll(&poll, 1, 10_000) == 1)
    #expect(launcher.reap(now: 1).map(\.pid) == [pid])
    #expect(Glibc.poll(&poll, 1, 0) == 0)
  }
}
