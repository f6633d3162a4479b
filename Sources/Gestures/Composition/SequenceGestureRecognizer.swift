/// Runs a ``SequenceGesture``: the first part, then the second on the same touches.
final class SequenceGestureRecognizer<First: Gesture, Second: Gesture>:
  TypedGestureRecognizer<SequenceGesture<First, Second>.Value>, PairedParts
{
  typealias FirstValue = First.Value
  typealias SecondValue = Second.Value
  let first: Part<First.Value>
  let second: Part<Second.Value>
  /// True once the first part ended and the second was started.
  private var handedOver = false
  /// The device of the last frame (for the hand-over frame).
  private var device = 0

  init(first: TypedGestureRecognizer<First.Value>, second: TypedGestureRecognizer<Second.Value>) {
    self.first = Part("first", first)
    self.second = Part("second", second)
    super.init()
  }

  override var isContinuous: Bool { true }
  override var succeedsOnlyAfterLift: Bool { first.recognizer.succeedsOnlyAfterLift }
  override var deadline: Int64? { handedOver ? second.deadline : first.deadline }

  override var value: SequenceGesture<First, Second>.Value? {
    guard let v1 = first.value else { return nil }
    return handedOver ? .second(v1, second.value) : .first(v1)
  }

  /// The composite's lifecycle drives its parts': they start with it and retire with it.
  override func handled(_ event: LifecycleEvent) {
    switch event {
    case .start:
      handedOver = false
      first.start(at: time)
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
    device = frame.device
    if handedOver { return secondSignal(second.receive(frame, adopting: adopting)) }
    return firstSignal(first.receive(frame, adopting: adopting), at: frame.time)
  }

  override func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    if handedOver { return secondSignal(second.timeReached(time)) }
    return firstSignal(first.timeReached(time), at: time)
  }

  /// The sequence's signal for what the first part did; hands over when it ended.
  private func firstSignal(_ event: Part<First.Value>.Event, at time: Int64) -> GestureSignal {
    switch event {
    case .failed(let reason), .cancelled(let reason):
      return .failed(.partFailed(part: first.name, reason: reason))
    case .ended:
      handedOver = true
      second.start(at: time)
      var signal = GestureSignal.ready
      if touches.downCount > 0 {
        let after = secondSignal(
          second.receive(handOverFrame(at: time, device: device), adopting: .all))
        switch after {
        case .ended, .failed: signal = after
        default: break
        }
      }
      return signal
    default:
      return .none
    }
  }

  /// The sequence's signal for what the second part did.
  private func secondSignal(_ event: Part<Second.Value>.Event) -> GestureSignal {
    switch event {
    case .began, .changed: return state == .active ? .changed : .none
    case .ended: return .ended
    case .failed(let reason), .cancelled(let reason):
      let why = FailureReason.partFailed(part: second.name, reason: reason)
      return state == .active ? .cancelled(why) : .failed(why)
    case .none, .held: return .none
    }
  }

  override var gestureValue: GestureValue? {
    guard first.value != nil, let v1 = first.recognizer.gestureValue else { return nil }
    return handedOver ? .sequenceSecond(v1, second.liveGestureValue) : .sequenceFirst(v1)
  }
}
