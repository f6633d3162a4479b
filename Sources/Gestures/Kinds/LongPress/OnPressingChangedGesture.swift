/// A long press with a pressing callback (``LongPressGesture/onPressingChanged(_:)``).
public struct OnPressingChangedGesture: Gesture {
  /// The long press's value: true once recognized.
  public typealias Value = Bool

  /// The long press.
  public var base: LongPressGesture
  /// Called with `true` when the first touch comes down and `false` when the press is
  /// recognized or fails (never twice in a row with the same value).
  public var action: (Bool) -> Void

  /// `base`, calling `action` as its pressing changes.
  public init(_ base: LongPressGesture, action: @escaping (Bool) -> Void) {
    self.base = base
    self.action = action
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Bool> {
    let r = base.makePressRecognizer()
    r.onPressingChanged = action
    return r
  }

  /// The wrapped gesture's name.
  public var defaultName: String { base.defaultName }

  /// The wrapped gesture's contacts.
  public var defaultContactRoles: ContactRoles { base.defaultContactRoles }
}
