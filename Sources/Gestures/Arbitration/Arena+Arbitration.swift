/// Arbitration: applying what recognizers say, letting waiting gestures win, failing and
/// cancelling the losers, and logging every transition (the arena's rules 2–4).
extension Arena {
  func apply(_ signal: GestureSignal, to i: Int, at time: Int64) {
    let r = members[i].recognizer
    switch signal {
    case .none:
      break
    case .ready:
      if r.state == .possible { r.state = .ready }
    case .changed:
      if r.state == .active { emit(i, to: .changed, at: time) }
    case .ended:
      if r.state == .active {
        r.state = .ended
        emit(i, to: .ended, at: time)
      } else if r.state == .possible || r.state == .ready {
        // Rules met and finished in one step (a continuous gesture that began and ended in
        // the same frame): it still has to win first.
        r.state = .ready
        resolve(at: time)
        if r.state == .active {
          r.state = .ended
          emit(i, to: .ended, at: time)
        }
      }
    case .failed(let reason):
      if r.state == .active {
        cancel(i, reason, at: time)
      } else if r.state == .ready, r.touches.allUp, let j = blocker(of: i) {
        // It was ready and only waiting: say for whom, not which touch count it lacks now.
        fail(i, .liftedWhileWaiting(for: members[j].name), at: time)
      } else {
        fail(i, reason, at: time)
      }
    case .cancelled(let reason):
      if r.state == .active { cancel(i, reason, at: time) } else { fail(i, reason, at: time) }
    }
  }

  /// Lets waiting gestures win, highest precedence first, until nothing changes.
  func resolve(at time: Int64) {
    var changed = true
    while changed {
      changed = false
      for i in live where members[i].recognizer.state == .ready {
        if blocker(of: i) == nil {
          win(i, at: time)
          changed = true
        }
      }
    }
  }

  /// The competitor a ready member must wait for, if any.
  func blocker(of i: Int) -> Int? {
    let r = members[i].recognizer
    guard members[i].waits else { return nil }
    for j in live where competes(i, j) {
      let h = members[j].recognizer
      guard h.state == .possible || h.state == .ready, h.touches.intersects(r.touches) else {
        continue
      }
      if let mine = r.requiredTapCount, let theirs = h.requiredTapCount {
        if theirs > mine { return j }
        if theirs < mine { continue }
      }
      guard j < i else { continue }
      if h.succeedsOnlyAfterLift && !r.touches.allUp && members[i].readyByTime { continue }
      return j
    }
    return nil
  }

  func win(_ i: Int, at time: Int64) {
    let r = members[i].recognizer
    r.engineRecognized(at: time)
    if r.isContinuous {
      r.state = .active
      emit(i, to: .began, at: time)
    } else {
      r.state = .ended
      emit(i, to: .ended, at: time)
    }
    let reason = FailureReason.defeated(by: members[i].name)
    for j in live where competes(i, j) {
      let c = members[j].recognizer
      guard c.touches.intersects(r.touches) else { continue }
      switch c.state {
      case .possible, .ready: fail(j, reason, at: time)
      case .active: cancel(j, reason, at: time)
      default: break
      }
    }
  }

  /// Members i and j are exclusive competitors (when they share a touch).
  func competes(_ i: Int, _ j: Int) -> Bool {
    guard i != j else { return false }
    if members[i].priority == .simultaneous || members[j].priority == .simultaneous {
      return false
    }
    return members[i].region !== members[j].region
      || !members[i].simultaneousWith.contains(members[j].name)
  }

  func fail(_ i: Int, _ reason: FailureReason, at time: Int64) {
    members[i].recognizer.state = .failed
    emit(i, to: .failed, reason: reason, at: time)
  }

  func cancel(_ i: Int, _ reason: FailureReason, at time: Int64) {
    members[i].recognizer.state = .cancelled
    emit(i, to: .cancelled, reason: reason, at: time)
  }

  func emit(_ i: Int, to phase: GesturePhase, reason: FailureReason? = nil, at time: Int64) {
    if phase.isTerminal {
      members[i].doneAtStep = step
      doneInStep = true
    }
    let m = members[i]
    let t = Transition(
      time: time, device: device, node: m.node, gesture: m.name, from: m.recognizer.reportedPhase,
      to: phase, reason: reason)
    sink.record(t, recognizer: m.recognizer)
    m.recognizer.engineTransitioned(to: phase)
  }
}
