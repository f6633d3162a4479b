/// Deadlines: the arena's earliest timer, and firing timers in time order.
extension Arena {
  /// The earliest deadline: a recognizer's that still runs, a held lift's or the touchpad
  /// stage's, in µs.
  var nextDeadline: Int64? {
    var next = recognizerDeadline ?? .max
    if let b = bounce.deadline { next = min(next, b) }
    if runsTouchpadStage, let t = touchpadStage.deadline { next = min(next, t) }
    return next == .max ? nil : next
  }

  /// The earliest deadline of a recognizer that still runs, in µs. Asked for several times a
  /// frame (by the engine, for every arena, and by ``advance(to:)``), and it can change only in
  /// the arena's own handlers, which forget it (``deadlineKnown``).
  private var recognizerDeadline: Int64? {
    if !deadlineKnown {
      knownDeadline = earliestRecognizerDeadline()
      deadlineKnown = true
    }
    return knownDeadline
  }

  private func earliestRecognizerDeadline() -> Int64? {
    var best = Int64.max
    // A touchpad gesture's deadline is the stage's, which nextDeadline takes, or the one the
    // stage just handled (`fired`, until its next frame): asked only then.
    let stageFired = touchpadStage.fired != nil
    // By index: iterating `live` itself would retain its storage on every frame.
    for k in 0..<live.count {
      let i = live[k]
      let d: Int64?
      if members[i].timed {
        // Only a gesture whose deadlines are its stage's has one while done.
        d = withRecognizer(i) { r in
          assert(!r.state.isTerminal || r.deadlineWhileDone == nil)
          return r.runsOnTime ? r.deadline : nil
        }
      } else if stageFired && members[i].stageTimed {
        d = withRecognizer(i) { r in
          r.state.isTerminal ? r.deadlineWhileDone : r.runsOnTime ? r.deadline : nil
        }
      } else {
        continue
      }
      if let d, d > members[i].fired, d < best { best = d }
    }
    return best == .max ? nil : best
  }

  /// Fires every deadline up to and including `time`, in time order.
  func advance(to time: Int64) {
    while let d = nextDeadline, d <= time {
      if root.sceneGeneration != scene.generation { sceneChanged(at: d) }
      if let b = bounce.deadline, b == d,
        let lifts = bounce.expire(at: d, device: device, fingerCount: lastFingerCount)
      {
        handleFiltered(lifts)
        continue
      }
      // The stage first: the gestures due at its deadline read what it decided there.
      if runsTouchpadStage, touchpadStage.deadline == d { touchpadStage.timeReached(d) }
      for i in live {
        let doneDue = withRecognizer(i) { r in r.state.isTerminal && r.deadlineWhileDone == d }
        if doneDue && d > members[i].fired {
          members[i].fired = d
          if withRecognizer(i, { $0.engineTimeReachedWhileDone(d) }) { startAgain(i, at: d) }
          continue
        }
        let due = withRecognizer(i) { r in r.runsOnTime && r.deadline == d }
        guard due, d > members[i].fired else { continue }
        members[i].fired = d
        let signal = withRecognizer(i) { $0.engineTimeReached(d) }
        if case .ready = signal { members[i].readyByTime = true }
        apply(signal, to: i, at: d)
      }
      resolve(at: d)
      settleIfQuiet(at: d)
      deadlineKnown = false
    }
  }

  /// Ends the attempt of every gesture still following touches that are down (the input ended:
  /// a trace's end, a shutdown), then lets the timers of the others run out.
  func finish(at time: Int64) {
    advance(to: time)
    deadlineKnown = false
    // Lifts held as possible bounces were lifts: the input ended before any finger came back.
    if let lifts = bounce.expire(at: time, device: device, fingerCount: lastFingerCount, all: true)
    {
      handleFiltered(lifts)
    }
    for i in live {
      let running = withRecognizer(i) { r in
        !r.touches.allUp && (r.state == .possible || r.state == .ready || r.state == .active)
      }
      if running { transition(i, .stop, reason: .traceEnded, at: time) }
    }
    resolve(at: time)
    deadlineKnown = false
    advance(to: .max)
    settleIfQuiet(at: time)
  }
}

extension GestureRecognizer {
  /// Its ``deadline`` counts: it is possible, active, or ready and continuous.
  fileprivate var runsOnTime: Bool {
    state == .possible || state == .active || (state == .ready && isContinuous)
  }
}
