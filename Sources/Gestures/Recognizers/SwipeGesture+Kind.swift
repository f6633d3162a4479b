/// A swipe's value in the log: JSON `{"direction":"left","touches":n,"translation":[dx,dy],
/// "distance":d,"velocity":[vx,vy],"duration":s}` (mm, mm/s, s), text `left 12.3 mm in 0.210 s`.
extension SwipeGesture.Value: GestureValue {
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"direction\":\"")
    out.append(string: direction.name)
    out.append("\",\"touches\":")
    out.append(touches)
    out.append(",\"translation\":")
    out.appendJSONPair(translation)
    out.append(",\"distance\":")
    out.append(fixed: distance, decimals: 3)
    out.append(",\"velocity\":")
    out.appendJSONPair(velocity)
    out.append(",\"duration\":")
    out.append(fixed: duration, decimals: 3)
    out.append("}")
  }

  public func writeText(to out: OutputBuffer) {
    out.append(string: direction.name)
    out.append(" ")
    out.append(fixed: distance, decimals: 1)
    out.append(" mm in ")
    out.append(fixed: duration, decimals: 3)
    out.append(" s")
  }

  /// Where it ended, its direction and distance, its fingers: a swipe is judged whole, so it
  /// measures no translation that changes as it runs.
  public var measures: GestureMeasures {
    GestureMeasures(location: location, direction: direction, distance: distance, fingers: touches)
  }
}
