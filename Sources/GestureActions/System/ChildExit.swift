import Glibc

/// A program an action started that has ended, as ``ProcessLauncher/reap(now:)`` found it.
public struct ChildExit: Hashable, Sendable, CustomStringConvertible {
  /// How the program ended.
  public enum Status: Hashable, Sendable {
    /// It exited with this status (0 to 255).
    case exited(Int32)
    /// A signal ended it (`SIGTERM` 15, `SIGKILL` 9, ...).
    case signaled(Int32)
    /// It was reaped elsewhere (`waitpid` said `ECHILD`: the process ignores `SIGCHLD`, or
    /// another part of it waits for every child); how it ended is not known.
    case unknown
  }

  /// Its process id (also its process group and session: it leads its own).
  public var pid: Int32
  /// `argv[0]` as the action gave it.
  public var program: String
  /// How it ended.
  public var status: Status
  /// How long it ran, µs: from its launch to the reap that saw it ended.
  public var duration: Int64
  /// True when it ran past its timeout and the launcher signalled its process group.
  public var timedOut: Bool
  /// The last signal the launcher sent its process group (`SIGTERM`, then `SIGKILL`), nil when
  /// it sent none.
  public var signalSent: Int32?

  /// The exit of `pid` (`program`), after `duration` µs, with what the launcher sent it.
  public init(
    pid: Int32, program: String, status: Status, duration: Int64, timedOut: Bool = false,
    signalSent: Int32? = nil
  ) {
    self.pid = pid
    self.program = program
    self.status = status
    self.duration = duration
    self.timedOut = timedOut
    self.signalSent = signalSent
  }

  /// True when it exited with status 0.
  public var succeeded: Bool { status == .exited(0) }

  /// `xdg-open (pid 4242) exited 0 after 125 ms`, with `, timed out` when it did.
  public var description: String {
    let how: String
    switch status {
    case .exited(let code): how = "exited \(code)"
    case .signaled(let signal):
      how = "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
    case .unknown: how = "ended (reaped elsewhere)"
    }
    let timeout = timedOut ? ", timed out" : ""
    return "\(program) (pid \(pid)) \(how) after \(duration / 1000) ms\(timeout)"
  }
}
