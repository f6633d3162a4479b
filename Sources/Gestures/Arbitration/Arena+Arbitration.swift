/// Arbitration: applying what recognizers say, letting waiting gestures win, failing and
/// cancelling the losers, and logging every transition (the arena's rules 2–4).
extension Arena {
  /// Applies what a recognizer's rules said (a frame or a deadline).
  func apply(_ signal: GestureSignal, to i: Int, at time: Int64) {
    switch signal {
    case .none:
      break
    case .ready:
      transition(i, .ready, at: time)
    case .changed:
      transition(i, .changed, at: time)
    case .ended:
      let wasActive = state(i) == .active
      transition(i, .ended, at: time)
      // Rules met and finished in one step (a continuous gesture that began and ended in the
      // same frame): the table left it ready, and it has to win before it can end.
      if !wasActive && state(i) == .ready {
        resolve(at: time)
        if state(i) == .active { transition(i, .ended, at: time) }
      }
    case .failed(let reason):
      if state(i) == .ready, withRecognizer(i, { $0.touches.allUp }), let j = blocker(of: i) {
        // It was ready and only waiting: say for whom, not which touch count it lacks now.
        transition(i, .failed, reason: .liftedWhileWaiting(for: members[j].name), at: time)
      } else {
        transition(i, .failed, reason: reason, at: time)
      }
    case .cancelled(let reason):
      transition(i, .cancelled, reason: reason, at: time)
    }
  }

  /// Lets waiting gestures win, highest precedence first, until nothing changes.
  ///
  /// A ready member that waited for a competitor on the last pass, and still has to, is not
  /// looked at again: most passes cost one test per waiting member, not one per pair.
  func resolve(at time: Int64) {
    if readyHasLeavers { compactReady() }
    invariant(
      live.indices.dropFirst().allSatisfy { ranks[live[$0 - 1]] <= ranks[live[$0]] },
      "the live list is out of precedence order")
    invariant(
      ready == live.filter { state($0) == .ready },
      "the ready list \(ready) is not the live members that are ready, in precedence order")
    var changed = true
    while changed {
      changed = false
      // A snapshot: a win fails others (they leave `ready`) and moves the winner on.
      for i in ready where state(i) == .ready {
        let w = members[i].waitingFor
        if w >= 0 && blocks(w, i) { continue }
        if let j = blocker(of: i) {
          members[i].waitingFor = j
        } else {
          members[i].waitingFor = -1
          win(i, at: time)
          changed = true
        }
      }
    }
  }

  /// Drops from ``ready`` the members that left that state since the last compaction, in one
  /// pass.
  func compactReady() {
    ready.removeAll { state($0) != .ready }
    readyHasLeavers = false
  }

  /// The competitor a ready member must wait for, if any: the first in precedence order.
  func blocker(of i: Int) -> Int? {
    // A simultaneous gesture competes with none.
    guard members[i].waits, members[i].priority != .simultaneous else { return nil }
    for j in live where blocks(j, i) { return j }
    return nil
  }

  /// Whether ready member i must wait for member j (rule 3).
  func blocks(_ j: Int, _ i: Int) -> Bool {
    guard j != i, j < isLive.count, isLive[j], members[i].waits,
      members[i].priority != .simultaneous, members[j].touchKeys & members[i].touchKeys != 0,
      competes(i, j)
    else { return false }
    let hState = state(j)
    guard hState == .possible || hState == .ready else { return false }
    let earlier = ranks[j] < ranks[i]
    let readyByTime = members[i].readyByTime
    guard sharesTouch(i, j) else { return false }
    return withRecognizer(i) { r in
      withRecognizer(j) { h in
        if let mine = r.requiredTapCount, let theirs = h.requiredTapCount {
          if theirs > mine { return true }
          if theirs < mine { return false }
        }
        guard earlier else { return false }
        return !(h.succeedsOnlyAfterLift && !r.touches.allUp && readyByTime)
      }
    }
  }

  /// Whether members i and j follow a touch in common (their touch keys only say they may).
  func sharesTouch(_ i: Int, _ j: Int) -> Bool {
    withRecognizer(i) { r in withRecognizer(j) { $0.touches.intersects(r.touches) } }
  }

