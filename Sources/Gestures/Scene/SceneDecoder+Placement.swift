/// A region's `"frame"` given as a place in its parent's bounds: `{"edge": "left", "band": 8}`
/// or `{"corner": "topLeft", "size": 10}`.
extension SceneDecoder {
  /// The forms a `"frame"` may take, for error messages.
  static let frameForms =
    "[x, y, width, height], {\"edge\": \"left\", \"band\": b} or {\"corner\": \"topLeft\", \"size\": s}"

  func placement(_ node: JSONNode, _ path: String) throws(SceneError) -> RegionPlacement {
    let o = try object(
      node, path, allowed: ["edge", "band", "corner", "size"], what: "an edge or corner frame")
    switch (o["edge"], o["corner"]) {
    case (.some, .some):
      throw fail(path, node, "a frame is along an edge or in a corner, not both")
    case (nil, nil):
      throw fail(path, node, "expected a frame: \(Self.frameForms)")
    case (.some(let e), nil):
      if let size = o["size"] {
        throw fail(o.path("size"), size, "an edge frame is \"band\" deep, not \"size\"")
      }
      let name = try string(e, o.path("edge"))
      guard let edge = RectEdge(rawValue: name) else {
        throw fail(
          o.path("edge"), e, "unknown edge \"\(name)\" (expected \(Self.names(RectEdge.self)))")
      }
      guard let band = o["band"] else {
        throw fail(path, node, "an edge frame needs its depth: \"band\" (scene units)")
      }
      return .edge(edge, band: try length(band, o.path("band")))
    case (nil, .some(let c)):
      if let band = o["band"] {
        throw fail(o.path("band"), band, "a corner frame is \"size\" wide, not \"band\"")
      }
      let name = try string(c, o.path("corner"))
      guard let corner = RectCorner(rawValue: name) else {
        throw fail(
          o.path("corner"), c,
          "unknown corner \"\(name)\" (expected \(Self.names(RectCorner.self)))")
      }
      guard let size = o["size"] else {
        throw fail(path, node, "a corner frame needs its \"size\" (scene units)")
      }
      return .corner(corner, size: try length(size, o.path("size")))
    }
  }

  /// A band or corner size: above 0, at most ``SceneLimits/length``'s upper bound.
  private func length(_ node: JSONNode, _ path: String) throws(SceneError) -> Double {
    let n = try distance(node, path)
    guard n > 0 else { throw fail(path, node, "must be above 0, found \(n.messageText)") }
    return n
  }

  private static func names<T: CaseIterable & RawRepresentable>(_: T.Type) -> String
  where T.RawValue == String {
    T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
  }
}
