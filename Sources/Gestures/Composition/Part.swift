/// One part of a composed gesture, driven the way a one-gesture engine drives a recognizer:
/// the part is never arbitrated against anything, so when its rules are met it succeeds at once
/// (unless its composite holds it back, see ``hold``). Its transitions run its own callbacks, so
/// modifiers on a part (`LongPressGesture().onEnded { … }.sequenced(before: …)`) fire as the part
/// progresses.
final class Part<Value> {
  /// The part's name in failure reasons: `first` or `second`.
  let name: String
  let recognizer: TypedGestureRecognizer<Value>
  /// When true, a part whose rules are met waits in `.ready` instead of succeeding, until the
  /// composite calls ``recognize(at:)`` or ``fail(_:at:)`` (an exclusive gesture's second part
  /// while the first is still possible).
  var hold = false
  /// Set when a held continuous part ended while waiting: it succeeds and ends at once when
  /// released.
  private(set) var endedWhileHeld = false
  /// Why the part failed or was cancelled in this attempt.
  private(set) var failure: FailureReason?

  /// What happened to the part in one step.
  enum Event {
    case none
    /// Its rules are met but it is held.
    case held
    /// A continuous part succeeded and began.
    case began
    case changed
    /// A discrete part succeeded, or a continuous one ended.
    case ended
    case failed(FailureReason)
    case cancelled(FailureReason)
  }

  init(_ name: String, _ recognizer: TypedGestureRecognizer<Value>) {
    self.name = name
    self.recognizer = recognizer
  }

  var state: RecognizerState { recognizer.state }
  var value: Value? { recognizer.value }

  /// True while the part takes input and deadlines: possible, active, or a continuous part
  /// waiting to succeed.
  var isRunning: Bool {
    switch recognizer.state {
    case .possible, .active: return true
    case .ready: return recognizer.isContinuous
    default: return false
    }
  }

  /// True once the part succeeded (began or ended).
  var hasSucceeded: Bool {
    recognizer.state == .active || recognizer.state == .ended
  }

  /// The part's value unless it failed or was cancelled.
  var liveValue: Value? {
    recognizer.state == .failed || recognizer.state == .cancelled ? nil : recognizer.value
  }

  /// True when the part has a value to log and did not fail or get cancelled.
  var isLive: Bool {
    recognizer.state != .failed && recognizer.state != .cancelled && recognizer.hasValueToLog
  }

  /// The part's value as JSON, `null` unless it is live.
  func writeLiveJSON(to out: OutputBuffer) {
    if isLive { recognizer.writeJSONValue(to: out) } else { out.append("null") }
  }

  /// The part's value as text inside its composite's: `()` for a value without text, `none`
  /// unless it is live.
  func writeLiveText(to out: OutputBuffer) {
    if isLive { recognizer.writePartText(orNone: true, to: out) } else { out.append("none") }
  }

  /// The part's measures unless it has no value or failed.
  var liveMeasures: GestureMeasures? { isLive ? recognizer.measures : nil }

  /// The part's deadline while it runs.
  var deadline: Int64? { isRunning ? recognizer.deadline : nil }

  /// Starts the part's attempt (the composite's started, or the second part of a sequence takes
  /// over). The part is idle: a composite retires its parts when it retires.
  func start(at time: Int64) {
    endedWhileHeld = false
    failure = nil
    recognizer.engineStart(at: time)
  }

  /// The composite went back to idle: a part that is done does too.
  func retire() {
    invariant(
      state == .idle || state.isTerminal, "\(name) part \(state) as its composite retired")
    if recognizer.state.isTerminal { recognizer.handle(.retire) }
  }

  /// The engine stopped the composite (a competitor won, the input ended): a part still running
  /// or waiting stops with it, so its callbacks run (a long press stops pressing). Its failure
  /// is not recorded: the composite's own transition already said why.
  func abandon() {
    switch recognizer.state {
    case .possible, .ready, .active: step(.stop)
    default: break
    }
  }

  func receive(_ frame: TouchFrame, adopting: ContactMask) -> Event {
    guard isRunning else { return .none }
    return apply(recognizer.engineReceive(frame, adopting: adopting), at: frame.time)
  }

  /// Fires the part's deadline when it is due at `time`. A part that does not move its
  /// deadline on fails, as the engine would fail it.
  func timeReached(_ time: Int64) -> Event {
    guard isRunning, let d = recognizer.deadline, d <= time else { return .none }
    let event = apply(recognizer.engineTimeReached(d), at: d)
    if isRunning, let again = recognizer.deadline, again <= d {
      return fail(.traceEnded, at: d)
    }
    return event
  }

  /// Applies a signal as a one-gesture engine would: the part succeeds as soon as its rules
  /// are met, unless it is held.
  func apply(_ signal: GestureSignal, at time: Int64) -> Event {
    switch signal {
    case .none:
      return .none
    case .ready:
      guard state == .possible else {
        step(.ready)
        return .none
      }
      if hold {
        step(.ready)
        return .held
      }
      return recognize(at: time)
    case .changed:
      return step(.changed) == .changed ? .changed : .none
    case .ended:
      if state == .active { return step(.ended) == .ended ? .ended : .none }
      // Rules met and finished in one step: succeed, then end (or wait, when held).
      step(.ended)
      guard state == .ready else { return .none }
      if hold {
        endedWhileHeld = true
        return .held
      }
      if recognize(at: time) == .began { return finish() }
      return .ended
    case .failed(let reason):
      return stop(.failed, reason)
    case .cancelled(let reason):
      return stop(.cancelled, reason)
    }
  }

  /// Lets the part succeed now: a discrete part ends, a continuous one begins (and ends at once
  /// when it ended while held).
  @discardableResult
  func recognize(at time: Int64) -> Event {
    let r = recognizer
    guard r.state == .possible || r.state == .ready else { return .none }
    r.engineRecognized(at: time)
    if r.isContinuous {
      step(.begin)
      return endedWhileHeld ? finish() : .began
    }
    step(.succeed)
    return .ended
  }

  private func finish() -> Event {
    step(.ended)
    return .ended
  }

  /// Fails the part (cancels it when active), unless it is already done.
  @discardableResult
  func fail(_ reason: FailureReason, at time: Int64) -> Event {
    switch recognizer.state {
    case .possible, .ready, .active: return stop(.stop, reason)
    default: return .none
    }
  }

  /// Applies an event that ends the attempt without success and records why.
  private func stop(_ event: LifecycleEvent, _ reason: FailureReason) -> Event {
    failure = reason
    switch step(event) {
    case .failed: return .failed(reason)
    case .cancelled: return .cancelled(reason)
    default: return .none
    }
  }

  /// Applies `event` through the transition table and runs the callbacks of the phase it
  /// reports (a part logs nothing: its composite does).
  @discardableResult
  private func step(_ event: LifecycleEvent) -> GesturePhase? {
    guard let phase = recognizer.handle(event) else { return nil }
    recognizer.engineTransitioned(to: phase)
    return phase
  }
}

extension Part.Event: Equatable {}
