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
///
/// SwiftUI's initializers are all here: with `wrappedValue:` or `initialValue:`, with a
/// `resetTransaction:` or a `reset:` closure, and without a value when `Value` is optional.
@propertyWrapper
public struct GestureState<Value> {
  final class Box {
    var value: Value
    let initial: Value
    let resetTransaction: Transaction
    let onReset: ((Value, inout Transaction) -> Void)?
    var transaction = Transaction()
    init(
      _ value: Value, resetTransaction: Transaction,
      onReset: ((Value, inout Transaction) -> Void)?
    ) {
      self.value = value
      initial = value
      self.resetTransaction = resetTransaction
      self.onReset = onReset
    }
  }

  let box: Box

  /// A state starting at (and resetting to) `wrappedValue`.
  public init(wrappedValue: Value) {
    box = Box(wrappedValue, resetTransaction: Transaction(), onReset: nil)
  }

  /// A state starting at (and resetting to) `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A state starting at (and resetting to) `wrappedValue`, resetting in `resetTransaction`.
  /// The engine does not animate: the app reads it as ``transaction`` after a reset.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    box = Box(wrappedValue, resetTransaction: resetTransaction, onReset: nil)
  }

  /// A state starting at (and resetting to) `initialValue`, resetting in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// A state starting at (and resetting to) `wrappedValue`, calling `reset` each time it resets
  /// with the value it held just before and a transaction the closure may change.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    box = Box(wrappedValue, resetTransaction: Transaction(), onReset: reset)
  }

  /// A state starting at (and resetting to) `initialValue`, calling `reset` each time it resets
  /// with the value it held just before and a transaction the closure may change.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value; only the gesture it is bound to with `updating` changes it.
  public var wrappedValue: Value { box.value }

  /// The state itself, to pass to ``Gesture/updating(_:body:)`` as `$state`.
  public var projectedValue: GestureState<Value> { self }

  /// The value the state starts at and returns to.
  public var initialValue: Value { box.initial }

  /// The transaction of the last change: what the `updating` body left in its transaction (an
  /// `animation` to show the change with), or after a reset the reset transaction as the
  /// `reset` closure left it. The engine does not animate; the app's renderer reads it here.
  public var transaction: Transaction { box.transaction }

  /// Returns the state to its initial value, then calls the `reset` closure it was made with,
  /// if any, with the value it held just before and its reset transaction.
  public func reset() {
    let old = box.value
    box.value = box.initial
    var transaction = box.resetTransaction
    box.onReset?(old, &transaction)
    box.transaction = transaction
  }

  func set(_ value: Value, in transaction: Transaction) {
    box.value = value
    box.transaction = transaction
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A state starting at (and resetting to) nil.
  public init() {
    self.init(wrappedValue: nil)
  }

  /// A state starting at (and resetting to) nil, resetting in `resetTransaction`.
  public init(resetTransaction: Transaction) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// A state starting at (and resetting to) nil, calling `reset` each time it resets.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}
