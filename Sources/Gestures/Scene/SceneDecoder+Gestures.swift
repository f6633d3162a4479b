/// Attachments and gestures: `"gestures": [{"name", "gesture", …}]`.
extension SceneDecoder {
  static let attachmentKeys: [String] = [
    "name", "priority", "mask", "gesture", "wait", "simultaneousWith", "haptics", "actions",
    "contacts",
  ]

  func attachment(_ node: JSONNode, _ path: String) throws(SceneError) -> AttachmentSpec {
    let o = try object(node, path, allowed: Self.attachmentKeys, what: "a gesture attachment")
    guard let nameNode = o["name"] else { throw fail(path, node, "missing key \"name\"") }
    let name = try self.name(nameNode, o.path("name"))
    guard let g = o["gesture"] else {
      throw fail(path, node, "missing key \"gesture\" (e.g. {\"tap\": {\"count\": 1}})")
    }
    var spec = AttachmentSpec(name: name, gesture: try gesture(g, o.path("gesture"), touches: nil))
    if let h = o["haptics"] { spec.haptics = try hapticTriggers(h, o.path("haptics")) }
    if let a = o["actions"] { spec.actions = try actionTriggers(a, o.path("actions")) }
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

  static let gestureKinds: [String] = [
    "tap", "spatialTap", "longPress", "drag", "magnify", "rotate", "swipe", "tipTap", "sequenced",
    "simultaneously", "exclusively",
  ]

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
    var kinds: [(key: String, node: JSONNode)] = []
    var touches = inherited
    var touchesNode: JSONNode?
    var seen: Set<String> = []
    for member in members {
      guard seen.insert(member.key).inserted else {
        throw fail(path, member.node, "duplicate key \"\(member.key)\"")
      }
      if member.key == "touches" {
        touches = try integer(member.node, path + ".touches", in: SceneLimits.touches)
        touchesNode = member.node
      } else if Self.gestureKinds.contains(member.key) {
        kinds.append(member)
      } else {
        throw fail(
          path, member.node,
          "unknown gesture \"\(member.key)\" (expected "
            + Self.gestureKinds.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
      }
    }
    guard kinds.count == 1, let (kind, argument) = kinds.first else {
      throw fail(
        path, node,
        kinds.isEmpty
          ? "a gesture needs one kind: " + Self.gestureKinds.joined(separator: ", ")
          : "a gesture has exactly one kind, found "
            + kinds.map { "\"\($0.key)\"" }.joined(separator: " and "))
    }
    let ap = path + "." + kind
    switch kind {
    case "sequenced", "simultaneously", "exclusively":
      let parts = try array(argument, ap)
      guard parts.count == 2 else {
        throw fail(ap, argument, "\(kind) takes two gestures [A, B], found \(parts.count)")
      }
      let a = try gesture(parts[0], ap + "[0]", touches: touches)
      let b = try gesture(parts[1], ap + "[1]", touches: touches)
      switch kind {
      case "sequenced": return .sequenced(a, b)
      case "simultaneously": return .simultaneously(a, b)
      default: return .exclusively(a, b)
      }
    default:
      break
    }
    let allowed: [String]
    switch kind {
    case "tap", "spatialTap":
      allowed = ["count", "touches", "maximumGap", "maximumDuration", "maximumMovement"]
    case "longPress": allowed = ["minimumDuration", "maximumDistance", "touches"]
    case "drag": allowed = ["minimumDistance", "touches", "extraTouches"]
    case "magnify": allowed = ["minimumScaleDelta", "touches"]
    case "swipe":
      allowed = [
        "directions", "touches", "minimumDistance", "minimumVelocity", "angleTolerance",
        "maximumDuration",
      ]
    case "tipTap":
      allowed = [
        "touches", "resting", "restingDuration", "maximumDuration", "maximumMovement",
        "restingMovement",
      ]
    default: allowed = ["minimumAngleDelta", "touches"]
    }
    let o = try object(argument, ap, allowed: allowed, what: "\(kind) parameters")
    if let inner = o["touches"] {
      if touchesNode != nil {
        throw fail(
          o.path("touches"), inner, "\"touches\" is given both here and next to \"\(kind)\"")
      }
      touches = try integer(inner, o.path("touches"), in: SceneLimits.touches)
    }
    func optional(_ key: String) throws(SceneError) -> Double? {
      guard let n = o[key] else { return nil }
      switch key {
      case "maximumGap", "maximumDuration", "minimumDuration", "restingDuration":
        return try distance(n, o.path(key), SceneLimits.duration, unit: " s")
      case "angleTolerance":
        return try distance(n, o.path(key), 0...90, unit: "°")
      case "minimumScaleDelta", "minimumAngleDelta", "minimumVelocity":
        return try distance(n, o.path(key), SceneLimits.threshold)
      default:
        return try distance(n, o.path(key))
      }
    }
    switch kind {
    case "tap", "spatialTap":
      var tap = GestureSpec.TapSpec(touches: touches)
      if let c = o["count"] {
        tap.count = try integer(c, o.path("count"), in: SceneLimits.tapCount)
      }
      tap.maximumGap = try optional("maximumGap")
      tap.maximumDuration = try optional("maximumDuration")
      tap.maximumMovement = try optional("maximumMovement")
      return kind == "tap" ? .tap(tap) : .spatialTap(tap)
    case "longPress":
      return .longPress(
        minimumDuration: try optional("minimumDuration"),
        maximumDistance: try optional("maximumDistance"), touches: touches)
    case "drag":
      var extra: ExtraTouches?
      if let e = o["extraTouches"] {
        let s = try string(e, o.path("extraTouches"))
        guard let value = ExtraTouches(rawValue: s) else {
          throw fail(
            o.path("extraTouches"), e,
            "unknown value \"\(s)\" (expected \"ignored\" or \"cancel\")")
        }
        extra = value
      }
      return .drag(
        minimumDistance: try optional("minimumDistance"), touches: touches, extraTouches: extra)
    case "magnify":
      return .magnify(minimumScaleDelta: try optional("minimumScaleDelta"), touches: touches)
    case "swipe":
      var w = GestureSpec.SwipeSpec(touches: touches)
      if let d = o["directions"] { w.directions = try swipeDirections(d, o.path("directions")) }
      w.minimumDistance = try optional("minimumDistance")
      w.minimumVelocity = try optional("minimumVelocity")
      w.angleTolerance = try optional("angleTolerance")
      w.maximumDuration = try optional("maximumDuration")
      return .swipe(w)
    case "tipTap":
      var t = GestureSpec.TipTapSpec(touches: touches)
      if let r = o["resting"] {
        t.restingTouches = try integer(r, o.path("resting"), in: SceneLimits.touches)
      }
      t.restingDuration = try optional("restingDuration")
      t.maximumDuration = try optional("maximumDuration")
      t.maximumMovement = try optional("maximumMovement")
      t.restingMovement = try optional("restingMovement")
      return .tipTap(t)
    default:
      return .rotate(minimumAngleDelta: try optional("minimumAngleDelta"), touches: touches)
    }
  }

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
