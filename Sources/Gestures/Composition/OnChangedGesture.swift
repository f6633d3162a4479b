/// A gesture that calls an action as its value changes (SwiftUI's `onChanged(_:)`).
///
/// The action runs when the gesture begins, on every change, and when the value changes without
/// a transition (a long press's `true` at touch-down, as in SwiftUI), with the current value, and
/// only when that value differs from the one it last received in this attempt. A tap, whose
/// value never changes before it ends, never calls it.
public struct OnChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
  /// The wrapped gesture's value.
  public typealias Value = Base.Value

  /// The wrapped gesture.
  public var base: Base
  /// Called with each new value.
  public var action: (Base.Value) -> Void

  /// `base`, calling `action` as its value changes.
  public init(_ base: Base, action: @escaping (Base.Value) -> Void) {
    self.base = base
    self.action = action
  }

  /// A fresh recognizer wrapping the base gesture's, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    CallbackGestureRecognizer(
      base.makeRecognizer(), on: [.began, .changed], onlyWhenNew: (==), action: action)
  }

  /// The wrapped gesture's name.
  public var defaultName: String { base.defaultName }

  /// The wrapped gesture's contacts.
  public var defaultContactRoles: ContactRoles { base.defaultContactRoles }
}

extension Gesture where Value: Equatable {
  /// Calls `action` with the gesture's value when it begins and whenever the value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> OnChangedGesture<Self> {
    OnChangedGesture(self, action: action)
  }
}
