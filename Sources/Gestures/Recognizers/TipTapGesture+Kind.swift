/// A tip-tap's value in the log: JSON `{"location":[x,y],"touches":n,"resting":n}` (mm), text
/// `1 beside 1 at x,y`.
extension TipTapGesture.Value: GestureValue {
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"location\":")
    out.appendJSONPair(location)
    out.append(",\"touches\":")
    out.append(touches)
    out.append(",\"resting\":")
    out.append(restingTouches)
    out.append("}")
  }

  public func writeText(to out: OutputBuffer) {
    out.append(touches)
    out.append(" beside ")
    out.append(restingTouches)
    out.append(" at ")
    out.append(fixed: location.x, decimals: 1)
    out.append(",")
    out.append(fixed: location.y, decimals: 1)
  }

  public var measures: GestureMeasures { GestureMeasures(location: location, fingers: touches) }
}
