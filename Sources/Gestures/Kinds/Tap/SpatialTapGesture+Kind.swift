/// A spatial tap's value in the log: its location (mm), as the Output contract article gives it.
extension SpatialTapGesture.Value: GestureValue {
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"location\":")
    out.appendJSONPair(location)
    out.append("}")
  }

  public func writeText(to out: OutputBuffer) {
    out.append("at ")
    out.appendTextPair(location)
  }

  public var measures: GestureMeasures { GestureMeasures(location: location) }
}

/// `{"spatialTap": {…}}`, the parameters of `tap` (``TapRules/init(scene:)``); its location is
/// `.global` (surface millimetres on the command line's surfaces).
extension SpatialTapGesture: SceneGesture {
  public static let sceneKey = "spatialTap"
  public static let sceneParameters = TapRules.sceneParameters

  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(rules: try TapRules(scene: p), coordinateSpace: .global)
  }
}
