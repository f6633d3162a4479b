/// A gesture that calls an action when it ends successfully (SwiftUI's `onEnded(_:)`).
///
/// The action runs once, on the transition to `ended`, with the final value; never when the
/// gesture fails or is cancelled (use ``GestureState`` for state that must be reset however the
/// gesture stops), nor when the gesture has no value.
public struct OnEndedGesture<Base: Gesture>: Gesture {
  /// The wrapped gesture's value.
  public typealias Value = Base.Value

  /// The wrapped gesture.
  public var base: Base
  /// Called with the final value on success.
  public var action: (Base.Value) -> Void

  /// `base`, calling `action` when it ends successfully.
  public init(_ base: Base, action: @escaping (Base.Value) -> Void) {
    self.base = base
    self.action = action
  }

  /// A fresh recognizer wrapping the base gesture's, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    CallbackGestureRecognizer(base.makeRecognizer(), on: [.ended], action: action)
  }

  /// The wrapped gesture's name.
  public var defaultName: String { base.defaultName }

  /// The wrapped gesture's contacts.
  public var defaultContactRoles: ContactRoles { base.defaultContactRoles }
}

extension Gesture {
  /// Calls `action` with the final value when the gesture ends successfully.
  public func onEnded(_ action: @escaping (Value) -> Void) -> OnEndedGesture<Self> {
    OnEndedGesture(self, action: action)
  }
}
