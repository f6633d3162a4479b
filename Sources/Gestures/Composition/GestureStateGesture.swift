/// A gesture that updates a ``GestureState`` as it runs (SwiftUI's `GestureStateGesture`, made
/// by `updating(_:body:)`).
///
/// `body` runs when the gesture begins, on every change, and when its value changes without a
/// transition (a long press's `true` at touch-down), with the current value, the state's current
/// value to change in place, and a ``Transaction``. When the gesture ends, is cancelled or fails
/// the state returns to its initial value (and `body` is not called). A tap, whose value never
/// changes before it ends, never calls `body`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The wrapped gesture's value.
  public typealias Value = Base.Value

  /// The wrapped gesture.
  public var base: Base
  /// The state `body` updates.
  public var state: GestureState<State>
  /// Updates the state from the value on began and every change.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  /// `base`, updating `state` through `body`.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// A fresh recognizer wrapping the base gesture's, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    GestureStateGestureRecognizer(base.makeRecognizer(), state: state, body: body)
  }
}

extension Gesture {
  /// Updates `state` through `body` while the gesture runs; `state` resets to its initial value
  /// when the gesture ends, is cancelled or fails.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

final class GestureStateGestureRecognizer<Value, State>: ModifierGestureRecognizer<Value, Value> {
  let gestureState: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  init(
    _ base: TypedGestureRecognizer<Value>, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    gestureState = state
    self.body = body
    super.init(base)
  }

  override var value: Value? { base.value }

  override func transitioned(to phase: GesturePhase) {
    switch phase {
    case .began, .changed:
      update()
    case .ended, .cancelled, .failed:
      gestureState.reset()
    case .possible:
      break
    }
  }
  /// The value changed without a transition (a long press's `true` at touch-down): SwiftUI
  /// runs `updating` then too.
  override func valueChangedWithoutTransition() { update() }

  private func update() {
    guard let v = base.value else { return }
    var s = gestureState.wrappedValue
    var transaction = Transaction()
    body(v, &s, &transaction)
    gestureState.set(s, in: transaction)
  }
}
