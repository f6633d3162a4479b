/// A recognizer that wraps another and forwards every engine entry point to it: the base of
/// the modifiers (`onChanged`, `onEnded`, `updating`, `map`).
///
/// The engine drives the modifier; the modifier passes every lifecycle event on to the wrapped
/// recognizer (so their states stay equal), follows the same touches (the engine reads them
/// from the modifier), and runs its own callback after the wrapped recognizer's transition, so
/// callbacks of inner modifiers run first. Subclasses add their callback in `transitioned(to:)`.
class ModifierGestureRecognizer<BaseValue, Value>: TypedGestureRecognizer<Value> {
  let base: TypedGestureRecognizer<BaseValue>

  init(_ base: TypedGestureRecognizer<BaseValue>) {
    self.base = base
    super.init()
    base.valueListener = self
  }

  /// The wrapped value changed without a transition: the modifier's callback, then the news
  /// passes up.
  override final func partValueChanged() {
    valueChangedWithoutTransition()
    valueChanged()
  }

  /// Subclasses' callback for ``partValueChanged()``; nothing by default.
  func valueChangedWithoutTransition() {}

  /// Every lifecycle event reaches the wrapped recognizer at once, so its state stays the
  /// modifier's and its value is current when the engine writes it. A start starts it afresh.
  override func handled(_ event: LifecycleEvent) {
    if event == .start {
      base.engineStart(at: time, keepingDown: attemptKeptTouches)
    } else {
      base.handle(event)
    }
    invariant(base.state == state, "a modifier's base is \(base.state), the modifier \(state)")
  }

  /// The wrapped recognizer measures in the same coordinates, and anchors in the same bounds
  /// (the engine sets them just before).
  override func engineSetCoordinates(_ context: CoordinateContext) {
    super.engineSetCoordinates(context)
    base.bounds = bounds
    base.engineSetCoordinates(context)
  }

  override func engineJoin(_ stage: TouchpadStage) -> Bool { base.engineJoin(stage) }

  override var isContinuous: Bool { base.isContinuous }
  override var succeedsOnlyAfterLift: Bool { base.succeedsOnlyAfterLift }
  override var deadline: Int64? { base.deadline }
  override var keepsTime: Bool { base.keepsTime }
  override var keepsStageTime: Bool { base.keepsStageTime }
  override var requiredTapCount: Int? { base.requiredTapCount }
  override var startsAgainWithTouchesDown: Bool { base.startsAgainWithTouchesDown }
  override var holdsLiftsAsBounces: Bool { base.holdsLiftsAsBounces }
  override var followsJumps: Bool { base.followsJumps }
  override var palmLeaves: Bool { base.palmLeaves }
  override func touchJumped(from old: Int, to new: Int) { base.touchJumped(from: old, to: new) }

  override func engineReceive(_ frame: TouchFrame, adopting: ContactMask) -> GestureSignal {
    followTouches(frame, adopting: adopting)
    return base.engineReceive(frame, adopting: adopting)
  }

  override func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    return base.engineTimeReached(time)
  }

  override func followedWhileDone(_ frame: TouchFrame) -> Bool {
    base.engineFollowWhileDone(frame)
  }
  override var deadlineWhileDone: Int64? { base.deadlineWhileDone }
  override func timeReachedWhileDone(_ time: Int64) -> Bool {
    base.engineTimeReachedWhileDone(time)
  }

  override func engineRecognized(at time: Int64) {
    base.engineRecognized(at: time)
    super.engineRecognized(at: time)
  }

  override func engineTransitioned(to phase: GesturePhase) {
    base.engineTransitioned(to: phase)
    super.engineTransitioned(to: phase)
  }

  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    base.writeValue(format, to: out)
  }

  override var measures: GestureMeasures? { base.measures }

  override var hasValueToLog: Bool { base.hasValueToLog }
}
