/// Writes gesture values (``GestureValue``) for the transition log: JSON, or text for people.
/// Positions and vectors are surface millimetres, velocities per second, numbers fixed-point
/// with 3 decimals. A gesture without a value is JSON `null` and no text.
///
/// - tap: JSON `null`, no text.
/// - spatial tap: `{"location":[x,y]}`; text `at x,y`.
/// - long press: `true`; no text.
/// - drag: `{"location":[x,y],"startLocation":[x,y],"translation":[dx,dy],"velocity":[vx,vy],
///   "predictedEndLocation":[x,y],"predictedEndTranslation":[dx,dy]}` (mm/s for the velocity);
///   text `at x,y moved dx,dy v vx,vy mm/s` (the velocity with 1 decimal).
/// - magnify: `{"magnification":m,"velocity":v}`; text `x1.250 v 0.500/s`.
/// - rotate: `{"rotation":deg,"velocity":deg_per_s}` in degrees; text `12.500 deg v 30.000 deg/s`.
/// - sequence: `{"first":v1}` while `First` runs, then `{"first":v1,"second":v2}`; text
///   `first: v1`, then `first: v1, second: v2`.
/// - simultaneous: `{"first":v1,"second":v2}`; text `first: v1, second: v2`.
/// - exclusive: `{"first":v}` or `{"second":v}` (the winner's); text `first: v` or `second: v`.
/// - mapped and custom values: their own ``TransitionLogValue`` writers.
///
/// Inside a composed gesture, a part that has no value or failed is `null`, text `none`; a
/// part's value that writes no text (a tap's, a long press's) is text `()`.
public enum GestureValueFormatter {
  /// Writes `value` as JSON: `null` when it is nil or has no written form.
  public static func writeJSON(_ value: consuming GestureValue?, to out: OutputBuffer) {
    // Consumed and matched through the optional: a borrowed or rebound value is copied first,
    // and its boxed and existential cases make each copy a runtime call, on every transition.
    switch consume value {
    case nil, .tap?, .opaque?:
      out.append("null")
    case .spatialTap(let v)?:
      out.append("{\"location\":")
      out.appendJSONPair(v.location)
      out.append("}")
    case .longPress(let recognized)?:
      out.append(recognized ? "true" : "false")
    case .drag(let v)?:
      // Most transitions are a drag's: its text in one reserved write (same digits as below).
      if writeDragJSON(v, to: out) { return }
      out.append("{\"location\":")
      out.appendJSONPair(v.location)
      out.append(",\"startLocation\":")
      out.appendJSONPair(v.startLocation)
      out.append(",\"translation\":")
      out.appendJSONPair(v.translation)
      out.append(",\"velocity\":")
      out.appendJSONPair(v.velocity)
      out.append(",\"predictedEndLocation\":")
      out.appendJSONPair(v.predictedEndLocation)
      out.append(",\"predictedEndTranslation\":")
      out.appendJSONPair(v.predictedEndTranslation)
      out.append("}")
    case .magnify(let v)?:
      writeJSONMeasure("{\"magnification\":", v.magnification, velocity: v.velocity, to: out)
    case .rotate(let v)?:
      writeJSONMeasure(
        "{\"rotation\":", v.rotation.degrees, velocity: v.velocity.degrees, to: out)
    case .sequenceFirst(let first)?:
      writeJSONParts(first: first, to: out)
    case .sequenceSecond(let first, let second)?:
      writeJSONParts(first: first, second: second, to: out)
    case .simultaneous(let first, let second)?:
      writeJSONParts(first: first, second: second, to: out)
    case .exclusiveFirst(let first)?:
      writeJSONParts(first: first, to: out)
    case .exclusiveSecond(let second)?:
      out.append("{\"second\":")
      writeJSON(second, to: out)
      out.append("}")
    case .custom(let v)?:
      v.writeJSON(to: out)
    }
  }

