import Gestures

/// What a ``HapticEngineCore`` keeps per player.
struct PlayerRecord {
  enum State: Equatable {
    case idle
    /// Its timeline's 0 is at `origin` µs (earlier than its start when it resumed or seeks).
    case playing(origin: Int64)
    /// Stopped `offset` µs into its timeline, to resume from there.
    case paused
  }

  enum Action {
    case start, stop, pause, resume
  }

  /// An action at a time to come (`start(atTime:)` with a later time).
  struct Pending {
    var time: Int64
    var action: Action
    /// A start or resume, whose first effect is uploaded ahead.
    var needsPreparing: Bool { action == .start || action == .resume }
  }

  let id: Int
  /// Its name in the scheduler and in command logs.
  let voice: String
  var priority: HapticPriority
  /// The pattern with every dynamic parameter sent so far (at pattern times).
  var pattern: HapticPattern
  var rate = 1.0
  var loops = false
  /// The loop's end in pattern seconds; nil: the pattern's duration.
  var loopEnd: Double?
  var muted = false
  /// `pattern` rendered at `rate`, cut at the loop's end when looping, silent when muted.
  var timeline = ForceFeedbackTimeline()
  var state = State.idle
  /// Where the next start or resume begins, µs into the timeline (seek, pause).
  var offset: Int64 = 0
  /// Pending actions in time order.
  var pending: [Pending] = []
  /// The next start's (or loop pass's) first effect was uploaded ahead.
  var preparedAhead = false
  /// A pattern of higher priority stopped it.
  var preempted = false
  /// Its owner released it: it goes once nothing is left to play.
  var released = false
  var completion: (@Sendable (HapticEngineError?) -> Void)?

  /// How long one loop pass lasts, µs (at least 1 ms, so a loop always moves on).
  var loopLength: Int64 {
    let end = loopEnd.map { Time.microseconds($0 / rate) } ?? Int64(timeline.length) * 1000
    return max(1000, end)
  }

  /// How many loop passes one voice holds: the timeline repeats the pass (so a pass follows
  /// the one before without a stop), and the voice is played again only after them all.
  var passes = 1

  /// When the voice's last pass ends and the next voice begins, for a looping player.
  var loopPassEnd: Int64? {
    guard loops, case .playing(let origin) = state else { return nil }
    return origin + Int64(passes) * loopLength
  }

  /// Where it is in its timeline at `time`, µs.
  func position(at time: Int64) -> Int64 {
    if case .playing(let origin) = state { return max(0, time - origin) }
    return offset
  }
}

extension HapticEngineCore {
  /// A new player of `pattern`; `name` is used in logs (made unique with `#id` when another
  /// player has it).
  func addPlayer(_ pattern: HapticPattern, name: String?, priority: HapticPriority) -> Int {
    let id = nextPlayerID
    nextPlayerID += 1
    var voice = name ?? "player-\(id)"
    if players.values.contains(where: { $0.voice == voice }) { voice += "#\(id)" }
    var p = PlayerRecord(id: id, voice: voice, priority: priority, pattern: pattern)
    render(&p)
    players[id] = p
    return id
  }

  /// A player released by its owner: a pattern playing or due plays to its end (a looping
  /// one stops now), its completion is still told, then the record goes.
  func releasePlayer(_ id: Int, at time: Int64) {
    guard var p = players[id] else { return }
    p.released = true
    p.pending.removeAll { $0.action != .start }
    let stopping = p.loops && p.state != .idle
    if stopping { p.state = .idle }
    players[id] = p
    if stopping { scheduler.stop(named: p.voice, at: time) }
    dropReleased()
  }

  /// Forgets released players that have nothing left to play (a paused one would never
  /// resume).
  func dropReleased() {
    for (id, p) in players where p.released && p.pending.isEmpty {
      if case .playing = p.state { continue }
      players[id] = nil
    }
  }

  /// Renders the player's timeline (and sets its passes).
  func render(_ p: inout PlayerRecord) {
    var t = renderer.render(p.rate == 1 ? p.pattern : p.pattern.scaled(by: 1 / p.rate))
    p.passes = 1
    if p.loops {
      let pass = Int(p.loopLength / 1000)  // checked: integer µs to ms
      t = t.cut(at: pass)
      // A minute of passes per voice, at most 10 000 segments.
      p.passes = max(1, min(60_000 / pass, 10_000 / max(1, t.segments.count)))
      t = t.repeated(p.passes, every: pass)
    }
    p.timeline = p.muted ? t.silenced : t
  }

  /// Does `action` now, or at `time` when that is later.
  func schedule(_ action: PlayerRecord.Action, player id: Int, at time: Int64) {
    guard var p = players[id] else { return }
    if time <= now {
      perform(action, player: id, at: now)
      return
    }
    if action == .start || action == .stop {
      // A later start or stop replaces the pending ones: the last call wins, as it would if
      // each were made at its time.
      p.pending.removeAll { $0.action == action }
    }
    p.pending.append(.init(time: time, action: action))
    p.pending.sort { $0.time < $1.time }
    p.preparedAhead = false
    players[id] = p
  }

