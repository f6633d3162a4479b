/// Runs an ``ExclusiveGesture``: both parts, the first with precedence; the second is held back
/// while the first is still possible.
final class ExclusiveGestureRecognizer<First: Gesture, Second: Gesture>:
  TypedGestureRecognizer<ExclusiveGesture<First, Second>.Value>, PairedParts
{
  typealias FirstValue = First.Value
  typealias SecondValue = Second.Value
  enum Winner {
    case none, first, second
  }

  let first: Part<First.Value>
  let second: Part<Second.Value>
  private(set) var winner = Winner.none

  init(first: TypedGestureRecognizer<First.Value>, second: TypedGestureRecognizer<Second.Value>) {
    self.first = Part("first", first)
    self.second = Part("second", second)
    self.second.hold = true
    super.init()
  }

  override var isContinuous: Bool {
    switch winner {
    case .first: return first.recognizer.isContinuous
    case .second: return second.recognizer.isContinuous
    case .none: return first.recognizer.isContinuous || second.recognizer.isContinuous
    }
  }
  override var succeedsOnlyAfterLift: Bool {
    first.recognizer.succeedsOnlyAfterLift && second.recognizer.succeedsOnlyAfterLift
  }
  override var deadline: Int64? {
    switch (first.deadline, second.deadline) {
    case (let a?, let b?): return min(a, b)
    case (let a, let b): return a ?? b
    }
  }

  override var value: ExclusiveGesture<First, Second>.Value? {
    switch winner {
    case .second: return second.value.map { .second($0) }
    case .first, .none: return first.liveValue.map { .first($0) }
    }
  }

  /// The composite's lifecycle drives its parts': they start with it and retire with it.
  override func handled(_ event: LifecycleEvent) {
    switch event {
    case .start:
      winner = .none
      first.start(at: time)
      second.start(at: time)
    case .retire:
      retireParts()
    default:
      break
    }
  }

  /// When the engine stopped the composite, parts still running stop too (after the composite's
  /// transition was logged with their values).
  override func engineTransitioned(to phase: GesturePhase) {
    super.engineTransitioned(to: phase)
    stopParts(after: phase)
  }

  override func engineReceive(_ frame: TouchFrame, adopting: ContactMask) -> GestureSignal {
    followTouches(frame, adopting: adopting)
    let e1 = first.receive(frame, adopting: adopting)
    let e2 = second.receive(frame, adopting: adopting)
    return signal(e1, e2, at: frame.time)
  }

  override func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    let e1 = first.timeReached(time)
    let e2 = second.timeReached(time)
    return signal(e1, e2, at: time, byTime: true)
  }

  /// Decides the winner if it can and returns the composite's signal.
  private func signal(
    _ e1: Part<First.Value>.Event, _ e2: Part<Second.Value>.Event, at time: Int64,
    byTime: Bool = false
  ) -> GestureSignal {
    switch winner {
    case .first: return winnerSignal(e1, first.name)
    case .second: return winnerSignal(e2, second.name)
    case .none: break
    }
    if first.hasSucceeded {
      winner = .first
      second.fail(.defeated(by: first.name), at: time)
      return decidedSignal(first.state)
    }
    if second.state == .ready {
      let firstOut = first.state.isTerminal
      // Like the engine: only a second that became ready by time while its touches are held (a
      // long press) is not held back by a first that can only succeed after a lift (a tap).
      let firstWaitsForLift =
        byTime && first.recognizer.succeedsOnlyAfterLift && !second.recognizer.touches.allUp
      if firstOut || firstWaitsForLift {
        winner = .second
        second.recognize(at: time)
        first.fail(.defeated(by: second.name), at: time)
        return decidedSignal(second.state)
      }
    }
    if first.state.isTerminal && second.state.isTerminal {
      return .failed(
        .partsFailed(first: first.failure ?? .traceEnded, second: second.failure ?? .traceEnded))
    }
    return .none
  }

  /// The composite's signal in the step its winner succeeded.
  private func decidedSignal(_ winnerState: RecognizerState) -> GestureSignal {
    // A continuous winner that began and ended in one step still has to win first.
    winnerState == .ended && isContinuous ? .ended : .ready
  }

  /// The composite's signal for what its winner did after winning.
  private func winnerSignal<V>(_ event: Part<V>.Event, _ name: String) -> GestureSignal {
    switch event {
    case .changed: return state == .active ? .changed : .none
    case .ended: return .ended
    case .failed(let reason), .cancelled(let reason):
      let why = FailureReason.partFailed(part: name, reason: reason)
      return state == .active ? .cancelled(why) : .failed(why)
    case .none, .held, .began: return .none
    }
  }

  override var gestureValue: GestureValue? {
    switch winner {
    case .second:
      return .exclusiveSecond(second.recognizer.gestureValue)
    case .first, .none:
      guard first.liveValue != nil, let v = first.recognizer.gestureValue else { return nil }
      return .exclusiveFirst(v)
    }
  }
}
