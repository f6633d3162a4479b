/// A value that writes itself in the transition log (``GestureValue/custom(_:)``), so a
/// ``MapGesture`` producing it logs the mapped value rather than the wrapped gesture's, and a
/// custom recognizer's value logs without a writer of its own.
public protocol TransitionLogValue {
  /// Writes the value as JSON.
  func writeJSON(to out: OutputBuffer)
  /// Writes the value as text for people.
  func writeText(to out: OutputBuffer)
}

/// `true` / `false`.
extension Bool: TransitionLogValue {
  public func writeJSON(to out: OutputBuffer) { out.append(self ? "true" : "false") }
  public func writeText(to out: OutputBuffer) { out.append(self ? "true" : "false") }
}

/// Decimal digits.
extension Int: TransitionLogValue {
  public func writeJSON(to out: OutputBuffer) { out.append(self) }
  public func writeText(to out: OutputBuffer) { out.append(self) }
}

/// Six decimals; non-finite values are `null`.
extension Double: TransitionLogValue {
  public func writeJSON(to out: OutputBuffer) { out.append(fixed: self, decimals: 6) }
  public func writeText(to out: OutputBuffer) { out.append(fixed: self, decimals: 6) }
}

/// A JSON string literal; the text itself for people.
extension String: TransitionLogValue {
  public func writeJSON(to out: OutputBuffer) { out.appendJSONString(self) }
  public func writeText(to out: OutputBuffer) { out.append(string: self) }
}

/// `[x, y]` in millimetres (JSON) like the log's locations, `(x, y)` as text.
extension Point: TransitionLogValue {
  public func writeJSON(to out: OutputBuffer) {
    out.append("[")
    x.writeJSON(to: out)
    out.append(",")
    y.writeJSON(to: out)
    out.append("]")
  }
  public func writeText(to out: OutputBuffer) {
    out.append("(")
    x.writeText(to: out)
    out.append(", ")
    y.writeText(to: out)
    out.append(")")
  }
}
