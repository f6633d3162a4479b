/// A touchpad gesture's value in the log: its kind and fingers, locations and translation
/// (mm), a pinch's scale and angle (degrees), its duration (s).
extension TouchpadGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"kind\":\"")
    out.append(string: kind.rawValue)
    out.append("\",\"fingers\":")
    out.append(fingers)
    out.append(",\"location\":")
    out.appendJSONPair(location)
    out.append(",\"startLocation\":")
    out.appendJSONPair(startLocation)
    out.append(",\"translation\":")
    out.appendJSONPair(translation)
    if kind == .pinch {
      out.append(",\"scale\":")
      out.append(fixed: scale, decimals: 6)
      out.append(",\"angle\":")
      out.append(fixed: angle.degrees, decimals: 6)
    }
    out.append(",\"duration\":")
    out.append(fixed: duration, decimals: 3)
    out.append("}")
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append(string: kind.rawValue)
    out.append(" ")
    out.append(fingers)
    out.append(" at ")
    out.appendTextPair(location)
    if kind == .pinch {
      out.append(" scale ")
      out.append(fixed: scale, decimals: 3)
      out.append(" angle ")
      out.append(fixed: angle.degrees, decimals: 1)
      out.append("°")
    } else {
      out.append(" moved ")
      out.appendTextPair(translation)
    }
  }

  /// A pinch measures its scale and angle (in or out, turns); the others their translation and
  /// the direction of the whole motion (a swipe's left, right, up or down).
  public var measures: GestureMeasures {
    if kind == .pinch {
      return GestureMeasures(
        location: location, scale: scale, angle: angle, fingers: fingers, primary: .scale)
    }
    let t = translation
    return GestureMeasures(
      location: location, translation: t, direction: direction,
      distance: direction == nil ? nil : t.length,
      fingers: fingers, primary: .translation)
  }
}

/// `{"touchpad": {"kind": "scroll" | "swipe" | "pinch" | "hold" | "tap" | "click" | "drag",
/// "touches": n}}`: `touches` 2 for a scroll, 3 or 4 for a swipe (3 by default), 2 to 4 for a
/// pinch (2), 1 to 4 for a hold (1), 1 to 3 for a tap (1), 3 or 4 for a drag (3); for a click
/// the button, 1 left, 2 right, 3 middle (1).
extension TouchpadGesture: SceneGesture {
  /// The key naming the kind in scene files: `"touchpad"`.
  public static let sceneKey = "touchpad"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = ["kind", "touches"]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    guard let kind = try p.choice("kind", Kind.allCases.map { ($0.rawValue, $0) }) else {
      throw p.missing(
        "kind", "\"scroll\", \"swipe\", \"pinch\", \"hold\", \"tap\", \"click\" or \"drag\"")
    }
    let range = Self.fingers(of: kind)
    if kind == .click, let n = p.touches, !range.contains(n) {
      throw p.error("touches", "a click sends button 1 (left), 2 (right) or 3 (middle), found \(n)")
    }
    if let n = p.touches, !range.contains(n) {
      throw p.error(
        "touches",
        "libinput decides a \(kind.rawValue) with \(range.lowerBound)"
          + (range.count > 1 ? " to \(range.upperBound)" : "") + " fingers, found \(n)")
    }
    self.init(kind, touches: p.touches)
  }
}
