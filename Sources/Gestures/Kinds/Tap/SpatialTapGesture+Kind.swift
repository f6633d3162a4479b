/// A spatial tap's value in the log: its location (mm), as the Output contract article gives it.
extension SpatialTapGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
  public func writeJSON(to out: OutputBuffer) {
    out.append("{\"location\":")
    out.appendJSONPair(location)
    out.append("}")
  }

  /// Writes the value as the text log shows it.
  public func writeText(to out: OutputBuffer) {
    out.append("at ")
    out.appendTextPair(location)
  }

  /// What the value measures, for actions, tests and plots (``GestureMeasures``).
  public var measures: GestureMeasures { GestureMeasures(location: location) }
}

/// `{"spatialTap": {…}}`, the parameters of `tap` (``TapRules/init(scene:)``); its location is
/// `.global` (surface millimetres on the command line's surfaces).
extension SpatialTapGesture: SceneGesture {
  /// The key naming the kind in scene files: `"spatialTap"`.
  public static let sceneKey = "spatialTap"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = TapRules.sceneParameters

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    self.init(rules: try TapRules(scene: p), coordinateSpace: .global)
  }
}
