/// A composed gesture's value, which holds its parts' values: for readers that look for a
/// value of one type inside it (a test's `value(as: DragGesture.Value.self)`).
public protocol ComposedGestureValue {
  /// The parts' values that are present, in order (the first part's first).
  var partValues: [Any] { get }
}

extension SequenceGesture.Value: ComposedGestureValue {
  /// The parts' values that are present, in order.
  public var partValues: [Any] {
    switch self {
    case .first(let v1): return [v1]
    case .second(let v1, let v2?): return [v1, v2]
    case .second(let v1, nil): return [v1]
    }
  }
}

extension SimultaneousGesture.Value: ComposedGestureValue {
  /// The parts' values that are present, in order.
  public var partValues: [Any] {
    var parts: [Any] = []
    if let first { parts.append(first) }
    if let second { parts.append(second) }
    return parts
  }
}

extension ExclusiveGesture.Value: ComposedGestureValue {
  /// The parts' values that are present, in order.
  public var partValues: [Any] {
    switch self {
    case .first(let v): return [v]
    case .second(let v): return [v]
    }
  }
}
