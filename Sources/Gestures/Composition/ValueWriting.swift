/// Writes a part's text value, or `()` when the part writes no text (a tap's value).
func writePartText(_ part: GestureRecognizer, _ out: OutputBuffer) {
  let mark = out.count
  part.writeValue(text: out)
  if out.count == mark { out.append("()") }
}

/// Writes a part's JSON value, or `null` when it has none.
func writePartJSON<V>(_ part: Part<V>, _ out: OutputBuffer) {
  if part.liveValue == nil { out.append("null") } else { part.recognizer.writeValue(json: out) }
}

/// Writes a part's text value, or `none` when it has none.
func writePartText<V>(_ part: Part<V>, _ out: OutputBuffer) {
  if part.liveValue == nil { out.append("none") } else { writePartText(part.recognizer, out) }
}
