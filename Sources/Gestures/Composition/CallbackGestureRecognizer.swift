/// Calls an action with the wrapped gesture's value at some of its transitions: the recognizer
/// of `onChanged` (began and changed, a value only when it differs from the last one of the
/// attempt) and of `onEnded` (ended). Never without a value.
final class CallbackGestureRecognizer<Value>: ModifierGestureRecognizer<Value, Value> {
  let phases: Set<GesturePhase>
  /// Compares a value with the last one passed in this attempt; nil passes every value.
  let isSame: ((Value, Value) -> Bool)?
  let action: (Value) -> Void
  /// The value last passed to the action in this attempt.
  private var last: Value?

  init(
    _ base: TypedGestureRecognizer<Value>, on phases: Set<GesturePhase>,
    onlyWhenNew isSame: ((Value, Value) -> Bool)? = nil, action: @escaping (Value) -> Void
  ) {
    self.phases = phases
    self.isSame = isSame
    self.action = action
    super.init(base)
  }

  override var value: Value? { base.value }

  override func reset() { last = nil }

  override func transitioned(to phase: GesturePhase) {
    guard phases.contains(phase) else { return }
    call()
  }

  /// `onChanged` also runs for a value that changes without a transition (a long press's
  /// `true` at touch-down).
  override func valueChangedWithoutTransition() {
    if phases.contains(.changed) { call() }
  }

  private func call() {
    guard let v = base.value else { return }
    if let isSame {
      if let last, isSame(last, v) { return }
      last = v
    }
    action(v)
  }
}
