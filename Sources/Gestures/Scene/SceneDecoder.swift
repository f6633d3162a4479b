/// Turns a parsed JSON document into a ``SceneDescription``, reporting every problem with the
/// JSON path of the value at fault.
struct SceneDecoder {
  let file: String

  func fail(_ path: String, _ node: JSONNode?, _ message: String) -> SceneError {
    SceneError(file: file, path: path, line: node?.line, column: node?.column, message)
  }

  // MARK: Typed access

  /// An object's members with the keys it may have; every other key is an error.
  struct Object {
    let node: JSONNode
    let path: String
    let members: [(key: String, node: JSONNode)]

    func path(_ key: String) -> String { path + "." + key }

    subscript(_ key: String) -> JSONNode? {
      members.first { $0.key == key }?.node
    }
  }

  func object(_ node: JSONNode, _ path: String, allowed: [String], what: String)
    throws(SceneError) -> Object
  {
    guard case .object(let members) = node.value else {
      throw fail(path, node, "expected \(what) (an object), found \(node.typeName)")
    }
    var seen: Set<String> = []
    for (key, value) in members {
      guard seen.insert(key).inserted else {
        throw fail(path, value, "duplicate key \"\(key)\"")
      }
      guard allowed.contains(key) else {
        throw fail(
          path, value,
          "unknown key \"\(key)\" in \(what) (expected "
            + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
      }
    }
    return Object(node: node, path: path, members: members)
  }

  func string(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    try node.string(at: path, in: file)
  }

  func bool(_ node: JSONNode, _ path: String) throws(SceneError) -> Bool {
    try node.bool(at: path, in: file)
  }

  func number(_ node: JSONNode, _ path: String) throws(SceneError) -> Double {
    try node.number(at: path, in: file)
  }

  func array(_ node: JSONNode, _ path: String) throws(SceneError) -> [JSONNode] {
    try node.array(at: path, in: file)
  }

  /// A non-negative number.
  func distance(_ node: JSONNode, _ path: String) throws(SceneError) -> Double {
    let n = try number(node, path)
    guard n >= 0 else { throw fail(path, node, "must not be negative, found \(format(n))") }
    return n
  }

  /// An integer ≥ `minimum` (and ≤ 1000, a sanity bound).
  func integer(_ node: JSONNode, _ path: String, minimum: Int) throws(SceneError) -> Int {
    let n = try number(node, path)
    guard n == n.rounded(), abs(n) <= 1_000 else {
      throw fail(path, node, "expected a whole number up to 1000, found \(format(n))")
    }
    guard Int(n) >= minimum else {
      throw fail(path, node, "must be at least \(minimum), found \(Int(n))")
    }
    return Int(n)
  }

  func format(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
  }

  /// A region or gesture name: non-empty, without `/` (the path separator) or control characters.
  func name(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    let s = try string(node, path)
    guard !s.isEmpty else { throw fail(path, node, "a name must not be empty") }
    guard !s.contains("/") else {
      throw fail(path, node, "name \"\(s)\" must not contain '/' (it separates region paths)")
    }
    guard !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw fail(path, node, "a name must not contain control characters")
    }
    return s
  }

  // MARK: Scene

  func scene(_ node: JSONNode) throws(SceneError) -> SceneDescription {
    let top = try object(
      node, "scene", allowed: ["surface", "root", "description", "haptics"], what: "a scene")
    // The top level's keys are paths of their own (`surface`, `root`), not `scene.surface`.
    var surface = SceneSurface.millimetres
    if let s = top["surface"] { surface = try self.surface(s, "surface") }
    guard let rootNode = top["root"] else {
      throw fail("scene", node, "missing key \"root\" (the root region)")
    }
    var text: String?
    if let d = top["description"] { text = try string(d, "description") }
    var description = SceneDescription(
      surface: surface, root: try region(rootNode, "root"), text: text)
    if let h = top["haptics"] {
      description.haptics = try hapticBindings(h, "haptics", root: description.root)
    }
    return description
  }

