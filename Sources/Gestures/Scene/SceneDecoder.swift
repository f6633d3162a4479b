/// Turns a parsed JSON document into a ``SceneDescription``, reporting every problem with the
/// JSON path of the value at fault. Other modules read their own keys' values
/// (``SceneValue``) with its typed access.
package struct SceneDecoder {
  package let file: String
  /// The gesture kinds the file may name.
  var kinds = SceneGestureKind.builtIn
  /// Keys other modules read, allowed at the top level and on attachments and kept as
  /// ``SceneValue``s.
  var extensionKeys: [String] = []

  package init(file: String) { self.file = file }

  init(file: String, kinds: [SceneGestureKind], extensionKeys: [String]) {
    self.file = file
    self.kinds = kinds
    self.extensionKeys = extensionKeys
  }

  package func fail(_ path: String, _ node: JSONNode?, _ message: String) -> SceneError {
    SceneError(file: file, path: path, line: node?.line, column: node?.column, message)
  }

  // MARK: Typed access

  /// An object's members with the keys it may have; every other key is an error.
  package struct Object {
    package let node: JSONNode
    package let path: String
    let members: [(key: String, node: JSONNode)]

    package func path(_ key: String) -> String { path + "." + key }

    package subscript(_ key: String) -> JSONNode? {
      members.first { $0.key == key }?.node
    }
  }

  package func object(_ node: JSONNode, _ path: String, allowed: [String], what: String)
    throws(SceneError) -> Object
  {
    guard case .object(let members) = node.value else {
      throw fail(path, node, "expected \(what) (an object), found \(node.typeName)")
    }
    var seen: Set<String> = []
    for (key, value) in members {
      guard seen.insert(key).inserted else {
        throw fail(path, value, "duplicate key \"\(Quoted.excerpt(key))\"")
      }
      guard allowed.contains(key) else {
        throw fail(
          path, value,
          "unknown key \"\(Quoted.excerpt(key))\" in \(what) (expected "
            + allowed.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
      }
    }
    return Object(node: node, path: path, members: members)
  }

  /// The value of `o[key]`, one of `choices`' names; nil when the key is absent.
  package func choice<T>(_ o: Object, _ key: String, _ choices: [(name: String, value: T)])
    throws(SceneError) -> T?
  {
    guard let node = o[key] else { return nil }
    let s = try string(node, o.path(key))
    guard let found = choices.first(where: { $0.name == s }) else {
      throw fail(
        o.path(key), node,
        "unknown value \"\(s)\" (expected "
          + ListFormat.alternatives(choices.map { "\"\($0.name)\"" }) + ")")
    }
    return found.value
  }

  package func string(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
    try node.string(at: path, in: file)
  }

  package func bool(_ node: JSONNode, _ path: String) throws(SceneError) -> Bool {
    try node.bool(at: path, in: file)
  }

  package func number(_ node: JSONNode, _ path: String) throws(SceneError) -> Double {
    try node.number(at: path, in: file)
  }

  package func array(_ node: JSONNode, _ path: String) throws(SceneError) -> [JSONNode] {
    try node.array(at: path, in: file)
  }

  /// A non-negative number, at most `range`'s upper bound (`unit` follows it in the message).
  package func distance(
    _ node: JSONNode, _ path: String, _ range: ClosedRange<Double> = SceneLimits.length,
    unit: String = ""
  ) throws(SceneError) -> Double {
    let n = try number(node, path)
    guard n >= 0 else { throw fail(path, node, "must not be negative, found \(n.messageText)") }
    guard n <= range.upperBound else {
      throw fail(
        path, node, "must be at most \(range.upperBound.messageText)\(unit), found \(n.messageText)"
      )
    }
    return n
  }

  /// A number in `range`.
  package func number(_ node: JSONNode, _ path: String, in range: ClosedRange<Double>)
    throws(SceneError)
    -> Double
  {
    let n = try number(node, path)
    guard range.contains(n) else {
      throw fail(
        path, node,
        "must be \(range.lowerBound.messageText) to \(range.upperBound.messageText), found \(n.messageText)"
      )
    }
    return n
  }

  /// A whole number in `range`.
  package func integer(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>)
    throws(SceneError)
    -> Int
  {
    let n = try number(node, path)
    guard n == n.rounded(), abs(n) <= 1e9 else {
      throw fail(
        path, node, "expected a whole number up to \(range.upperBound), found \(n.messageText)")
    }
    let i = Int(n)  // checked: whole and within ±10⁹ above
    guard i >= range.lowerBound else {
      throw fail(path, node, "must be at least \(range.lowerBound), found \(i)")
    }
    guard i <= range.upperBound else {
      throw fail(path, node, "must be at most \(range.upperBound), found \(i)")
    }
    return i
  }

  /// A region or gesture name: non-empty, without `/` (the path separator) or control characters.
  package func name(_ node: JSONNode, _ path: String) throws(SceneError) -> String {
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
      node, "scene", allowed: ["surface", "root", "description", "touchpad"] + extensionKeys,
      what: "a scene")
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
    if let t = top["touchpad"] { description.touchpad = try touchpad(t, "touchpad") }
    for key in extensionKeys {
      if let value = top[key] { description.extensions[key] = SceneValue(value, path: key) }
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
    _ = try distance(w, o.path("width"))
    _ = try distance(h, o.path("height"))
    return .pixels(width: width, height: height)
  }

  // MARK: Regions

  static let regionKeys = [
    "name", "frame", "shape", "content", "allowsHitTesting", "contentShape", "devices",
    "gestures", "children",
  ]

  func region(_ node: JSONNode, _ path: String) throws(SceneError) -> RegionSpec {
    let o = try object(node, path, allowed: Self.regionKeys, what: "a region")
    guard let nameNode = o["name"] else { throw fail(path, node, "missing key \"name\"") }
    var spec = RegionSpec(name: try name(nameNode, o.path("name")))
    if let f = o["frame"] {
      if case .object = f.value {
        spec.placement = try placement(f, o.path("frame"))
      } else {
        spec.frame = try frame(f, o.path("frame"))
      }
    }
    if let s = o["shape"] { spec.shape = try shape(s, o.path("shape")) }
    if let s = o["contentShape"] { spec.contentShape = try shape(s, o.path("contentShape")) }
    if let c = o["content"] { spec.hasContent = try bool(c, o.path("content")) }
    if let d = o["devices"] { spec.devices = try deviceFilter(d, o.path("devices")) }
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
    guard case .array = node.value else {
      throw fail(path, node, "expected a frame: \(Self.frameForms), found \(node.typeName)")
    }
    let a = try array(node, path)
    guard a.count == 4 else {
      throw fail(
        path, node, "a frame is [x, y, width, height]: expected 4 numbers, found \(a.count)")
    }
    var v: [Double] = []
    for (i, element) in a.enumerated() { v.append(try number(element, "\(path)[\(i)]")) }
    guard v[2] >= 0 else { throw fail("\(path)[2]", a[2], "width must not be negative") }
    guard v[3] >= 0 else { throw fail("\(path)[3]", a[3], "height must not be negative") }
    for i in 0..<2 { _ = try number(a[i], "\(path)[\(i)]", in: SceneLimits.coordinate) }
    for i in 2..<4 { _ = try distance(a[i], "\(path)[\(i)]") }
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
      guard vertices.count >= SceneLimits.polygonVertices.lowerBound else {
        throw fail(ap, argument, "a polygon needs at least 3 vertices, found \(vertices.count)")
      }
      guard vertices.count <= SceneLimits.polygonVertices.upperBound else {
        throw fail(
          ap, argument,
          "a polygon has at most \(SceneLimits.polygonVertices.upperBound) vertices, found \(vertices.count)"
        )
      }
      var points: [Point] = []
      for (i, vertex) in vertices.enumerated() {
        let vp = "\(ap)[\(i)]"
        let xy = try array(vertex, vp)
        guard xy.count == 2 else {
          throw fail(vp, vertex, "a vertex is [x, y], found \(xy.count) numbers")
        }
        points.append(
          Point(
            x: try number(xy[0], vp + "[0]", in: SceneLimits.coordinate),
            y: try number(xy[1], vp + "[1]", in: SceneLimits.coordinate)))
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
}
