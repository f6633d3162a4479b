/// A gesture whose value is another gesture's value transformed (SwiftUI's `map(_:)`).
///
/// The transform runs whenever the value is read. In the transition log, and for what tools
/// measure, the value is the mapped one when its type conforms to ``GestureValue``; otherwise
/// it is the wrapped gesture's.
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
    MapGestureRecognizer(base.makeRecognizer(), transform: transform)
  }
}

extension Gesture {
  /// This gesture with its value transformed by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> MapGesture<Self, T> {
    MapGesture(self, transform: body)
  }
}

final class MapGestureRecognizer<BaseValue, Value>: ModifierGestureRecognizer<BaseValue, Value> {
  let transform: (BaseValue) -> Value

  init(_ base: TypedGestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
    self.transform = transform
    super.init(base)
  }

  override var value: Value? { base.value.map(transform) }

  /// The mapped value when its type writes itself, else the wrapped gesture's value.
  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    valueType == nil ? base.writeValue(format, to: out) : writeTypedValue(format, to: out)
  }

  override var measures: GestureMeasures? { valueType == nil ? base.measures : typedMeasures }
}