  /// Writes `value` as text for people: nothing when it is nil or has no written form.
  public static func writeText(_ value: consuming GestureValue?, to out: OutputBuffer) {
    switch consume value {
    case nil, .tap?, .opaque?, .longPress?:
      break
    case .spatialTap(let v)?:
      out.append("at ")
      out.appendTextPair(v.location)
    case .drag(let v)?:
      out.append("at ")
      out.appendTextPair(v.location)
      out.append(" moved ")
      out.appendTextPair(v.translation)
      out.append(" v ")
      out.appendTextPair(v.velocity, decimals: 1)
      out.append(" mm/s")
    case .magnify(let v)?:
      out.append("x")
      out.append(fixed: v.magnification, decimals: 3)
      out.append(" v ")
      out.append(fixed: v.velocity, decimals: 3)
      out.append("/s")
    case .rotate(let v)?:
      out.append(fixed: v.rotation.degrees, decimals: 3)
      out.append(" deg v ")
      out.append(fixed: v.velocity.degrees, decimals: 3)
      out.append(" deg/s")
    case .sequenceFirst(let first)?, .exclusiveFirst(let first)?:
      out.append("first: ")
      writePartText(first, to: out)
    case .sequenceSecond(let first, let second)?:
      out.append("first: ")
      writePartText(first, to: out)
      out.append(", second: ")
      writePartText(second, orNone: true, to: out)
    case .simultaneous(let first, let second)?:
      out.append("first: ")
      writePartText(first, orNone: true, to: out)
      out.append(", second: ")
      writePartText(second, orNone: true, to: out)
    case .exclusiveSecond(let second)?:
      out.append("second: ")
      writePartText(second, to: out)
    case .custom(let v)?:
      v.writeText(to: out)
    }
  }

  /// A drag's JSON written at once; false (nothing written) when a number is beyond the fast
  /// digits, and the caller writes it piece by piece.
  private static func writeDragJSON(_ v: DragGesture.Value, to out: OutputBuffer) -> Bool {
    out.appendReserved(maxCount: 120 + 6 * ByteWriter.pairLength) { w in
      w.put("{\"location\":")
      guard w.pair(v.location) else { return false }
      w.put(",\"startLocation\":")
      guard w.pair(v.startLocation) else { return false }
      w.put(",\"translation\":")
      guard w.pair(v.translation) else { return false }
      w.put(",\"velocity\":")
      guard w.pair(v.velocity) else { return false }
      w.put(",\"predictedEndLocation\":")
      guard w.pair(v.predictedEndLocation) else { return false }
      w.put(",\"predictedEndTranslation\":")
      guard w.pair(v.predictedEndTranslation) else { return false }
      w.put(UInt8(ascii: "}"))
      return true
    }
  }

  /// `{"KEY":value,"velocity":velocity}`; `opening` is `{"KEY":`.
  private static func writeJSONMeasure(
    _ opening: StaticString, _ value: Double, velocity: Double, to out: OutputBuffer
  ) {
    let fast = out.appendReserved(maxCount: 48 + 2 * FixedPoint.maxLength) { w in
      w.put(opening)
      guard w.fixed(value, decimals: 3) else { return false }
      w.put(",\"velocity\":")
      guard w.fixed(velocity, decimals: 3) else { return false }
      w.put(UInt8(ascii: "}"))
      return true
    }
    if fast { return }
    out.append(opening)
    out.append(fixed: value, decimals: 3)
    out.append(",\"velocity\":")
    out.append(fixed: velocity, decimals: 3)
    out.append("}")
  }

  /// `{"first":v1}`, or `{"first":v1,"second":v2}` when there is a second slot.
  private static func writeJSONParts(
    first: GestureValue?, second: GestureValue?? = nil, to out: OutputBuffer
  ) {
    out.append("{\"first\":")
    writeJSON(first, to: out)
    if let second {
      out.append(",\"second\":")
      writeJSON(second, to: out)
    }
    out.append("}")
  }

  /// A part's text, `()` when it writes none. `orNone`: a missing value is `none` (a part that
  /// failed or has no value yet); otherwise it is the recognizer's own empty value, `()`.
  private static func writePartText(
    _ value: GestureValue?, orNone: Bool = false, to out: OutputBuffer
  ) {
    if value == nil && orNone { return out.append("none") }
    let mark = out.count
    writeText(value, to: out)
    if out.count == mark { out.append("()") }
  }
}

extension OutputBuffer {
  /// Appends a JSON pair `[x,y]` with `decimals` digits.
  func appendJSONPair(_ p: Point, decimals: Int = 3) {
    if decimals == 3, appendReserved(maxCount: ByteWriter.pairLength, { $0.pair(p) }) { return }
    append("[")
    append(fixed: p.x, decimals: decimals)
    append(",")
    append(fixed: p.y, decimals: decimals)
    append("]")
  }

  /// Appends `x,y` with `decimals` digits, for text output.
  func appendTextPair(_ p: Point, decimals: Int = 3) {
    append(fixed: p.x, decimals: decimals)
    append(",")
    append(fixed: p.y, decimals: decimals)
  }
}
