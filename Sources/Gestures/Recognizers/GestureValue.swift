/// A gesture's value as tools read it without knowing its type: the transition log writes it
/// (``writeJSON(to:)``, ``writeText(to:)``), and actions, tests and plots read its
/// ``measures``. The built-in gestures' values conform, each in its kind's file; a custom
/// gesture's value or a `map`'s that conforms logs and measures without further work.
public protocol GestureValue {
  /// Writes the value as JSON (positions in millimetres, numbers fixed-point).
  func writeJSON(to out: OutputBuffer)
  /// Writes the value as text for people; nothing for a value that says no more than its
  /// transition.
  func writeText(to out: OutputBuffer)
  /// What the value measures; nothing by default.
  var measures: GestureMeasures { get }
}

extension GestureValue {
  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures { GestureMeasures() }
}

/// `true` / `false`.
extension Bool: GestureValue {
  /// Writes `true` or `false`.
  public func writeJSON(to out: OutputBuffer) { out.append(self ? "true" : "false") }
  /// Writes `true` or `false`.
  public func writeText(to out: OutputBuffer) { out.append(self ? "true" : "false") }
}

/// Decimal digits.
extension Int: GestureValue {
  /// Writes the decimal digits.
  public func writeJSON(to out: OutputBuffer) { out.append(self) }
  /// Writes the decimal digits.
  public func writeText(to out: OutputBuffer) { out.append(self) }
}

/// Six decimals; non-finite values are `null`.
extension Double: GestureValue {
  /// Writes six decimals, or `null` when not finite.
  public func writeJSON(to out: OutputBuffer) { out.append(fixed: self, decimals: 6) }
  /// Writes six decimals, or `null` when not finite.
  public func writeText(to out: OutputBuffer) { out.append(fixed: self, decimals: 6) }
}

/// A JSON string literal; the text itself for people.
extension String: GestureValue {
  /// Writes a JSON string literal.
  public func writeJSON(to out: OutputBuffer) { out.appendJSONString(self) }
  /// Writes the text, control characters escaped.
  public func writeText(to out: OutputBuffer) { out.append(escaped: self) }
}

/// `[x, y]` in millimetres (JSON) like the log's locations, `(x, y)` as text.
extension Point: GestureValue {
  /// Writes `[x, y]`, millimetres with six decimals.
  public func writeJSON(to out: OutputBuffer) {
    out.append("[")
    x.writeJSON(to: out)
    out.append(",")
    y.writeJSON(to: out)
    out.append("]")
  }
  /// Writes `(x, y)`.
  public func writeText(to out: OutputBuffer) {
    out.append("(")
    x.writeText(to: out)
    out.append(", ")
    y.writeText(to: out)
    out.append(")")
  }
}

extension Optional where Wrapped: GestureValue {
  /// Writes the value in `format`; false (nothing written) without one.
  @inline(__always)
  func write(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard let v = self else { return false }
    switch format {
    case .json: v.writeJSON(to: out)
    case .text: v.writeText(to: out)
    }
    return true
  }
}
