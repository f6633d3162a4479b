/// A recognizer whose gesture has a typed value (``Gesture/Value``), which modifiers and
/// composed gestures read.
open class TypedGestureRecognizer<Value>: GestureRecognizer {
  /// The gesture's current value, or nil when it has none yet.
  open var value: Value? { nil }

  open override var anyValue: Any? { value.map { $0 } }

  /// `Value` as a ``GestureValue`` type when it is one, looked up once: writing and measuring
  /// then go through it without boxing the value.
  let valueType = Value.self as? any GestureValue.Type

  open override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    writeTypedValue(format, to: out)
  }

  open override var measures: GestureMeasures? { typedMeasures }

  open override var hasValueToLog: Bool { value != nil }

  /// ``value`` written through its ``GestureValue`` conformance (JSON `null`, no text, without
  /// one); false without a value.
  final func writeTypedValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard let v = value else { return false }
    if let valueType {
      Self.write(v, as: valueType, format, to: out)
    } else if format == .json {
      out.append("null")
    }
    return true
  }

  /// ``value``'s measures (none when it is not a ``GestureValue``); nil without a value.
  final var typedMeasures: GestureMeasures? {
    guard let v = value else { return nil }
    guard let valueType else { return GestureMeasures() }
    return Self.measure(v, as: valueType)
  }

  private static func write<V: GestureValue>(
    _ value: Value, as _: V.Type, _ format: OutputFormat, to out: OutputBuffer
  ) {
    // `V` is `Value` itself (``valueType``): the cast only names it.
    let v = unsafeBitCast(value, to: V.self)
    switch format {
    case .json: v.writeJSON(to: out)
    case .text: v.writeText(to: out)
    }
  }

  private static func measure<V: GestureValue>(_ value: Value, as _: V.Type) -> GestureMeasures {
    unsafeBitCast(value, to: V.self).measures
  }
}
