/// The shapes gesture values share in the log.
extension OutputBuffer {
  /// Appends a JSON pair `[x,y]` with `decimals` digits.
  public func appendJSONPair(_ p: Point, decimals: Int = 3) {
    if decimals == 3, appendReserved(maxCount: ByteWriter.pairLength, { $0.pair(p) }) { return }
    append("[")
    append(fixed: p.x, decimals: decimals)
    append(",")
    append(fixed: p.y, decimals: decimals)
    append("]")
  }

  /// Appends `x,y` with `decimals` digits, for text output.
  public func appendTextPair(_ p: Point, decimals: Int = 3) {
    append(fixed: p.x, decimals: decimals)
    append(",")
    append(fixed: p.y, decimals: decimals)
  }

  /// Appends `{"KEY":value,"velocity":velocity}` with 3 decimals; `opening` is `{"KEY":`.
  public func appendJSONMeasure(_ opening: StaticString, _ value: Double, velocity: Double) {
    let fast = appendReserved(maxCount: 48 + 2 * FixedPoint.maxLength) { w in
      w.put(opening)
      guard w.fixed(value, decimals: 3) else { return false }
      w.put(",\"velocity\":")
      guard w.fixed(velocity, decimals: 3) else { return false }
      w.put(UInt8(ascii: "}"))
      return true
    }
    if fast { return }
    append(opening)
    append(fixed: value, decimals: 3)
    append(",\"velocity\":")
    append(fixed: velocity, decimals: 3)
    append("}")
  }
}
