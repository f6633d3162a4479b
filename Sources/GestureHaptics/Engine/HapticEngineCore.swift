import Gestures

/// The state behind a ``HapticEngine``: single-threaded, every time a parameter (µs on the
/// engine's clock), so it reads like the scheduler it drives. ``HapticEngine`` calls it under its
/// lock and delivers the ``Notice``s it collects after the lock is released (a handler may call
/// the engine again).
///
/// The engine's lifecycle, one handler per event, logged by ``dispatch(_:at:)``:
///
///     stopped --start--> running --stop--> stopped
///     running --fail(error)--> failed --start (device reopened)--> running
final class HapticEngineCore {
  enum State: String { case stopped, running, failed }
  enum Event {
    case start
    case stop
    case fail(ForceFeedbackError)
  }

  /// What happened, for the engine to deliver outside its lock.
  enum Notice {
    case stopped(HapticEngine.StoppedReason)
    case reset
    case playerFinished(@Sendable (HapticEngineError?) -> Void, HapticEngineError?)
    case allPlayersFinished
    case command(HapticCommand)
  }

  private(set) var state = State.stopped
  private(set) var scheduler: HapticScheduler
  private(set) var output: ForceFeedbackOutput
  var players: [Int: PlayerRecord] = [:]
  var nextPlayerID = 0
  /// Patterns prepared for one-write starts (generators'), prepared again after a reset.
  var prepared: [ForceFeedbackTimeline] = []
  var notices: [Notice] = []
  /// `state → event → state` lines, kept when ``keepsTransitions`` (tests).
  var transitions: [String] = []
  var keepsTransitions = false
  /// The latest time reached, µs.
  var now: Int64 = .min
  /// Something played or finished since the engine was last quiet: the finished handler is
  /// told when it next is (no player playing, paused or due, and no pattern sounding).
  var awaitingQuiet = false

  /// Whether every command sent becomes a ``Notice/command(_:)`` (a command handler is set).
  var observesCommands = false

  init(output: ForceFeedbackOutput, profile: HapticDeviceProfile) {
    self.output = output
    let log = HapticCommandLog(forwardingTo: output, keeping: false)
    scheduler = HapticScheduler(output: log, profile: profile)
    observe(log)
    watch(scheduler)
  }

  /// The scheduler's output is `output` behind a log that keeps nothing and reports each
  /// command when observed.
  private func observe(_ log: HapticCommandLog) {
    log.onRecord = { [unowned self] c in
      if self.observesCommands { self.notices.append(.command(c)) }
    }
  }

  var renderer: HapticRenderer { scheduler.renderer }

  private func watch(_ s: HapticScheduler) {
    s.onFailure = { [unowned self] error in self.failed(error) }
  }

  /// The device hung up (unplugged) while the engine ran: it fails as a command would have.
  func deviceHungUp(at time: Int64) {
    guard state == .running else { return }
    let path =
      (output as? ForceFeedbackDevice)?.path
      ?? ((output as? HapticCommandLog)?.device as? ForceFeedbackDevice)?.path ?? "device"
    scheduler.fail(ForceFeedbackError(.gone, device: path, "No such device (hung up)"))
  }

  /// The scheduler's failure handler runs inside a scheduler call: the engine's state moves at
  /// once; the time is the latest reached.
  private func failed(_ error: ForceFeedbackError) {
    dispatch(.fail(error), at: now)
  }

  // MARK: - The lifecycle

  /// Handles `event` in the current state and logs the step.
  func dispatch(_ event: Event, at time: Int64) {
    let before = state
    switch state {
    case .stopped: handleStopped(event, at: time)
    case .running: handleRunning(event, at: time)
    case .failed: handleFailed(event, at: time)
    }
    if keepsTransitions {
      transitions.append("\(before.rawValue) → \(Self.name(event)) → \(state.rawValue)")
    }
  }

  private static func name(_ event: Event) -> String {
    switch event {
    case .start: return "start"
    case .stop: return "stop"
    case .fail: return "fail"
    }
  }

  private func handleStopped(_ event: Event, at time: Int64) {
    switch event {
    case .start:
      state = .running
      for t in prepared { scheduler.prepare(timeline: t, at: time) }
    case .stop: break
    case .fail(let error): invariant(false, "a stopped engine sends nothing, yet failed: \(error)")
    }
  }

  private func handleRunning(_ event: Event, at time: Int64) {
    switch event {
    case .start: break
    case .stop:
      endPlayers(.engineStopped)
      scheduler.close(at: time)
      state = scheduler.failure == nil ? .stopped : .failed
    case .fail(let error):
      state = .failed
      endPlayers(.device(error))
      notices.append(.stopped(error.kind == .gone ? .deviceDisconnected : .systemError(error)))
    }
  }

  private func handleFailed(_ event: Event, at time: Int64) {
    switch event {
    case .start, .stop, .fail: break  // start reopens first (reopen(output:profile:))
    }
  }

