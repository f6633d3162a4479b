/// Runs a ``SimultaneousGesture``: both parts on every frame and deadline, unarbitrated.
final class SimultaneousGestureRecognizer<First: Gesture, Second: Gesture>:
  PairedGestureRecognizer<First, Second, SimultaneousGesture<First, Second>.Value>
{
  override var isContinuous: Bool {
    first.recognizer.isContinuous || second.recognizer.isContinuous
  }

  override var value: SimultaneousGesture<First, Second>.Value? {
    let v1 = first.liveValue
    let v2 = second.liveValue
    if v1 == nil && v2 == nil { return nil }
    return .init(first: v1, second: v2)
  }

  /// The composite's signal after one step of both parts.
  override func signal(
    _ e1: Part<First.Value>.Event, _ e2: Part<Second.Value>.Event, at time: Int64, byTime: Bool
  ) -> GestureSignal {
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

  /// Always both parts, `null` (text `none`) for one without a value or that failed: JSON
  /// `{"first":v1,"second":v2}`, text `first: v1, second: v2`.
  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    switch format {
    case .json:
      out.append("{\"first\":")
      first.writeLiveJSON(to: out)
      out.append(",\"second\":")
      second.writeLiveJSON(to: out)
      out.append("}")
    case .text:
      out.append("first: ")
      first.writeLiveText(to: out)
      out.append(", second: ")
      second.writeLiveText(to: out)
    }
    return true
  }

  override var measures: GestureMeasures? {
    var m = GestureMeasures()
    m.merge(first.liveMeasures)
    m.merge(second.liveMeasures)
    return m
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
