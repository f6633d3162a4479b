/// A drag's value in the log: its locations and translations (mm) and velocity (mm/s), as the
/// Output contract article gives them.
extension DragGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    // Most transitions are a drag's: its text in one reserved write, piece by piece only when a
    // number is beyond the fast digits (the same digits either way).
    let fast = out.appendReserved(maxCount: 120 + 6 * ByteWriter.pairLength) { w in
      w.put("{\"location\":")
      guard w.pair(location) else { return false }
      w.put(",\"startLocation\":")
      guard w.pair(startLocation) else { return false }
      w.put(",\"translation\":")
      guard w.pair(translation.point) else { return false }
      w.put(",\"velocity\":")
      guard w.pair(velocity.point) else { return false }
      w.put(",\"predictedEndLocation\":")
      guard w.pair(predictedEndLocation) else { return false }
      w.put(",\"predictedEndTranslation\":")
      guard w.pair(predictedEndTranslation.point) else { return false }
      w.put(UInt8(ascii: "}"))
      return true
    }
    if fast { return }
    out.append("{\"location\":")
    out.appendJSONPair(location)
    out.append(",\"startLocation\":")
    out.appendJSONPair(startLocation)
    out.append(",\"translation\":")
    out.appendJSONPair(translation.point)
    out.append(",\"velocity\":")
    out.appendJSONPair(velocity.point)
    out.append(",\"predictedEndLocation\":")
    out.appendJSONPair(predictedEndLocation)
    out.append(",\"predictedEndTranslation\":")
    out.appendJSONPair(predictedEndTranslation.point)
    out.append("}")
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append("at ")
    out.appendTextPair(location)
    out.append(" moved ")
    out.appendTextPair(translation.point)
    out.append(" v ")
    out.appendTextPair(velocity.point, decimals: 1)
    out.append(" mm/s")
  }

  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures {
    GestureMeasures(
      location: location, translation: translation.point, translationVelocity: velocity.point,
      primary: .translation)
  }
}

/// `{"drag": {"minimumDistance": pt, "touches": n, "extraTouches": "ignored" | "cancel"}}`; its
/// values are `.global` (surface millimetres on the command line's surfaces).
extension DragGesture: SceneGesture {
  /// The key naming the kind in scene files: `"drag"`.
  public static let sceneKey = "drag"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = ["minimumDistance", "touches", "extraTouches"]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    let extra = try p.choice(
      "extraTouches", [("ignored", .ignored), ("cancel", ExtraTouches.cancel)])
    self.init(
      minimumDistance: try p.length("minimumDistance") ?? Self.defaultMinimumDistance,
      coordinateSpace: .global, touches: p.touches ?? 1, extraTouches: extra ?? .ignored)
  }
}
