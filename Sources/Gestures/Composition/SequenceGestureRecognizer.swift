/// Runs a ``SequenceGesture``: the first part, then the second on the same touches.
final class SequenceGestureRecognizer<First: Gesture, Second: Gesture>:
  PairedGestureRecognizer<First, Second, SequenceGesture<First, Second>.Value>
{
  /// True once the first part ended and the second was started.
  private var handedOver = false
  /// The device of the last frame (for the hand-over frame).
  private var device = 0

  override var isContinuous: Bool { true }
  override var succeedsOnlyAfterLift: Bool { first.recognizer.succeedsOnlyAfterLift }
  override var deadline: Int64? { handedOver ? second.deadline : first.deadline }

  override var value: SequenceGesture<First, Second>.Value? {
    guard let v1 = first.value else { return nil }
    return handedOver ? .second(v1, second.value) : .first(v1)
  }

  /// Only the first part starts with the sequence; the second starts when the first ends.
  override func startParts() {
    handedOver = false
    first.start(at: time)
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

  /// None until the first part has a value; then JSON `{"first":v1}`, and once the second
  /// started `{"first":v1,"second":v2}` (`null`, text `none`, while the second has no value).
  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard first.recognizer.hasValueToLog else { return false }
    guard handedOver else {
      writeOnly(first.recognizer, named: .first, format, to: out)
      return true
    }
    switch format {
    case .json:
      out.append("{\"first\":")
      first.recognizer.writeJSONValue(to: out)
      out.append(",\"second\":")
      second.writeLiveJSON(to: out)
      out.append("}")
    case .text:
      out.append("first: ")
      first.recognizer.writePartText(orNone: false, to: out)
      out.append(", second: ")
      second.writeLiveText(to: out)
    }
    return true
  }

  /// The second part's measures first, then the first's.
  override var measures: GestureMeasures? {
    guard first.recognizer.hasValueToLog else { return nil }
    var m = GestureMeasures()
    if handedOver { m.merge(second.liveMeasures) }
    m.merge(first.recognizer.measures)
    return m
  }
}