  func surface(_ node: JSONNode, _ path: String) throws(SceneError) -> SceneSurface {
    let o = try object(node, path, allowed: ["units", "width", "height"], what: "a surface")
    var units = "px"
    if let u = o["units"] {
      units = try string(u, o.path("units"))
      guard units == "mm" || units == "px" else {
        throw fail(o.path("units"), u, "unknown units \"\(units)\" (expected \"mm\" or \"px\")")
      }
    }
    if units == "mm" {
      if let extra = o["width"] ?? o["height"] {
        throw fail(
          path, extra, "a millimetre surface takes its size from the device: drop width and height")
      }
      return .millimetres
    }
    guard let w = o["width"], let h = o["height"] else {
      throw fail(
        path, node,
        o["units"] == nil
          ? "expected {\"units\": \"mm\"} or {\"width\": W, \"height\": H}"
          : "a pixel surface needs \"width\" and \"height\"")
    }
    let width = try number(w, o.path("width"))
    let height = try number(h, o.path("height"))
    guard width > 0 else { throw fail(o.path("width"), w, "must be positive") }
    guard height > 0 else { throw fail(o.path("height"), h, "must be positive") }
    return .pixels(width: width, height: height)
  }

  // MARK: Regions

  static let regionKeys = [
    "name", "frame", "shape", "content", "allowsHitTesting", "contentShape", "gestures",
    "children",
  ]

  func region(_ node: JSONNode, _ path: String) throws(SceneError) -> RegionSpec {
    let o = try object(node, path, allowed: Self.regionKeys, what: "a region")
    guard let nameNode = o["name"] else { throw fail(path, node, "missing key \"name\"") }
    var spec = RegionSpec(name: try name(nameNode, o.path("name")))
    if let f = o["frame"] { spec.frame = try frame(f, o.path("frame")) }
    if let s = o["shape"] { spec.shape = try shape(s, o.path("shape")) }
    if let s = o["contentShape"] { spec.contentShape = try shape(s, o.path("contentShape")) }
    if let c = o["content"] { spec.hasContent = try bool(c, o.path("content")) }
    if let a = o["allowsHitTesting"] {
      spec.allowsHitTesting = try bool(a, o.path("allowsHitTesting"))
    }
    if let g = o["gestures"] {
      let gp = o.path("gestures")
      var seen: [String: Int] = [:]
      for (i, element) in try array(g, gp).enumerated() {
        let attachment = try self.attachment(element, "\(gp)[\(i)]")
        if let first = seen[attachment.name] {
          throw fail(
            "\(gp)[\(i)].name", element,
            "duplicate gesture name \"\(attachment.name)\" (also \(gp)[\(first)]): gesture names must be unique within a region"
          )
        }
        seen[attachment.name] = i
        spec.gestures.append(attachment)
      }
      for (i, attachment) in spec.gestures.enumerated() {
        for other in attachment.simultaneousWith
        where seen[other] == nil || other == attachment.name {
          throw fail(
            "\(gp)[\(i)].simultaneousWith", nil,
            other == attachment.name
              ? "a gesture cannot be simultaneous with itself"
              : "no gesture named \"\(other)\" on this region")
        }
      }
    }
    if let c = o["children"] {
      let cp = o.path("children")
      var seen: [String: Int] = [:]
      for (i, element) in try array(c, cp).enumerated() {
        let child = try region(element, "\(cp)[\(i)]")
        if let first = seen[child.name] {
          throw fail(
            "\(cp)[\(i)].name", element,
            "duplicate region name \"\(child.name)\" (also \(cp)[\(first)]): sibling regions need distinct names"
          )
        }
        seen[child.name] = i
        spec.children.append(child)
      }
    }
    return spec
  }

