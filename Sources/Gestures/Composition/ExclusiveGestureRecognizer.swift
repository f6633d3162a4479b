/// Runs an ``ExclusiveGesture``: both parts, the first with precedence; the second is held back
/// while the first is still possible.
final class ExclusiveGestureRecognizer<First: Gesture, Second: Gesture>:
  PairedGestureRecognizer<First, Second, ExclusiveGesture<First, Second>.Value>
{
  enum Winner {
    case none, first, second
  }

  private(set) var winner = Winner.none

  override init(
    first: TypedGestureRecognizer<First.Value>, second: TypedGestureRecognizer<Second.Value>
  ) {
    super.init(first: first, second: second)
    self.second.hold = true
  }

  override var isContinuous: Bool {
    switch winner {
    case .first: return first.recognizer.isContinuous
    case .second: return second.recognizer.isContinuous
    case .none: return first.recognizer.isContinuous || second.recognizer.isContinuous
    }
  }

  override var value: ExclusiveGesture<First, Second>.Value? {
    switch winner {
    case .second: return second.value.map { .second($0) }
    case .first, .none: return first.liveValue.map { .first($0) }
    }
  }

  override func startParts() {
    winner = .none
    super.startParts()
  }

  /// Decides the winner if it can and returns the composite's signal.
  override func signal(
    _ e1: Part<First.Value>.Event, _ e2: Part<Second.Value>.Event, at time: Int64, byTime: Bool
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

  /// The winner's value, or the first's before a winner is known: JSON `{"first":v}` or
  /// `{"second":v}`, text `first: v` or `second: v`; none while the first has none.
  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    if winner == .second {
      writeOnly(second.recognizer, named: .second, format, to: out)
      return true
    }
    guard first.isLive else { return false }
    writeOnly(first.recognizer, named: .first, format, to: out)
    return true
  }

  override var measures: GestureMeasures? {
    switch winner {
    case .second: return second.recognizer.measures ?? GestureMeasures()
    case .first, .none: return first.isLive ? first.recognizer.measures : nil
    }
  }
}