  /// Does `action` at `time`. The record is written back before each scheduler call: a call
  /// that fails ends every player (``HapticEngineCore/dispatch(_:at:)``), and a stale copy
  /// written after it would bring one back.
  func perform(_ action: PlayerRecord.Action, player id: Int, at time: Int64) {
    guard var p = players[id], state == .running else { return }
    switch action {
    case .start:
      if case .playing = p.state { scheduler.stop(named: p.voice, at: time) }
      guard state == .running else { return }
      p.offset = 0
      begin(p, at: time)
    case .resume:
      if case .playing = p.state { return }
      begin(p, at: time)
    case .stop:
      let was = p.state
      p.state = .idle
      p.offset = 0
      p.pending.removeAll()
      players[id] = p
      if case .playing = was { scheduler.stop(named: p.voice, at: time) }
      guard state == .running else { return }
      if was != .idle, let c = p.completion { notices.append(.playerFinished(c, nil)) }
      awaitingQuiet = awaitingQuiet || was != .idle
    case .pause:
      guard case .playing = p.state else { return }
      p.offset = p.position(at: time)
      p.state = .paused
      players[id] = p
      scheduler.stop(named: p.voice, at: time)
    }
  }

  /// Starts `p` at `time` from its offset.
  private func begin(_ record: PlayerRecord, at time: Int64) {
    var p = record
    var offset = p.offset
    if p.loops { offset %= p.loopLength }
    p.preparedAhead = false
    p.preempted = false
    p.offset = 0
    p.state = .playing(origin: time - offset)
    players[p.id] = p
    let outcome = scheduler.play(
      timeline: p.timeline, name: p.voice, priority: p.priority, at: time, offset: offset)
    if case .preempted(let names) = outcome { markPreempted(names) }
  }

  /// A looping player's next voice at `time`, when the passes of the one before are done.
  func nextPass(of id: Int, at time: Int64) {
    guard var p = players[id] else { return }
    p.preparedAhead = false
    p.state = .playing(origin: time)
    players[id] = p
    scheduler.stop(named: p.voice, at: time)
    let outcome = scheduler.play(
      timeline: p.timeline, name: p.voice, priority: p.priority, at: time)
    if case .preempted(let names) = outcome { markPreempted(names) }
  }

  /// Re-renders `p` after a change, keeping its place (`position` µs into the old timeline
  /// becomes `newPosition` into the new one), and swaps the playing voice's timeline.
  func rerender(_ id: Int, at time: Int64, change: (inout PlayerRecord) -> Void) {
    guard var p = players[id] else { return }
    let oldRate = p.rate
    let position = p.position(at: time)
    change(&p)
    render(&p)
    let newPosition = Int64(clamping: (Double(position) * oldRate / p.rate).rounded())
    if case .playing = p.state {
      let origin = time - (p.loops ? newPosition % p.loopLength : newPosition)
      p.state = .playing(origin: origin)
      players[id] = p
      scheduler.replace(named: p.voice, with: p.timeline, start: origin, at: time)
      collectFinished()
    } else {
      p.offset = newPosition
      players[id] = p
    }
  }

  /// Where the player will be in its pattern at `time` µs (seconds of pattern time, within the
  /// pass for a looping player).
  func patternTime(of p: PlayerRecord, at time: Int64) -> Double {
    var position = p.position(at: time)
    if p.loops { position %= p.loopLength }
    return Double(position) / 1e6 * p.rate
  }

  /// Adds dynamic parameters taking effect at `time` µs (at the player's pattern time then,
  /// plus each one's relative time; CoreHaptics' `sendParameters(_:atTime:)`), from `now`.
  func send(_ parameters: [HapticParameterStep], player id: Int, at time: Int64) {
    guard let p = players[id] else { return }
    let at = patternTime(of: p, at: time)
    rerender(id, at: now) { p in
      for step in parameters {
        p.pattern.parameters.append(
          HapticParameterStep(step.parameter, time: at + step.time, value: step.value))
        // A looping pattern keeps the value in the passes to come, from their start.
        if p.loops {
          p.pattern.parameters.append(
            HapticParameterStep(step.parameter, time: 0, value: step.value))
        }
      }
    }
  }

  /// Adds a parameter curve starting at the player's pattern time at `time` µs plus its own time.
  func send(_ curve: HapticParameterCurve, player id: Int, at time: Int64) {
    guard let p = players[id] else { return }
    let at = patternTime(of: p, at: time)
    rerender(id, at: now) { p in
      p.pattern.curves.append(
        HapticParameterCurve(
          curve.parameter, time: at + curve.time, controlPoints: curve.controlPoints))
    }
  }

  /// Moves the player to `offset` µs into its timeline.
  func seek(player id: Int, to offset: Int64, at time: Int64) {
    guard var p = players[id] else { return }
    if case .playing = p.state {
      let origin = time - (p.loops ? offset % p.loopLength : offset)
      p.state = .playing(origin: origin)
      players[id] = p
      scheduler.replace(named: p.voice, with: p.timeline, start: origin, at: time)
      collectFinished()
    } else {
      p.offset = offset
      players[id] = p
    }
  }
}
