import Gestures
import Glibc

/// Starts the programs actions run, without ever waiting for them, and reaps them.
///
/// ``launch(_:environment:timeout:now:)`` returns as soon as the child exists. Nothing is
/// installed for `SIGCHLD`: the event loop calls ``reap(now:)`` whenever it wakes, and wakes at
/// ``nextDeadline`` at the latest. Each child leads its own process group, which a timeout
/// signals (the Programs article). Times are µs on CLOCK_MONOTONIC, given by the caller. Not
/// thread-safe: one loop owns it.
public final class ProcessLauncher {
  /// How long after `SIGTERM` a child still running gets `SIGKILL`, µs.
  public static let killDelay: Int64 = 1_000_000
  /// How long after a signal the launcher asks to be woken to collect the child, µs.
  public static let collectDelay: Int64 = 10_000

  /// Where a running child is in its timeout.
  private enum Stage {
    case running
    /// `SIGTERM` sent at the time; `checked` once the collect wake-up after it has passed.
    case terminated(at: Int64, checked: Bool)
    /// `SIGKILL` sent at the time; `checked` as above.
    case killed(at: Int64, checked: Bool)
  }

  private struct Child {
    var pid: pid_t
    var program: String
    var started: Int64
    var deadline: Int64?
    var stage: Stage = .running

    /// When this child next needs the launcher: its timeout, a collect, its `SIGKILL`.
    var wake: Int64? {
      switch stage {
      case .running: deadline
      case .terminated(let at, let checked):
        checked ? at + ProcessLauncher.killDelay : at + ProcessLauncher.collectDelay
      case .killed(let at, let checked): checked ? nil : at + ProcessLauncher.collectDelay
      }
    }
  }

  /// A child still running when ``finish(grace:now:)`` returned.
  public struct RunningChild: Hashable, Sendable {
    /// Its process id (and process group).
    public var pid: Int32
    /// `argv[0]` as the action gave it.
    public var program: String
  }

  /// What ``finish(grace:now:)`` found.
  public struct Finish: Hashable, Sendable {
    /// The children that ended within the grace (and any ended before).
    public var exits: [ChildExit]
    /// The children left running, which the launcher does not signal.
    public var leftRunning: [RunningChild]
  }

  private var children: [Child] = []

  /// A launcher with no children.
  public init() {}

  /// How many launched children have not been reaped yet.
  public var running: Int { children.count }

  /// The pids of the children not reaped yet, in launch order.
  public var runningPIDs: [Int32] { children.map(\.pid) }

  /// The next time (µs, CLOCK_MONOTONIC) ``reap(now:)`` has something to do without a child
  /// ending first: a timeout to enforce, a `SIGKILL` to send, a signalled child to collect. Nil
  /// when no child has a timeout pending.
  public var nextDeadline: Int64? { children.compactMap(\.wake).min() }

  /// Starts `argv` (`argv[0]` looked up in the parent's `PATH` when it has no slash) and returns
  /// its pid at once; what the child inherits is in the Programs article.
  ///
  /// - Parameters:
  ///   - environment: variables added to the parent's, replacing those of the same name.
  ///   - timeout: seconds the program may run; past it ``reap(now:)`` sends its process group
  ///     `SIGTERM`, and `SIGKILL` ``killDelay`` later. Nil: it may run for ever.
  ///   - now: the time of the launch, µs on CLOCK_MONOTONIC.
  /// - Throws: ``ActionSystemError`` naming the program when it cannot be started, or for an
  ///   empty command, a NUL in an argument or a timeout that is not a positive number.
  @discardableResult
  public func launch(
    _ argv: [String], environment: [String: String] = [:], timeout: Double? = nil, now: Int64
  ) throws(ActionSystemError) -> Int32 {
    var deadline: Int64?
    if let timeout {
      guard timeout.isFinite, timeout > 0, timeout < 1e9 else {
        throw ActionSystemError(
          .invalid, subject: argv.first, "the timeout \(timeout) s is not a positive number")
      }
      deadline = now + max(1, Time.microseconds(timeout))
    }
    let pid = try ProcessSpawn.spawn(argv, environment: environment)
    children.append(Child(pid: pid, program: argv[0], started: now, deadline: deadline))
    return pid
  }

  /// Collects every child that has ended, without blocking (`waitpid` with `WNOHANG`), and
  /// enforces timeouts: a child past its timeout has `SIGTERM` sent to its process group, and
  /// `SIGKILL` ``killDelay`` later if it is still running. The exits of signalled children
  /// say so (``ChildExit/timedOut``, ``ChildExit/signalSent``).
  ///
  /// - Parameter now: the time, µs on CLOCK_MONOTONIC; durations and timeouts count to it.
  /// - Returns: the children that ended since the last reap, in launch order.
  public func reap(now: Int64) -> [ChildExit] {
    collect(now: now, enforcingTimeouts: true)
  }

