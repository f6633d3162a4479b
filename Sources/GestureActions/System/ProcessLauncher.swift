import CLinuxInput
import Gestures
import Glibc

/// Starts the programs actions run, without ever waiting for them, and reaps them.
///
/// ``launch(_:environment:timeout:now:binding:)`` returns as soon as the child exists. Nothing
/// is installed for `SIGCHLD`: each child has a pidfd in the epoll set ``descriptor``, which
/// is readable when one has ended; the event loop polls it with its other descriptors, calls
/// ``reap(now:)`` when it wakes, and wakes at ``nextDeadline`` at the latest. A reap's work is
/// the children that ended and the deadlines that came, never the children still running. A
/// timeout signals the program's process group and every descendant it has then (the Programs
/// article). Times are µs on CLOCK_MONOTONIC, given by the caller. Not thread-safe: one loop
/// owns it.
public final class ProcessLauncher {
  /// How long after `SIGTERM` a child still running gets `SIGKILL`, µs.
  public static let killDelay: Int64 = 1_000_000
  /// How long after a signal the launcher asks to be woken to collect the child, µs.
  public static let collectDelay: Int64 = 10_000

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

  /// An epoll descriptor (close-on-exec) holding a pidfd per child: readable when a child, or a
  /// process of a timed-out program's tree, has ended and ``reap(now:)`` has work. An event
  /// loop polls it among its own; -1 when the system has no epoll (then ``needsPolling``).
  public let descriptor: Int32
  /// How programs are started.
  public let mode: ProgramLaunchMode
  /// True when the maker said the process is a child subreaper for this launcher's sake
  /// (`PR_SET_CHILD_SUBREAPER`, which the command line sets) and it was: orphans of the
  /// programs are re-parented to the process, and the launcher adopts and reaps every child of
  /// the process it did not start. Never inferred from the process's state: a process that is
  /// a subreaper for its own reasons, or a test process running many launchers, would lose
  /// children it started elsewhere to this one.
  public let adoptsOrphans: Bool

  var children: [Int32: Child] = [:]
  var deadlines = DeadlineHeap()
  /// Children whose end no pidfd tells (`pidfd_open` failed): looked at with `waitpid` at each
  /// reap.
  var unwatched: Set<Int32> = []
  var launches = 0
  var programs = 0
  var bounded = 0
  var perBinding: [Int: Int] = [:]
  /// The processes of each program's tree the launcher has taken in, by the program's pid.
  var members: [Int32: Set<Int32>] = [:]

  /// The children and deadline entries reaps have looked at, for tests: a reap with nothing
  /// ended and no deadline due adds nothing, however many children run.
  public internal(set) var reapVisits = 0
  /// Processes of timed-out trees and adopted orphans reaped (never reported as exits).
  public internal(set) var orphansReaped = 0

  /// A launcher with no children, starting programs as `mode` says. Pass `adoptingOrphans` only
  /// when the caller made the process a child subreaper and starts no children of its own
  /// beside this launcher (``adoptsOrphans``).
  public init(mode: ProgramLaunchMode = .direct, adoptingOrphans: Bool = false) {
    self.mode = mode
    descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
    adoptsOrphans = adoptingOrphans && cinput_is_child_subreaper() != 0
  }

  deinit {
    for child in children.values where child.pidfd >= 0 { close(child.pidfd) }
    if descriptor >= 0 { close(descriptor) }
  }

  /// How many launched programs have not been reaped yet.
  public var running: Int { programs }

  /// How many programs launched for `binding` (``ActionContext/binding``) have not been reaped.
  public func running(binding: Int) -> Int { perBinding[binding] ?? 0 }

  /// The pids of the programs not reaped yet, in launch order.
  public var runningPIDs: [Int32] { launched.map(\.pid) }

  /// True when a child's end is not told by ``descriptor``: the loop must call ``reap(now:)``
  /// now and then (``SystemActionPerformer`` does every second).
  public var needsPolling: Bool { descriptor < 0 || !unwatched.isEmpty }

  /// The next time (µs, CLOCK_MONOTONIC) ``reap(now:)`` has something to do without a child
  /// ending first: a timeout to enforce, a `SIGKILL` to send, a signalled child to collect. Nil
  /// when no child has a timeout pending.
  public var nextDeadline: Int64? {
    while let top = deadlines.top, children[top.pid]?.wake != top.time { deadlines.pop() }
    return deadlines.top?.time
  }

  /// Whether a program with a timeout is still running.
  public var hasBoundedChildren: Bool { bounded > 0 }