  /// After a failure: plays on `output` from now on (the device opened again), with every
  /// player kept and every prepared pattern prepared again; the reset handler is told.
  func reopen(output: ForceFeedbackOutput, profile: HapticDeviceProfile, at time: Int64) {
    invariant(state == .failed, "reopen only after a failure")
    self.output = output
    let log = HapticCommandLog(forwardingTo: output, keeping: false)
    scheduler = HapticScheduler(output: log, profile: profile)
    observe(log)
    watch(scheduler)
    state = .stopped
    notices.append(.reset)
  }

  /// Every player back to idle, its completion told `reason`.
  private func endPlayers(_ reason: HapticEngineError) {
    for id in players.keys.sorted() {
      guard var p = players[id], p.state != .idle || !p.pending.isEmpty else { continue }
      p.state = .idle
      p.pending.removeAll()
      p.offset = 0
      if let c = p.completion { notices.append(.playerFinished(c, reason)) }
      players[id] = p
    }
  }

  // MARK: - Time

  /// The next time something is due, µs: a scheduler deadline, a player's pending action or the
  /// upload ahead of it, a loop's next pass.
  var nextDeadline: Int64? {
    guard state == .running else { return nil }
    var best = scheduler.nextDeadline
    func consider(_ t: Int64) { best = min(best ?? t, t) }
    for p in players.values {
      if let a = p.pending.first {
        consider(a.time)
        if a.needsPreparing, !p.preparedAhead { consider(a.time - scheduler.uploadLead) }
      }
      if let end = p.loopPassEnd {
        consider(end)
        if !p.preparedAhead { consider(end - scheduler.uploadLead) }
      }
    }
    return best.map { max($0, now) }
  }

  /// Handles everything due up to and including `time`, in time order.
  func service(to time: Int64) {
    let time = Time.clamped(time)
    while state == .running, let d = nextDeadline, d <= time {
      step(at: d)
    }
    now = max(now, time)
    if state == .running { scheduler.advance(to: time) }
    collectFinished()
  }

  private func step(at time: Int64) {
    now = max(now, time)
    scheduler.advance(to: time)
    collectFinished()
    for id in players.keys.sorted() {
      guard state == .running, var p = players[id] else { continue }
      if let a = p.pending.first, a.time <= time {
        p.pending.removeFirst()
        players[id] = p
        perform(a.action, player: id, at: a.time)
        continue
      }
      if let end = p.loopPassEnd, end <= time {
        nextPass(of: id, at: end)
        continue
      }
      // The start (or resume, or next loop voice) to come, and where in the timeline it begins.
      var ahead: (time: Int64, offset: Int64)?
      if let a = p.pending.first, a.needsPreparing {
        let offset = a.action == .resume && p.state == .paused ? p.offset : 0
        ahead = (a.time, p.loops ? offset % p.loopLength : offset)
      } else if let end = p.loopPassEnd {
        ahead = (end, 0)
      }
      if let a = ahead, !p.preparedAhead, a.time - scheduler.uploadLead <= time {
        p.preparedAhead = true
        players[id] = p
        scheduler.prepare(
          timeline: p.timeline, priority: p.priority, offset: a.offset, startingAt: a.time,
          at: time)
      }
    }
  }

  /// Players whose pattern ended (or was pre-empted) go back to idle.
  func collectFinished() {
    let sounding = Set(scheduler.playingNames)
    for id in players.keys.sorted() {
      // A loop's voice may end before its passes do (a silent tail): only a pre-emption ends it.
      guard var p = players[id], case .playing = p.state, !p.loops || p.preempted,
        !sounding.contains(p.voice)
      else { continue }
      p.state = .idle
      p.offset = 0
      players[id] = p
      awaitingQuiet = true
      if let c = p.completion { notices.append(.playerFinished(c, p.preempted ? .preempted : nil)) }
    }
    dropReleased()
    if awaitingQuiet, state == .running, scheduler.playingNames.isEmpty,
      players.values.allSatisfy({ $0.state == .idle && $0.pending.isEmpty })
    {
      awaitingQuiet = false
      notices.append(.allPlayersFinished)
    }
  }

  // MARK: - One-shot patterns

  /// Plays `timeline` once at `time` (generators, gesture bindings); nothing to stop it by.
  func playOnce(
    _ timeline: ForceFeedbackTimeline, name: String, priority: HapticPriority, at time: Int64
  ) {
    guard state == .running else { return }
    awaitingQuiet = true
    let outcome = scheduler.play(
      timeline: timeline, name: name, priority: priority, at: max(time, now))
    if case .preempted(let names) = outcome { markPreempted(names) }
    collectFinished()
  }

  func markPreempted(_ names: [String]) {
    for id in players.keys where names.contains(players[id]!.voice) {
      players[id]!.preempted = true
    }
  }
}
