/// Runs a ``SimultaneousGesture``: both parts on every frame and deadline, unarbitrated.
final class SimultaneousGestureRecognizer<First: Gesture, Second: Gesture>:
  TypedGestureRecognizer<SimultaneousGesture<First, Second>.Value>, PairedParts
{
  typealias FirstValue = First.Value
  typealias SecondValue = Second.Value
  let first: Part<First.Value>
  let second: Part<Second.Value>

  init(first: TypedGestureRecognizer<First.Value>, second: TypedGestureRecognizer<Second.Value>) {
    self.first = Part("first", first)
    self.second = Part("second", second)
    super.init()
  }

  override var isContinuous: Bool {
    first.recognizer.isContinuous || second.recognizer.isContinuous
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

  override var value: SimultaneousGesture<First, Second>.Value? {
    let v1 = first.liveValue
    let v2 = second.liveValue
    if v1 == nil && v2 == nil { return nil }
    return .init(first: v1, second: v2)
  }

  /// The composite's lifecycle drives its parts': they start with it and retire with it.
  override func handled(_ event: LifecycleEvent) {
    switch event {
    case .start:
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
    return signal(e1, e2)
  }

  override func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    let e1 = first.timeReached(time)
    let e2 = second.timeReached(time)
    return signal(e1, e2)
  }

  /// The composite's signal after one step of both parts.
  private func signal(_ e1: Part<First.Value>.Event, _ e2: Part<Second.Value>.Event)
    -> GestureSignal
  {
    let done = first.state.isTerminal && second.state.isTerminal
    let succeeded = first.hasSucceeded || second.hasSucceeded
    if done {
      if first.state == .ended || second.state == .ended { return .ended }
      let why = FailureReason.partsFailed(
        first: first.failure ?? .traceEnded, second: second.failure ?? .traceEnded)
      return state == .active ? .cancelled(why) : .failed(why)
    }
    let moved = e1.progressed || e2.progressed
    switch state {
    case .possible:
      // A discrete pair only wants to end once both are done (above).
      return isContinuous && succeeded ? .ready : .none
    case .active:
      return moved ? .changed : .none
    default:
      return .none
    }
  }

  override var gestureValue: GestureValue? {
    .simultaneous(first: first.liveGestureValue, second: second.liveGestureValue)
  }
}

extension Part.Event {
  /// True when the part began, changed or ended in the step.
  var progressed: Bool {
    switch self {
    case .began, .changed, .ended: return true
    default: return false
    }
  }
}
