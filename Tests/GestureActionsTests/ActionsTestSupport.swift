import Foundation
import Glibc
import Testing

@testable import GestureActions

/// Helpers for the actions' system tests: temporary directories, waiting for real children.
enum ActionsTestSupport {
  /// A new empty directory under /tmp.
  static func temporaryDirectory(_ name: String) throws -> String {
    var template = Array("/tmp/gestures-\(name)-XXXXXX".utf8CString)
    return try #require(mkdtemp(&template).map { String(cString: $0) })
  }

  /// Polls `launcher.reap(now:)` at `now` every 10 ms of real time until `pid` has been reaped
  /// (its exit) or `seconds` have passed (nil). Exits of other children are dropped.
  static func waitForExit(
    of pid: Int32, _ launcher: ProcessLauncher, now: Int64, seconds: Double = 10
  ) -> ChildExit? {
    for _ in 0..<Int(seconds * 100) {
      if let exit = launcher.reap(now: now).first(where: { $0.pid == pid }) { return exit }
      usleep(10_000)
    }
    return nil
  }

  /// Waits until `path` exists (a child wrote it), at most `seconds`.
  static func waitForFile(_ path: String, seconds: Double = 10) -> Bool {
    for _ in 0..<Int(seconds * 100) {
      if access(path, F_OK) == 0 { return true }
      usleep(10_000)
    }
    return false
  }

  /// True while `pid` is a live process: it exists and is not a zombie (a zombie re-parented to
  /// a container's init may never be reaped, and no longer runs).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return false }
    return !status.split(separator: "\n").contains { $0.hasPrefix("State:") && $0.contains("Z") }
  }

  /// True when nothing is left of `pid` for this process to reap: `waitpid` says `ECHILD` and
  /// `/proc/PID` is gone.
  static func leftNoZombie(_ pid: Int32) -> Bool {
    var status: Int32 = 0
    let rc = waitpid(pid, &status, WNOHANG)
    return rc == -1 && errno == ECHILD && access("/proc/\(pid)/status", F_OK) != 0
  }

  /// Kills `pid`'s process group with SIGKILL and reaps it: the cleanup of a test that left a
  /// child running on purpose.
  static func killAndReap(_ pid: Int32, _ launcher: ProcessLauncher) {
    kill(-pid, SIGKILL)
    _ = waitForExit(of: pid, launcher, now: 0)
  }
}