  /// Starts `argv` (`argv[0]` looked up in the parent's `PATH` when it has no slash) and returns
  /// its pid at once (in ``ProgramLaunchMode/systemd`` mode, the `systemd-run` client's); what
  /// the child inherits is in the Programs article.
  ///
  /// - Parameters:
  ///   - argv: the program and its arguments, passed as they are (no shell).
  ///   - environment: variables added to the parent's, replacing those of the same name.
  ///   - timeout: seconds the program may run; past it ``reap(now:)`` sends its process group
  ///     and its descendants `SIGTERM`, and `SIGKILL` ``killDelay`` later. Nil: it may run for
  ///     ever.
  ///   - now: the time of the launch, µs on CLOCK_MONOTONIC.
  ///   - binding: the bound action it runs for (``ActionContext/binding``), counted by
  ///     ``running(binding:)``.
  /// - Throws: ``ActionSystemError`` naming the program when it cannot be started, or for an
  ///   empty command, a NUL in an argument or a timeout that is not a positive number.
  @discardableResult
  public func launch(
    _ argv: [String], environment: [String: String] = [:], timeout: Double? = nil, now: Int64,
    binding: Int? = nil
  ) throws(ActionSystemError) -> Int32 {
    var deadline: Int64?
    if let timeout {
      guard timeout.isFinite, timeout > 0, timeout < 1e9 else {
        throw ActionSystemError(
          .invalid, subject: argv.first, "the timeout \(timeout) s is not a positive number")
      }
      deadline = now + max(1, Time.microseconds(timeout))
      if mode == .systemd { deadline? += ProgramLaunchMode.systemdTimeoutMargin }
    }
    guard let program = argv.first, !program.isEmpty else {
      throw ActionSystemError(.invalid, "an empty command: argv[0] names the program to run")
    }
    let command = mode.command(argv, environment: environment, timeout: timeout)
    let pid = try ProcessSpawn.spawn(command, environment: environment)
    launches += 1
    programs += 1
    if deadline != nil { bounded += 1 }
    if let binding { perBinding[binding, default: 0] += 1 }
    add(
      Child(
        pid: pid, program: program, started: now, deadline: deadline, sequence: launches,
        binding: binding))
    return pid
  }

  /// Collects every child that has ended, without blocking, and enforces timeouts: a program
  /// past its timeout has `SIGTERM` sent to its process group and to each of its descendants,
  /// and `SIGKILL` ``killDelay`` later to those still running. The exits of signalled
  /// programs say so (``ChildExit/timedOut``, ``ChildExit/signalSent``). The work is the
  /// children that ended (their pidfds are readable) and the deadlines that came.
  ///
  /// - Parameter now: the time, µs on CLOCK_MONOTONIC; durations and timeouts count to it.
  /// - Returns: the programs that ended since the last reap, in launch order.
  public func reap(now: Int64) -> [ChildExit] {
    var exits = collectEnded(now: now)
    exits += expire(now: now)
    return exits.sorted { $0.sequence < $1.sequence }.map(\.exit)
  }

  /// Collects what ends within `grace` seconds of `now`, polling every 10 ms (this is the only
  /// place the launcher sleeps or reads the clock), and returns at once when nothing is left.
  /// It sends no signal: programs still running after the grace are left running (a gesture
  /// may have opened a terminal or a browser) and listed, and stay in ``running``.
  ///
  /// - Parameters:
  ///   - grace: seconds to wait for children to end; 0 only collects what has already ended.
  ///   - now: the time of the call, µs on CLOCK_MONOTONIC (the polls measure from it).
  public func finish(grace: Double, now: Int64) -> Finish {
    let start = Self.monotonicMicroseconds()
    // Clamped to 2⁵³ µs: any grace, NaN or infinite too, is a number of µs.
    let graceMicroseconds = Time.microseconds(grace)
    var exits: [(sequence: Int, exit: ChildExit)] = []
    while true {
      let elapsed = Self.monotonicMicroseconds() - start
      exits += collectEnded(now: now + elapsed)
      if programs == 0 || elapsed >= graceMicroseconds { break }
      usleep(UInt32(min(10_000, graceMicroseconds - elapsed)))
    }
    return Finish(
      exits: exits.sorted { $0.sequence < $1.sequence }.map(\.exit),
      leftRunning: launched.map { RunningChild(pid: $0.pid, program: $0.program) })
  }

  /// At the end of a session: sends `signal` to the process group and the descendants of every
  /// program that has a timeout (a program declared bounded, which must not outlive the
  /// session); programs without one are left alone. The exits say the signal was sent.
  /// Returns how many programs were signalled.
  @discardableResult
  public func signalBounded(_ signal: Int32, now: Int64) -> Int {
    var n = 0
    for pid in children.keys.sorted() where children[pid]?.deadline != nil {
      guard let isProgram = children[pid].map({ $0.owner == nil }) else { continue }
      send(signal, to: pid, now: now)
      if isProgram { n += 1 }
    }
    return n
  }

  /// The programs (not the processes of their trees), in launch order.
  private var launched: [Child] {
    children.values.filter { $0.owner == nil }.sorted { $0.sequence < $1.sequence }
  }

  /// CLOCK_MONOTONIC in µs, for ``finish(grace:now:)``'s polling only.
  private static func monotonicMicroseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int64(ts.tv_sec) * 1_000_000 + Int64(ts.tv_nsec) / 1000
  }
}
