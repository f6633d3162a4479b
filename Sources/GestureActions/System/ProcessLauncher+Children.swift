import CLinuxInput
import Glibc

extension ProcessLauncher {
  /// Where a running child is in its timeout.
  enum Stage: Equatable {
    case running
    /// `SIGTERM` sent at the time; `checked` once the collect wake-up after it has passed.
    case terminated(at: Int64, checked: Bool)
    /// `SIGKILL` sent at the time; `checked` as above.
    case killed(at: Int64, checked: Bool)
  }

  /// A launched program, or (`owner` set) a process of a timed-out program's tree or an orphan
  /// re-parented to this process: those are signalled and reaped, never reported.
  struct Child {
    var pid: Int32
    var program: String
    var started: Int64
    var deadline: Int64?
    var stage: Stage = .running
    var sequence: Int
    var binding: Int?
    /// The program this process belongs to; nil for a program.
    var owner: Int32?
    /// Its pidfd, -1 when there is none.
    var pidfd: Int32 = -1
    /// True while its pidfd is in the launcher's epoll set.
    var watched = false

    init(
      pid: Int32, program: String, started: Int64, deadline: Int64?, sequence: Int,
      binding: Int? = nil, owner: Int32? = nil
    ) {
      self.pid = pid
      self.program = program
      self.started = started
      self.deadline = deadline
      self.sequence = sequence
      self.binding = binding
      self.owner = owner
    }

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

  /// Takes `child` in: its pidfd into the epoll set, its wake-up onto the heap.
  func add(_ child: Child) {
    var child = child
    child.pidfd = cinput_pidfd_open(child.pid)
    if child.pidfd >= 0 && descriptor >= 0 {
      var event = epoll_event()
      event.events = EPOLLIN.rawValue
      event.data.u64 = UInt64(UInt32(bitPattern: child.pid))
      child.watched = epoll_ctl(descriptor, EPOLL_CTL_ADD, child.pidfd, &event) == 0
    }
    if !child.watched && child.owner == nil { unwatched.insert(child.pid) }
    if let wake = child.wake { deadlines.push(.init(time: wake, pid: child.pid)) }
    if let owner = child.owner { members[owner, default: []].insert(child.pid) }
    children[child.pid] = child
  }

  /// The programs that ended: those whose pidfds are readable, and those without one.
  func collectEnded(now: Int64) -> [(sequence: Int, exit: ChildExit)] {
    var exits: [(sequence: Int, exit: ChildExit)] = []
    if descriptor >= 0 {
      var events = [epoll_event](repeating: epoll_event(), count: 64)
      while true {
        let n = events.withUnsafeMutableBufferPointer {
          epoll_wait(descriptor, $0.baseAddress, Int32($0.count), 0)
        }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { break }
        for i in 0..<Int(n) {
          let pid = Int32(bitPattern: UInt32(truncatingIfNeeded: events[i].data.u64))
          if let exit = wait(pid, now: now) { exits.append(exit) }
        }
        if n < Int32(events.count) { break }
      }
    }
    for pid in unwatched.sorted() {
      if let exit = wait(pid, now: now) { exits.append(exit) }
    }
    return exits
  }

  /// Moves each child whose wake-up has come along its timeout.
  func expire(now: Int64) -> [(sequence: Int, exit: ChildExit)] {
    var exits: [(sequence: Int, exit: ChildExit)] = []
    while let top = deadlines.top, top.time <= now {
      deadlines.pop()
      reapVisits += 1
      guard let child = children[top.pid], child.wake == top.time else { continue }
      advance(child.pid, now: now)
      // A process of a tree that is not this process's child is looked at each collect.
      if let c = children[top.pid], c.owner != nil, !c.watched, let exit = wait(c.pid, now: now) {
        exits.append(exit)
      }
      if let wake = children[top.pid]?.wake { deadlines.push(.init(time: wake, pid: top.pid)) }
    }
    return exits
  }

  /// `SIGTERM` at the deadline, a collect after each signal, `SIGKILL` ``killDelay`` after
  /// `SIGTERM`.
  private func advance(_ pid: Int32, now: Int64) {
    guard let child = children[pid] else { return }
    switch child.stage {
    case .running: send(SIGTERM, to: pid, now: now)
    case .terminated(let at, false):
      children[pid]?.stage = .terminated(at: at, checked: true)
    case .terminated: send(SIGKILL, to: pid, now: now)
    case .killed(let at, _):
      children[pid]?.stage = .killed(at: at, checked: true)
      // The end of the line for a process of a tree that is not this process's child: its
      // parent reaps it.
      if child.owner != nil && !child.watched { remove(pid) }
    }
  }

