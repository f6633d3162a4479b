/// Attachments and gestures: `"gestures": [{"name", "gesture", …}]`.
extension SceneDecoder {
  static let attachmentKeys: [String] = [
    "name", "priority", "mask", "gesture", "wait", "simultaneousWith", "contacts",
  ]

  func attachment(_ node: JSONNode, _ path: String) throws(SceneError) -> AttachmentSpec {
    let o = try object(
      node, path, allowed: Self.attachmentKeys + extensionKeys, what: "a gesture attachment")
    guard let nameNode = o["name"] else { throw fail(path, node, "missing key \"name\"") }
    let name = try self.name(nameNode, o.path("name"))
    guard let g = o["gesture"] else {
      throw fail(path, node, "missing key \"gesture\" (e.g. {\"tap\": {\"count\": 1}})")
    }
    var spec = AttachmentSpec(name: name, gesture: try gesture(g, o.path("gesture"), touches: nil))
    for key in extensionKeys {
      if let value = o[key] { spec.extensions[key] = SceneValue(value, path: o.path(key)) }
    }
    if let p = o["priority"] {
      let s = try string(p, o.path("priority"))
      guard let priority = GesturePriority(rawValue: s) else {
        throw fail(
          o.path("priority"), p,
          "unknown priority \"\(s)\" (expected \"normal\", \"high\" or \"simultaneous\")")
      }
      spec.priority = priority
    }
    if let m = o["mask"] {
      let s = try string(m, o.path("mask"))
      let masks: [String: GestureMask] = [
        "all": .all, "gesture": .gesture, "subviews": .subviews, "none": .none,
      ]
      guard let mask = masks[s] else {
        throw fail(
          o.path("mask"), m,
          "unknown mask \"\(s)\" (expected \"all\", \"gesture\", \"subviews\" or \"none\")")
      }
      spec.mask = mask
    }
    if let w = o["wait"] { spec.waitsForHigherPriority = try bool(w, o.path("wait")) }
    if let c = o["contacts"] {
      let cp = o.path("contacts")
      var roles = ContactRoles()
      for (i, element) in try array(c, cp).enumerated() {
        let s = try string(element, "\(cp)[\(i)]")
        guard let role = ContactRole(rawValue: s) else {
          throw fail(
            "\(cp)[\(i)]", element,
            "unknown contact role \"\(s)\" (expected \"finger\", \"hovering\", \"palm\" or \"thumb\")"
          )
        }
        roles.insert(ContactRoles(role))
      }
      spec.acceptedRoles = roles
    }
    if let s = o["simultaneousWith"] {
      let sp = o.path("simultaneousWith")
      for (i, element) in try array(s, sp).enumerated() {
        spec.simultaneousWith.append(try string(element, "\(sp)[\(i)]"))
      }
    }
    return spec
  }

  /// A gesture spec: `{"kind": parameters}` with an optional sibling `"touches"`; `inherited`
  /// is a composite's `touches`, the default of its components.
  func gesture(_ node: JSONNode, _ path: String, touches inherited: Int?) throws(SceneError)
    -> GestureSpec
  {
    guard case .object(let members) = node.value else {
      throw fail(
        path, node,
        "expected a gesture (an object like {\"tap\": {\"count\": 1}}), found \(node.typeName)")
    }
    var found: [(kind: SceneGestureKind, node: JSONNode)] = []
    var touches = inherited
    var touchesBeside = false
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        throw fail(path, member.node, "duplicate key \"\(member.key)\"")
      }
      if member.key == "touches" {
        touches = try integer(member.node, path + ".touches", in: SceneLimits.touches)
        touchesBeside = true
      } else if let kind = kinds.first(where: { $0.key == member.key }) {
        found.append((kind, member.node))
      } else {
        throw fail(
          path, member.node,
          "unknown gesture \"\(member.key)\" (expected "
            + kinds.map { "\"\($0.key)\"" }.joined(separator: ", ") + ")")
      }
    }
    guard found.count == 1, let (kind, argument) = found.first else {
      throw fail(
        path, node,
        found.isEmpty
          ? "a gesture needs one kind: " + kinds.map(\.key).joined(separator: ", ")
          : "a gesture has exactly one kind, found "
            + found.map { "\"\($0.kind.key)\"" }.joined(separator: " and "))
    }
    return try kind.read(self, argument, path + "." + kind.key, touches, touchesBeside)
  }

  /// The parameters object of a gesture of kind `G` at `path`, read by `G`: `touches`, given
  /// inside it, may not also be given next to the kind.
  func parameters<G: SceneGesture>(
    _: G.Type, _ argument: JSONNode, _ path: String, touches inherited: Int?,
    touchesBeside: Bool
  ) throws(SceneError) -> G {
    let o = try object(
      argument, path, allowed: G.sceneParameters, what: "\(G.sceneKey) parameters")
    var touches = inherited
    if let inner = o["touches"] {
      if touchesBeside {
        throw fail(
          o.path("touches"), inner, "\"touches\" is given both here and next to \"\(G.sceneKey)\"")
      }
      touches = try integer(inner, o.path("touches"), in: SceneLimits.touches)
    }
    return try G(scene: SceneGestureParameters(decoder: self, object: o, touches: touches))
  }
}