  /// Collects what ends within `grace` seconds of `now`, polling every 10 ms (this is the only
  /// place the launcher sleeps or reads the clock), and returns at once when nothing is left.
  /// It sends no signal: children still running after the grace are left running (a gesture
  /// may have opened a terminal or a browser) and listed, and stay in ``running``.
  ///
  /// - Parameters:
  ///   - grace: seconds to wait for children to end; 0 only collects what has already ended.
  ///   - now: the time of the call, µs on CLOCK_MONOTONIC (the polls measure from it).
  public func finish(grace: Double, now: Int64) -> Finish {
    let start = Self.monotonicMicroseconds()
    // Clamped to 2⁵³ µs: any grace, NaN or infinite too, is a number of µs.
    let graceMicroseconds = Time.microseconds(grace)
    var exits: [ChildExit] = []
    while true {
      let elapsed = Self.monotonicMicroseconds() - start
      exits += collect(now: now + elapsed, enforcingTimeouts: false)
      if children.isEmpty || elapsed >= graceMicroseconds { break }
      usleep(UInt32(min(10_000, graceMicroseconds - elapsed)))
    }
    return Finish(
      exits: exits,
      leftRunning: children.map { RunningChild(pid: $0.pid, program: $0.program) })
  }

  /// At the end of a session: sends `signal` to the process group of every child that has a
  /// timeout (a program declared bounded, which must not outlive the session); children
  /// without one are left alone. The exits say the signal was sent. Returns how many were
  /// signalled.
  @discardableResult
  public func signalBounded(_ signal: Int32, now: Int64) -> Int {
    var n = 0
    for i in children.indices where children[i].deadline != nil {
      Self.sendSignal(to: children[i].pid, signal)
      children[i].stage =
        signal == SIGKILL ? .killed(at: now, checked: false) : .terminated(at: now, checked: false)
      n += 1
    }
    return n
  }

  /// Whether a child with a timeout is still running.
  public var hasBoundedChildren: Bool { children.contains { $0.deadline != nil } }

  private func collect(now: Int64, enforcingTimeouts: Bool) -> [ChildExit] {
    var exits: [ChildExit] = []
    var index = 0
    while index < children.count {
      if let exit = waitForChild(at: index, now: now) {
        exits.append(exit)
        children.remove(at: index)
        continue
      }
      if enforcingTimeouts { enforceTimeout(at: index, now: now) }
      index += 1
    }
    return exits
  }

  /// The exit of the child at `index` when it has ended, nil while it runs.
  private func waitForChild(at index: Int, now: Int64) -> ChildExit? {
    let child = children[index]
    var status: Int32 = 0
    var rc = waitpid(child.pid, &status, WNOHANG)
    while rc < 0 && errno == EINTR { rc = waitpid(child.pid, &status, WNOHANG) }
    let ended: ChildExit.Status
    if rc == child.pid {
      // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (macros).
      let signal = status & 0x7F
      ended = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    } else if rc < 0 {
      ended = .unknown  // ECHILD: reaped elsewhere; nothing to wait for.
    } else {
      return nil
    }
    var timedOut = false
    var signalSent: Int32?
    switch child.stage {
    case .running: break
    case .terminated:
      timedOut = true
      signalSent = SIGTERM
    case .killed:
      timedOut = true
      signalSent = SIGKILL
    }
    return ChildExit(
      pid: child.pid, program: child.program, status: ended, duration: now - child.started,
      timedOut: timedOut, signalSent: signalSent)
  }

  /// Moves the running child at `index` along its timeout: `SIGTERM` at its deadline, a
  /// collect after each signal, `SIGKILL` ``killDelay`` after `SIGTERM`.
  private func enforceTimeout(at index: Int, now: Int64) {
    guard let wake = children[index].wake, now >= wake else { return }
    let pid = children[index].pid
    switch children[index].stage {
    case .running:
      Self.sendSignal(to: pid, SIGTERM)
      children[index].stage = .terminated(at: now, checked: false)
    case .terminated(let at, false):
      children[index].stage = .terminated(at: at, checked: true)
      // The collect wake-up may come late: SIGKILL as soon as its own time has come.
      if now >= at + Self.killDelay { enforceTimeout(at: index, now: now) }
    case .terminated:
      Self.sendSignal(to: pid, SIGKILL)
      children[index].stage = .killed(at: now, checked: false)
    case .killed(let at, _):
      children[index].stage = .killed(at: at, checked: true)
    }
  }

  /// Sends `signal` to the process group `pid` leads, or to `pid` alone when the child has
  /// moved to another group (`ESRCH` for the group).
  private static func sendSignal(to pid: pid_t, _ signal: Int32) {
    if kill(-pid, signal) != 0 && errno == ESRCH { kill(pid, signal) }
  }

  /// CLOCK_MONOTONIC in µs, for ``finish(grace:now:)``'s polling only.
  private static func monotonicMicroseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }
}
