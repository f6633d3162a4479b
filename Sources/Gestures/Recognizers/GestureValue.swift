/// A gesture's current value as plain data: what a transition carries, for sinks to read and
/// for ``GestureValueFormatter`` to write as JSON or text. Recognizers give it as
/// ``GestureRecognizer/gestureValue``; each case holds a gesture's typed ``Gesture/Value``
/// (composed gestures hold their parts', mirroring their own `Value`).
///
/// The cases of the built-in primitive gestures hold their values inline: making one allocates
/// nothing. Composed gestures' cases are boxed.
public enum GestureValue {
  /// A ``TapGesture`` that completed (its value is `()`).
  case tap
  /// A ``SpatialTapGesture``'s value: where the last tap lifted.
  case spatialTap(SpatialTapGesture.Value)
  /// A ``LongPressGesture``'s value (`true` once recognized).
  case longPress(Bool)
  /// A ``DragGesture``'s value.
  case drag(DragGesture.Value)
  /// A ``MagnifyGesture``'s value.
  case magnify(MagnifyGesture.Value)
  /// A ``RotateGesture``'s value.
  case rotate(RotateGesture.Value)
  /// A ``SequenceGesture`` while `First` runs: `First`'s value.
  indirect case sequenceFirst(GestureValue)
  /// A ``SequenceGesture`` once `Second` started: `First`'s value, and `Second`'s (nil while it
  /// has none, or when it failed).
  indirect case sequenceSecond(GestureValue, GestureValue?)
  /// A ``SimultaneousGesture``: each part's value, nil for a part that has none or failed. A
  /// simultaneous gesture always carries both, even when neither has a value.
  indirect case simultaneous(first: GestureValue?, second: GestureValue?)
  /// An ``ExclusiveGesture`` whose `First` won, or before a winner is known: `First`'s value.
  indirect case exclusiveFirst(GestureValue)
  /// An ``ExclusiveGesture`` whose `Second` won: its value (nil if it has none).
  indirect case exclusiveSecond(GestureValue?)
  /// A value that writes itself: a ``MapGesture``'s mapped value, or a custom recognizer's
  /// value, whose type conforms to ``TransitionLogValue``.
  case custom(any TransitionLogValue)
  /// A custom recognizer's value whose type has no written form (not a
  /// ``TransitionLogValue``); read it through ``GestureRecognizer/anyValue``.
  case opaque
}
