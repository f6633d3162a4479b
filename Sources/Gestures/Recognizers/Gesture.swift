/// A gesture: a value that describes what to recognize, like SwiftUI's `Gesture`. Making a
/// recognizer from it gives the state machine that runs it over touches.
///
/// Gestures are values: configure them with their initializers, compose them with
/// `sequenced(before:)`, `simultaneously(with:)`, `exclusively(before:)`, and attach
/// callbacks with `onChanged`, `onEnded`, `updating` and `map`.
public protocol Gesture<Value> {
  /// What the gesture reports while it runs and when it ends.
  associatedtype Value

  /// A fresh recognizer for this gesture, in the idle state.
  func makeRecognizer() -> TypedGestureRecognizer<Value>

  /// The contacts the gesture takes when its attachment does not say
  /// (``GestureAttachment/acceptedRoles``): fingers, for all but a touchpad's click.
  var defaultContactRoles: ContactRoles { get }
}

extension Gesture {
  public var defaultContactRoles: ContactRoles { .finger }
}
