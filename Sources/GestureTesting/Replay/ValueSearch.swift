import Gestures

/// Finds a typed value inside an untyped gesture value: the value itself, or the first one of
/// that type among a composed gesture's parts (``/Gestures/ComposedGestureValue``: a sequence's
/// `.second(true, drag)`, a simultaneous gesture's `first`/`second`, an exclusive one's case),
/// depth first.
enum ValueSearch {
  static func first<T>(_ type: T.Type, in value: Any?) -> T? {
    guard let value else { return nil }
    if let v = value as? T { return v }
    guard let composed = value as? any ComposedGestureValue else { return nil }
    for part in composed.partValues {
      if let v = first(type, in: part) { return v }
    }
    return nil
  }
}
