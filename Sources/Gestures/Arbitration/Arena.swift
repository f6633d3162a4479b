/// The gestures of one device's touches and the rules that decide between them.
///
/// Rules, in the spirit of Flutter's arena and SwiftUI's priorities:
/// 1. A gesture follows the touches that come down while it is idle, possible or active. A
///    gesture that is done waits until its touches lift, then starts afresh with the next touch.
/// 2. Two gestures compete when they share a touch and neither is simultaneous (by priority or
///    by `simultaneousWith`).
/// 3. A gesture whose rules are met (ready) wins at once unless a competitor of higher
///    precedence is still possible (or a competing tap gesture needs more taps); then it waits,
///    and wins the moment the last such competitor fails. A gesture that opts out of waiting
///    never waits. A competitor that can only succeed after its touches lift (a tap) does not
///    hold back a gesture that becomes ready while touches are still down (a long press, a drag).
/// 4. The winner fails every competitor that is still possible or waiting, and cancels every
///    competitor that is active, naming itself as the reason.
final class Arena {
  struct Member {
    let name: String
    let node: String
    let priority: GesturePriority
    let waits: Bool
    let recognizer: GestureRecognizer
    /// The last deadline fired: a recognizer that does not move its deadline on is not fired
    /// twice for the same time.
    var fired: Int64 = .min
  }

  let device: Int
  let sink: TransitionSink
  private(set) var members: [Member]
  /// competes[i][j]: members i and j are exclusive competitors when they share a touch.
  private let competes: [[Bool]]

  init(device: Int, root: Region, bounds: Rect, sink: TransitionSink) {
    self.device = device
    self.sink = sink
    let attachments = root.precedence
    members = attachments.map { a in
      let r = a.makeRecognizer()
      r.bounds = bounds
      return Member(
        name: a.name, node: root.name, priority: a.priority, waits: a.waitsForHigherPriority,
        recognizer: r)
    }
    competes = attachments.map { a in
      attachments.map { b in
        a.name != b.name && a.priority != .simultaneous && b.priority != .simultaneous
          && !a.simultaneousWith.contains(b.name) && !b.simultaneousWith.contains(a.name)
      }
    }
  }

  // MARK: - Input

  func handle(_ frame: TouchFrame) {
    var downs = ContactMask()
    for (i, c) in frame.contacts.enumerated() where c.phase == .down { downs.insert(i) }
    for i in members.indices {
      let r = members[i].recognizer
      if !downs.isEmpty && r.state.isTerminal && r.touches.allUp { r.state = .idle }
      switch r.state {
      case .idle:
        guard !downs.isEmpty else { continue }
        r.engineStart(at: frame.time)
        apply(r.engineReceive(frame, adopting: downs), to: i, at: frame.time)
      case .possible, .active:
        guard concerns(frame, r, downs) else { continue }
        apply(r.engineReceive(frame, adopting: downs), to: i, at: frame.time)
      case .ready:
        if r.isContinuous {
          guard concerns(frame, r, downs) else { continue }
          apply(r.engineReceive(frame, adopting: downs), to: i, at: frame.time)
        } else {
          r.engineFollow(frame)
        }
      case .ended, .failed, .cancelled:
        r.engineFollow(frame)
      }
    }
    resolve(at: frame.time)
  }

  /// True when the frame has a new touch or changes one of the recognizer's touches: a frame
  /// that concerns no gesture costs nothing more.
  private func concerns(_ frame: TouchFrame, _ r: GestureRecognizer, _ downs: ContactMask) -> Bool {
    if !downs.isEmpty { return true }
    for c in frame.contacts where c.phase != .stationary && r.touches.contains(c.id) {
      return true
    }
    return false
  }

  /// The earliest deadline of a recognizer that still runs, in µs.
  var nextDeadline: Int64? {
    var best: Int64?
    for m in members {
      let r = m.recognizer
      guard r.state == .possible || r.state == .active || (r.state == .ready && r.isContinuous)
      else { continue }
      if let d = r.deadline, d > m.fired, best == nil || d < best! { best = d }
    }
    return best
  }

  /// Fires every deadline up to and including `time`, in time order.
  func advance(to time: Int64) {
    while let d = nextDeadline, d <= time {
      for i in members.indices {
        let r = members[i].recognizer
        guard r.state == .possible || r.state == .active || (r.state == .ready && r.isContinuous),
          r.deadline == d, d > members[i].fired
        else { continue }
        members[i].fired = d
        apply(r.engineTimeReached(d), to: i, at: d)
      }
      resolve(at: d)
    }
  }

  /// Ends the attempt of every gesture still following touches that are down (the input ended:
  /// a trace's end, a shutdown), then lets the timers of the others run out.
  func finish(at time: Int64) {
    advance(to: time)
    for i in members.indices {
      let r = members[i].recognizer
      guard !r.touches.allUp else { continue }
      switch r.state {
      case .possible, .ready: fail(i, .traceEnded, at: time)
      case .active: cancel(i, .traceEnded, at: time)
      default: break
      }
    }
    resolve(at: time)
    advance(to: .max)
  }

  // MARK: - Signals and arbitration

  private func apply(_ signal: GestureSignal, to i: Int, at time: Int64) {
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
      if r.state == .active { cancel(i, reason, at: time) } else { fail(i, reason, at: time) }
    case .cancelled(let reason):
      if r.state == .active { cancel(i, reason, at: time) } else { fail(i, reason, at: time) }
    }
  }

  /// Lets waiting gestures win, highest precedence first, until nothing changes.
  private func resolve(at time: Int64) {
    var changed = true
    while changed {
      changed = false
      for i in members.indices where members[i].recognizer.state == .ready {
        if blocker(of: i) == nil {
          win(i, at: time)
          changed = true
        }
      }
    }
  }

  /// The competitor a ready member must wait for, if any.
  private func blocker(of i: Int) -> Int? {
    let r = members[i].recognizer
    guard members[i].waits else { return nil }
    for j in members.indices where j != i && competes[i][j] {
      let h = members[j].recognizer
      guard h.state == .possible || h.state == .ready, h.touches.intersects(r.touches) else {
        continue
      }
      if let mine = r.requiredTapCount, let theirs = h.requiredTapCount {
        if theirs > mine { return j }
        if theirs < mine { continue }
      }
      guard j < i else { continue }
      if h.succeedsOnlyAfterLift && !r.touches.allUp { continue }
      return j
    }
    return nil
  }

  private func win(_ i: Int, at time: Int64) {
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
    for j in members.indices where j != i && competes[i][j] {
      let c = members[j].recognizer
      guard c.touches.intersects(r.touches) else { continue }
      switch c.state {
      case .possible, .ready: fail(j, reason, at: time)
      case .active: cancel(j, reason, at: time)
      default: break
      }
    }
  }

  private func fail(_ i: Int, _ reason: FailureReason, at time: Int64) {
    members[i].recognizer.state = .failed
    emit(i, to: .failed, reason: reason, at: time)
  }

  private func cancel(_ i: Int, _ reason: FailureReason, at time: Int64) {
    members[i].recognizer.state = .cancelled
    emit(i, to: .cancelled, reason: reason, at: time)
  }

  private func emit(_ i: Int, to phase: GesturePhase, reason: FailureReason? = nil, at time: Int64)
  {
    let m = members[i]
    let t = Transition(
      time: time, device: device, node: m.node, gesture: m.name, from: m.recognizer.reportedPhase,
      to: phase, reason: reason)
    sink.record(t, recognizer: m.recognizer)
    m.recognizer.engineTransitioned(to: phase)
  }
}
