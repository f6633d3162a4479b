/// A gesture whose value is another gesture's value transformed (SwiftUI's `map(_:)`).
///
/// The transform runs whenever the value is read. In the transition log the mapped value is
/// written when its type conforms to ``TransitionLogValue``; otherwise the log writes the
/// wrapped gesture's value.
public struct MapGesture<Base: Gesture, Value>: Gesture {
  /// The wrapped gesture.
  public var base: Base
  /// Makes this gesture's value from the wrapped one's.
  public var transform: (Base.Value) -> Value

  /// `base` with its value transformed by `transform`.
  public init(_ base: Base, transform: @escaping (Base.Value) -> Value) {
    self.base = base
    self.transform = transform
  }

  /// A fresh recognizer wrapping the base gesture's, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    MapRecognizer(base.makeRecognizer(), transform: transform)
  }
}

extension Gesture {
  /// This gesture with its value transformed by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> MapGesture<Self, T> {
    MapGesture(self, transform: body)
  }
}

final class MapRecognizer<BaseValue, Value>: ModifierRecognizer<BaseValue, Value> {
  let transform: (BaseValue) -> Value

  init(_ base: TypedGestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
    self.transform = transform
    super.init(base)
  }

  override var value: Value? { base.value.map(transform) }

  /// True when the mapped value writes itself.
  private var writesItself: Bool { Value.self is any TransitionLogValue.Type }

  override func writeValue(json out: OutputBuffer) {
    guard writesItself else { return base.writeValue(json: out) }
    if let v = value as? any TransitionLogValue { v.writeJSON(to: out) } else { out.append("null") }
  }

  override func writeValue(text out: OutputBuffer) {
    guard writesItself else { return base.writeValue(text: out) }
    if let v = value as? any TransitionLogValue { v.writeText(to: out) }
  }
}