  /// Sends `signal` to `pid` and records it: a program's process group and every descendant
  /// it has now (found before signalling, each taken in as a process of its tree); a process
  /// of a tree through its pidfd.
  func send(_ signal: Int32, to pid: Int32, now: Int64) {
    guard let child = children[pid] else { return }
    let stage: Stage =
      signal == SIGKILL ? .killed(at: now, checked: false) : .terminated(at: now, checked: false)
    if child.owner == nil {
      for d in ProcessTree.descendants(of: pid) where children[d] == nil {
        add(
          Child(
            pid: d, program: child.program, started: child.started, deadline: child.deadline,
            sequence: child.sequence, owner: pid))
      }
      if kill(-pid, signal) != 0 && errno == ESRCH { kill(pid, signal) }
      for member in members[pid] ?? [] {
        guard let c = children[member], c.stage == .running else { continue }
        deliver(signal, to: c)
        children[member]?.stage = stage
        if let wake = children[member]?.wake { deadlines.push(.init(time: wake, pid: member)) }
      }
    } else {
      deliver(signal, to: child)
    }
    children[pid]?.stage = stage
  }

  private func deliver(_ signal: Int32, to child: Child) {
    if child.pidfd >= 0 {
      _ = cinput_pidfd_send_signal(child.pidfd, signal)
    } else {
      kill(child.pid, signal)
    }
  }

  /// The exit of `pid` when it has ended (`waitid` without blocking), nil while it runs; a
  /// process of a tree is reaped and not reported.
  private func wait(_ pid: Int32, now: Int64) -> (sequence: Int, exit: ChildExit)? {
    guard let child = children[pid] else { return nil }
    reapVisits += 1
    var info = siginfo_t()
    var rc: Int32
    repeat {
      rc =
        child.pidfd >= 0
        ? cinput_waitid_pidfd(child.pidfd, &info, WEXITED | WNOHANG)
        : waitid(P_PID, id_t(UInt32(bitPattern: pid)), &info, WEXITED | WNOHANG)
    } while rc < 0 && errno == EINTR
    let status: ChildExit.Status
    if rc == 0 && cinput_siginfo_pid(&info) == pid {
      let code = cinput_siginfo_code(&info)
      status =
        code == Int32(CLD_EXITED)
        ? .exited(cinput_siginfo_status(&info)) : .signaled(cinput_siginfo_status(&info))
    } else if rc < 0 {
      // ECHILD: a program reaped elsewhere; a process of a tree that is not (yet) this
      // process's child (its parent reaps it).
      status = .unknown
    } else {
      return nil
    }
    if child.owner != nil {
      if status == .unknown && adoptsOrphans && cinput_pidfd_send_signal(child.pidfd, 0) == 0 {
        // Ended, but another process of its tree is its parent: when that one ends this one
        // is re-parented here (a subreaper) and reaped then; stop watching till then.
        // Without the subreaper the parent or init reaps it, and it is forgotten below.
        if child.watched { epoll_ctl(descriptor, EPOLL_CTL_DEL, child.pidfd, nil) }
        children[pid]?.watched = false
        return nil
      }
      if status != .unknown { orphansReaped += 1 }
      remove(pid)
      lookAgain(owner: child.owner)
      return nil
    }
    remove(pid)
    lookAgain(owner: pid)
    var signalSent: Int32?
    switch child.stage {
    case .running: break
    case .terminated: signalSent = SIGTERM
    case .killed: signalSent = SIGKILL
    }
    let exit = ChildExit(
      pid: pid, program: child.program, status: status, duration: now - child.started,
      timedOut: signalSent != nil && child.deadline != nil, signalSent: signalSent)
    adoptOrphans(of: child)
    return (child.sequence, exit)
  }

  /// A process of `owner`'s tree ended (or `owner` did): its children were re-parented, to this
  /// process when it is a subreaper, so the others of the tree not watched are looked at again.
  private func lookAgain(owner: Int32?) {
    guard let owner else { return }
    for pid in members[owner] ?? [] where children[pid]?.watched == false {
      _ = wait(pid, now: 0)
    }
  }

  /// With ``adoptsOrphans``, takes in the children of this process it did not start: orphans
  /// re-parented to it when `ended` (or one of its descendants) ended, so they are reaped and
  /// follow `ended`'s timeout.
  private func adoptOrphans(of ended: Child) {
    guard adoptsOrphans else { return }
    for pid in ProcessTree.children(of: getpid()) where children[pid] == nil {
      var orphan = Child(
        pid: pid, program: ended.program, started: ended.started, deadline: ended.deadline,
        sequence: ended.sequence, owner: ended.owner ?? ended.pid)
      orphan.stage = ended.stage
      add(orphan)
    }
  }

  /// Forgets `pid`: takes its pidfd out of the epoll set, closes it and updates the counts.
  func remove(_ pid: Int32) {
    guard let child = children.removeValue(forKey: pid) else { return }
    // Removed explicitly: closing alone leaves the registration while any copy of the pidfd
    // lives on, and a child another thread is spawning holds copies until its exec, so the
    // ended child's pidfd would keep the set readable (seen with tests spawning in parallel).
    if child.watched { epoll_ctl(descriptor, EPOLL_CTL_DEL, child.pidfd, nil) }
    if child.pidfd >= 0 { close(child.pidfd) }
    unwatched.remove(pid)
    if let owner = child.owner {
      members[owner]?.remove(pid)
      if members[owner]?.isEmpty == true { members[owner] = nil }
      return
    }
    programs -= 1
    if child.deadline != nil { bounded -= 1 }
    if let b = child.binding {
      perBinding[b, default: 1] -= 1
      if perBinding[b] == 0 { perBinding[b] = nil }
    }
  }
}
