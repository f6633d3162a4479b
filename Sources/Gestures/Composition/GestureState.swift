/// A value that a gesture updates while it runs and that returns to its initial value when the
/// gesture ends, is cancelled or fails (SwiftUI's `@GestureState`).
///
/// It is a value type backed by a shared box, so the gesture made from `$state` writes the same
/// storage that `state` reads:
///
/// ```swift
/// @GestureState var offset = Size.zero
/// let drag = DragGesture().updating($offset) { value, offset, _ in offset = value.translation }
/// ```
@propertyWrapper
public struct GestureState<Value> {
  final class Box {
    var value: Value
    let initial: Value
    init(_ value: Value) {
      self.value = value
      initial = value
    }
  }

  let box: Box

  /// A state starting at (and resetting to) `wrappedValue`.
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// A state starting at (and resetting to) `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The current value; only the gesture it is bound to with `updating` changes it.
  public var wrappedValue: Value { box.value }

  /// The state itself, to pass to ``Gesture/updating(_:body:)`` as `$state`.
  public var projectedValue: GestureState<Value> { self }

  /// The value the state starts at and returns to.
  public var initialValue: Value { box.initial }

  /// Returns the state to its initial value.
  public func reset() { box.value = box.initial }

  func set(_ value: Value) { box.value = value }
}