  /// Member i's recognizer's state.
  @inline(__always)
  func state(_ i: Int) -> RecognizerState { withRecognizer(i) { $0.state } }

  func win(_ i: Int, at time: Int64) {
    let continuous = withRecognizer(i) { r in
      r.engineRecognized(at: time)
      return r.isContinuous
    }
    transition(i, continuous ? .begin : .succeed, at: time)
    let reason = FailureReason.defeated(by: members[i].name)
    let keys = members[i].touchKeys
    for j in live where members[j].touchKeys & keys != 0 && competes(i, j) {
      guard sharesTouch(i, j) else { continue }
      // The winner has these touches: a competitor done for its finger count does not get
      // them back (rule 5 is for a count gone wrong, not for a lost contest).
      members[j].restartsOnCount = false
      switch state(j) {
      case .possible, .ready, .active: transition(j, .stop, reason: reason, at: time)
      default: break
      }
    }
  }

  /// Rule 5: a continuous gesture with a touch count that ended or failed because its finger
  /// count was wrong (a finger lifted, too many came down, or they lifted before its threshold)
  /// may start again while touches are down, once the count is right again.
  static func restartsOnCount(
    _ r: GestureRecognizer, _ phase: GesturePhase, _ reason: FailureReason?
  )
    -> Bool
  {
    guard r.isContinuous, r.touchCount != nil else { return false }
    if phase == .ended { return true }
    switch reason {
    case .tooManyTouches, .tooFewTouches, .endedBelowThreshold: return true
    default: return false
    }
  }

  /// Members i and j are exclusive competitors (when they share a touch).
  func competes(_ i: Int, _ j: Int) -> Bool {
    guard i != j else { return false }
    if members[i].priority == .simultaneous || members[j].priority == .simultaneous {
      return false
    }
    return members[i].sceneNode != members[j].sceneNode
      || !members[i].simultaneousSlots.contains(members[j].slot)
  }

  /// Applies `event` to member i's recognizer through the transition table and logs the
  /// transition it reports, if any, with `reason` (failed and cancelled carry one).
  func transition(_ i: Int, _ event: LifecycleEvent, reason: FailureReason? = nil, at time: Int64) {
    withRecognizer(i) { r in transition(i, r, event, reason: reason, at: time) }
  }

  private func transition(
    _ i: Int, _ r: GestureRecognizer, _ event: LifecycleEvent, reason: FailureReason?,
    at time: Int64
  ) {
    let from = r.reportedPhase
    let wasReady = r.state == .ready
    let reported = r.handle(event)
    if wasReady != (r.state == .ready) {
      if wasReady {
        // Left in the list until the next compaction: a win fails every other ready member
        // at once, and removing each from the list would cost the list's length per member.
        readyHasLeavers = true
      } else {
        if readyHasLeavers { compactReady() }
        ready.insert(i, at: Self.insertionPoint(of: i, in: ready, by: ranks))
      }
    }
    guard let phase = reported else { return }
    invariant(
      (reason != nil) == (phase == .failed || phase == .cancelled),
      "\(members[i].name): \(phase) reported \(reason == nil ? "without" : "with") a reason")
    if phase.isTerminal {
      members[i].doneAtStep = step
      members[i].restartsOnCount = Self.restartsOnCount(r, phase, reason)
      doneInStep = true
    }
    // Fields, not a copy of the member: a copy would retain all its names and references.
    let t = Transition(
      time: time, device: device, node: members[i].node, gesture: members[i].name, from: from,
      to: phase, reason: reason)
    sink.record(t, recognizer: r)
    r.engineTransitioned(to: phase)
  }

  /// True when a gesture that is under way follows touch `id` and another touch that is down
  /// (unless it wants its lifts at once: ``GestureRecognizer/holdsLiftsAsBounces``).
  func followedWithAnother(_ id: Int) -> Bool {
    for i in live {
      let follows = withRecognizer(i) { r in
        (r.state == .possible || r.state == .ready || r.state == .active)
          && r.holdsLiftsAsBounces && r.touches.contains(id) && r.touches.downCount >= 2
      }
      if follows { return true }
    }
    return false
  }
}
