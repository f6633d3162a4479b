/// What can happen to a recognizer in one step: what its rules say (its ``GestureSignal``s) and
/// what the engine decides. The arena and the parts of composed gestures both apply them through
/// ``RecognizerLifecycle/transition(from:on:)``, the one transition table.
package enum LifecycleEvent: Hashable, Sendable, CaseIterable {
  /// The engine's decision: a touch reached an idle recognizer and a new attempt starts.
  case start
  /// The signal ``GestureSignal/ready``: its rules are met.
  case ready
  /// The signal ``GestureSignal/changed``: an active gesture's value changed.
  case changed
  /// The signal ``GestureSignal/ended``: a continuous gesture finished.
  case ended
  /// The signal ``GestureSignal/failed(_:)``: it can no longer succeed.
  case failed
  /// The signal ``GestureSignal/cancelled(_:)``: it stopped without success.
  case cancelled
  /// The engine's decision: a discrete gesture wins and succeeds, so it ends.
  case succeed
  /// The engine's decision: a continuous gesture wins and succeeds, so it begins.
  case begin
  /// The engine's decision: the attempt ends without success (a competitor won, the input
  /// ended, the other part of an exclusive gesture won, the composite was stopped).
  case stop
  /// The engine's decision: the gesture is done and its touches lifted, so it goes back to idle.
  case retire
}

/// One entry of the transition table: where a recognizer goes and what the log reports.
package struct LifecycleStep: Hashable, Sendable {
  /// The state after the event.
  package var state: RecognizerState
  /// The phase to report in the transition log, or nil when the step reports nothing.
  package var report: GesturePhase?
  /// True when the pair cannot happen in a correct engine. It is reported (an assertion in
  /// debug builds); `state` is then what release builds do instead.
  package var isBug: Bool

  package init(state: RecognizerState, report: GesturePhase? = nil, isBug: Bool = false) {
    self.state = state
    self.report = report
    self.isBug = isBug
  }
}

/// The recognizer lifecycle, in the style of libinput's tap state machine: one handler per
/// state, one dispatcher. Pure: the same state and event always give the same step.
///
/// idle → possible on start; possible → ready when the rules are met; possible or ready →
/// ended (discrete) or active (continuous) when the engine lets it succeed, → failed otherwise;
/// active → ended or cancelled; a done recognizer retires to idle. Every other pair is a bug in
/// the engine. The whole table, with what each step reports, is in the Recognizer lifecycle
/// article.
package enum RecognizerLifecycle {
  /// The dispatcher: the step `event` takes a recognizer in `state` to.
  @inline(__always)
  package static func transition(
    from state: RecognizerState, on event: LifecycleEvent
  ) -> LifecycleStep {
    switch state {
    case .idle: return idle(event)
    case .possible: return possible(event)
    case .ready: return ready(event)
    case .active: return active(event)
    case .ended, .failed, .cancelled: return done(state, event)
    }
  }

  /// The report for an impossible pair, naming both.
  package static func bugDescription(_ state: RecognizerState, _ event: LifecycleEvent) -> String {
    "recognizer lifecycle bug: event \(event) in state \(state)"
  }

  // MARK: - One handler per state

  /// idle: follows no touch; only a new attempt can happen to it.
  private static func idle(_ event: LifecycleEvent) -> LifecycleStep {
    switch event {
    case .start: return LifecycleStep(state: .possible)
    case .ready, .changed, .ended, .failed, .cancelled, .succeed, .begin, .stop, .retire:
      return impossible(.idle, event)
    }
  }

  /// possible: follows its touches; its rules are not met yet.
  private static func possible(_ event: LifecycleEvent) -> LifecycleStep {
    switch event {
    case .ready, .ended: return LifecycleStep(state: .ready)
    case .changed: return LifecycleStep(state: .possible)
    // A gesture that never began fails, whichever way its rules put it.
    case .failed, .cancelled, .stop: return LifecycleStep(state: .failed, report: .failed)
    // The engine may let it succeed at once, without waiting in ready.
    case .succeed: return LifecycleStep(state: .ended, report: .ended)
    case .begin: return LifecycleStep(state: .active, report: .began)
    case .start, .retire: return impossible(.possible, event)
    }
  }

  /// ready: its rules are met; it waits for the engine to let it succeed.
  private static func ready(_ event: LifecycleEvent) -> LifecycleStep {
    switch event {
    // A continuous gesture keeps following its touches while it waits; it reports once it won.
    case .ready, .changed, .ended: return LifecycleStep(state: .ready)
    case .failed, .cancelled, .stop: return LifecycleStep(state: .failed, report: .failed)
    case .succeed: return LifecycleStep(state: .ended, report: .ended)
    case .begin: return LifecycleStep(state: .active, report: .began)
    case .start, .retire: return impossible(.ready, event)
    }
  }

  /// active: a continuous gesture that began and has not ended.
  private static func active(_ event: LifecycleEvent) -> LifecycleStep {
    switch event {
    case .ready: return LifecycleStep(state: .active)
    case .changed: return LifecycleStep(state: .active, report: .changed)
    case .ended: return LifecycleStep(state: .ended, report: .ended)
    // A gesture that began is cancelled, whichever way its rules put it.
    case .failed, .cancelled, .stop: return LifecycleStep(state: .cancelled, report: .cancelled)
    case .start, .succeed, .begin, .retire: return impossible(.active, event)
    }
  }

  /// ended, failed, cancelled: done; waits for its touches to lift.
  private static func done(_ state: RecognizerState, _ event: LifecycleEvent) -> LifecycleStep {
    switch event {
    case .retire: return LifecycleStep(state: .idle)
    case .start, .ready, .changed, .ended, .failed, .cancelled, .succeed, .begin, .stop:
      return impossible(state, event)
    }
  }

  /// An impossible pair. Release builds keep the state, except that a start always starts: the
  /// recognizer has been reset for a new attempt, and only `possible` matches that.
  private static func impossible(_ state: RecognizerState, _ event: LifecycleEvent)
    -> LifecycleStep
  {
    LifecycleStep(state: event == .start ? .possible : state, isBug: true)
  }
}

/// A recognizer's place in its lifecycle. Its fields can only be written here, by
/// ``handle(_:)``, which applies the transition table: the one place a state is assigned.
struct LifecycleRecord {
  /// Where the recognizer stands in arbitration.
  fileprivate(set) var state = RecognizerState.idle
  /// The phase last reported in the transition log; `possible` until the attempt reports one.
  fileprivate(set) var reportedPhase = GesturePhase.possible

  /// Applies `event` and returns the table's step (the caller reports a bug).
  mutating func handle(_ event: LifecycleEvent) -> LifecycleStep {
    let step = RecognizerLifecycle.transition(from: state, on: event)
    state = step.state
    if let phase = step.report {
      reportedPhase = phase
    } else if event == .start || step.state == .idle {
      // A new attempt (or none) has reported nothing yet; a tolerated bug keeps the phase.
      reportedPhase = .possible
    }
    return step
  }
}
