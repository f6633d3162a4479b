/// A swipe's value in the log: its direction, fingers, translation and distance (mm), velocity
/// (mm/s) and duration (s), as the Output contract article gives them.
extension SwipeGesture.Value: GestureValue {
  /// Writes the value as the JSON log's `value` (positions in millimetres, numbers
  /// fixed-point).
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

  /// Writes the value as the text log shows it.
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

/// `{"swipe": {"directions": ["left", "right"] | "cardinal" | "diagonal" | "all", "touches": n,
/// "minimumDistance": pt, "minimumVelocity": pt/s, "angleTolerance": degrees (0 … 90),
/// "maximumDuration": s}}`.
extension SwipeGesture: SceneGesture {
  /// The key naming the kind in scene files: `"swipe"`.
  public static let sceneKey = "swipe"
  /// The keys its parameters object may hold in a scene file, in the order errors list them.
  public static let sceneParameters = [
    "directions", "touches", "minimumDistance", "minimumVelocity", "angleTolerance",
    "maximumDuration",
  ]

  /// Reads the gesture from its scene-file parameters, each checked against its range; what
  /// they leave out takes the defaults.
  public init(scene p: SceneGestureParameters) throws(SceneError) {
    var directions: Directions?
    if let (node, path) = p.value("directions") {
      directions = try p.decoder.swipeDirections(node, path)
    }
    self.init(
      directions: directions ?? .cardinal, touches: p.touches ?? 1,
      minimumDistance: try p.length("minimumDistance") ?? Self.defaultMinimumDistance,
      minimumVelocity: try p.threshold("minimumVelocity") ?? Self.defaultMinimumVelocity,
      angleTolerance: try p.number("angleTolerance", upTo: 0...90, unit: "°")
        ?? Self.defaultAngleTolerance,
      maximumDuration: try p.duration("maximumDuration") ?? Self.defaultMaximumDuration)
  }
}

extension SceneDecoder {
  /// A swipe's `"directions"`: a list of direction names, or `"cardinal"`, `"diagonal"` or
  /// `"all"`.
  func swipeDirections(_ node: JSONNode, _ path: String) throws(SceneError)
    -> SwipeGesture.Directions
  {
    let sets: [String: SwipeGesture.Directions] = [
      "cardinal": .cardinal, "diagonal": .diagonal, "all": .all,
    ]
    let expected =
      "expected \"cardinal\", \"diagonal\", \"all\" or a list of "
      + SwipeGesture.Directions.names.map { "\"\($0)\"" }.joined(separator: ", ")
    if case .string = node.value {
      let name = try string(node, path)
      guard let set = sets[name] else {
        throw fail(path, node, "unknown directions \"\(name)\" (\(expected))")
      }
      return set
    }
    var set: SwipeGesture.Directions = []
    let list = try array(node, path)
    guard !list.isEmpty else { throw fail(path, node, "no direction (\(expected))") }
    for (i, element) in list.enumerated() {
      let name = try string(element, "\(path)[\(i)]")
      guard let d = SwipeGesture.Directions(name: name) else {
        throw fail("\(path)[\(i)]", element, "unknown direction \"\(name)\" (\(expected))")
      }
      set.insert(d)
    }
    return set
  }
}