  func frame(_ node: JSONNode, _ path: String) throws(SceneError) -> Rect {
    let a = try array(node, path)
    guard a.count == 4 else {
      throw fail(
        path, node, "a frame is [x, y, width, height]: expected 4 numbers, found \(a.count)")
    }
    var v: [Double] = []
    for (i, element) in a.enumerated() { v.append(try number(element, "\(path)[\(i)]")) }
    guard v[2] >= 0 else { throw fail("\(path)[2]", a[2], "width must not be negative") }
    guard v[3] >= 0 else { throw fail("\(path)[3]", a[3], "height must not be negative") }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  static let shapeNames = ["rectangle", "roundedRectangle", "circle", "capsule", "polygon"]

  func shape(_ node: JSONNode, _ path: String) throws(SceneError) -> RegionShape {
    let kind: String
    var argument: JSONNode?
    switch node.value {
    case .string(let s):
      kind = s
    case .object(let members) where members.count == 1:
      kind = members[0].key
      argument = members[0].node
    case .object(let members):
      throw fail(
        path, node,
        "a shape object has exactly one key (its kind), found \(members.count): "
          + "use {\"roundedRectangle\": {\"cornerRadius\": r}} or {\"polygon\": [[x, y], …]}")
    default:
      throw fail(path, node, "expected a shape (a string or an object), found \(node.typeName)")
    }
    guard Self.shapeNames.contains(kind) else {
      throw fail(
        path, node,
        "unknown shape \"\(kind)\" (expected "
          + Self.shapeNames.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
    }
    let ap = path + "." + kind
    switch kind {
    case "roundedRectangle":
      guard let argument else {
        throw fail(
          path, node,
          "roundedRectangle needs a radius: {\"roundedRectangle\": {\"cornerRadius\": r}}")
      }
      let o = try object(
        argument, ap, allowed: ["cornerRadius"], what: "roundedRectangle parameters")
      guard let r = o["cornerRadius"] else {
        throw fail(ap, argument, "missing key \"cornerRadius\"")
      }
      return .roundedRectangle(cornerRadius: try distance(r, o.path("cornerRadius")))
    case "polygon":
      guard let argument else {
        throw fail(path, node, "polygon needs its vertices: {\"polygon\": [[x, y], …]}")
      }
      let vertices = try array(argument, ap)
      guard vertices.count >= 3 else {
        throw fail(ap, argument, "a polygon needs at least 3 vertices, found \(vertices.count)")
      }
      var points: [Point] = []
      for (i, vertex) in vertices.enumerated() {
        let vp = "\(ap)[\(i)]"
        let xy = try array(vertex, vp)
        guard xy.count == 2 else {
          throw fail(vp, vertex, "a vertex is [x, y], found \(xy.count) numbers")
        }
        points.append(Point(x: try number(xy[0], vp + "[0]"), y: try number(xy[1], vp + "[1]")))
      }
      return .polygon(points)
    default:
      if let argument {
        _ = try object(argument, ap, allowed: [], what: "\(kind) parameters")
      }
      switch kind {
      case "circle": return .circle
      case "capsule": return .capsule
      default: return .rectangle
      }
    }
  }

  // MARK: Gestures

  static let attachmentKeys = [
    "name", "priority", "mask", "gesture", "wait", "simultaneousWith", "haptics",
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
    if let s = o["simultaneousWith"] {
      let sp = o.path("simultaneousWith")
      for (i, element) in try array(s, sp).enumerated() {
        spec.simultaneousWith.append(try string(element, "\(sp)[\(i)]"))
      }
    }
    return spec
  }

  static let gestureKinds = [
    "tap", "spatialTap", "longPress", "drag", "magnify", "rotate", "sequenced", "simultaneously",
    "exclusively",
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
        touches = try integer(member.node, path + ".touches", minimum: 1)
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
    case "drag": allowed = ["minimumDistance", "touches"]
    case "magnify": allowed = ["minimumScaleDelta", "touches"]
    default: allowed = ["minimumAngleDelta", "touches"]
    }
    let o = try object(argument, ap, allowed: allowed, what: "\(kind) parameters")
    if let inner = o["touches"] {
      if touchesNode != nil {
        throw fail(
          o.path("touches"), inner, "\"touches\" is given both here and next to \"\(kind)\"")
      }
      touches = try integer(inner, o.path("touches"), minimum: 1)
    }
    func optional(_ key: String) throws(SceneError) -> Double? {
      guard let n = o[key] else { return nil }
      return try distance(n, o.path(key))
    }
    switch kind {
    case "tap", "spatialTap":
      var tap = GestureSpec.TapSpec(touches: touches)
      if let c = o["count"] { tap.count = try integer(c, o.path("count"), minimum: 1) }
      tap.maximumGap = try optional("maximumGap")
      tap.maximumDuration = try optional("maximumDuration")
      tap.maximumMovement = try optional("maximumMovement")
      return kind == "tap" ? .tap(tap) : .spatialTap(tap)
    case "longPress":
      return .longPress(
        minimumDuration: try optional("minimumDuration"),
        maximumDistance: try optional("maximumDistance"), touches: touches)
    case "drag":
      return .drag(minimumDistance: try optional("minimumDistance"), touches: touches)
    case "magnify":
      return .magnify(minimumScaleDelta: try optional("minimumScaleDelta"), touches: touches)
    default:
      return .rotate(minimumAngleDelta: try optional("minimumAngleDelta"), touches: touches)
    }
  }
}
