/// What modules bind to gestures in scene files: a phase (`"ended"`) on an attachment's
/// `{"PHASE": …}`, or a top-level `{"[REGION/PATH/]GESTURE.PHASE": …}` checked against the
/// region tree.
extension SceneDecoder {
  /// The phases a binding can name (a transition's `to`).
  package static let bindablePhases: [GesturePhase] = [
    .began, .changed, .ended, .cancelled, .failed,
  ]

  package func phase(_ name: String, _ path: String, _ node: JSONNode) throws(SceneError)
    -> GesturePhase
  {
    guard let phase = GesturePhase(rawValue: name), Self.bindablePhases.contains(phase) else {
      throw fail(
        path, node,
        "unknown phase \"\(name)\" (expected \(Self.bindablePhases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    return phase
  }

  /// The members of an attachment's `{"PHASE": …}` object, each made by
  /// `make` with its JSON path and phase; a phase named twice is an error.
  package func phaseMembers<T>(
    _ node: JSONNode, _ path: String, example: String, what: String,
    _ make: (JSONNode, String, GesturePhase) throws(SceneError) -> T
  ) throws(SceneError) -> [T] {
    guard case .object(let members) = node.value else {
      throw fail(
        path, node, "expected \(what) (an object like \(example)), found \(node.typeName)")
    }
    var phases: [GesturePhase] = []
    var result: [T] = []
    for (key, value) in members {
      let p = path + "." + key
      let phase = try self.phase(key, p, value)
      guard !phases.contains(phase) else { throw fail(path, value, "duplicate key \"\(key)\"") }
      phases.append(phase)
      result.append(try make(value, p, phase))
    }
    return result
  }

  /// The members of a top-level `{"[REGION/PATH/]GESTURE.PHASE": …}` object, each key checked
  /// against the region tree and made by `make` with its JSON path, region path, gesture and
  /// phase.
  package func bindingMembers<T>(
    _ node: JSONNode, _ path: String, root: RegionSpec, example: String, what: String,
    _ make: (JSONNode, String, String?, String, GesturePhase) throws(SceneError) -> T
  ) throws(SceneError) -> [T] {
    guard case .object(let members) = node.value else {
      throw fail(
        path, node, "expected \(what) (an object like \(example)), found \(node.typeName)")
    }
    var targets = BindingTargets(root)
    var result: [T] = []
    for (key, value) in members {
      let p = "\(path)[\"\(key)\"]"
      let (region, gesture, phase) = try targets.resolve(key, p, value, in: self)
      result.append(try make(value, p, region, gesture, phase))
    }
    return result
  }
}

/// The gestures of a region tree by region path, to check a top-level binding's
/// `[REGION/PATH/]GESTURE.PHASE` key.
struct BindingTargets {
  private var gestures: [String: Set<String>] = [:]
  private var seen: Set<String> = []

  init(_ root: RegionSpec) {
    func walk(_ r: RegionSpec, _ prefix: String?) {
      let p = prefix.map { $0 + "/" + r.name } ?? r.name
      gestures[p] = Set(r.gestures.map(\.name))
      for c in r.children { walk(c, p) }
    }
    walk(root, nil)
  }

  /// The region path (nil: any region), gesture and phase a key names; a duplicate key, an
  /// unknown region or gesture or phase is an error at `path`.
  mutating func resolve(_ key: String, _ path: String, _ value: JSONNode, in d: SceneDecoder)
    throws(SceneError) -> (node: String?, gesture: String, phase: GesturePhase)
  {
    guard seen.insert(key).inserted else { throw d.fail(path, value, "duplicate key \"\(key)\"") }
    guard let dot = key.lastIndex(of: "."), dot != key.startIndex else {
      throw d.fail(
        path, value,
        "a binding is named GESTURE.PHASE or REGION/PATH/GESTURE.PHASE (e.g. \"long-press.ended\")"
      )
    }
    let phase = try d.phase(String(key[key.index(after: dot)...]), path, value)
    let target = key[..<dot]
    guard let slash = target.lastIndex(of: "/") else {
      let gesture = String(target)
      guard gestures.values.contains(where: { $0.contains(gesture) }) else {
        throw d.fail(path, value, "no gesture named \"\(gesture)\" in the scene")
      }
      return (nil, gesture, phase)
    }
    let node = String(target[..<slash])
    let gesture = String(target[target.index(after: slash)...])
    guard let names = gestures[node] else {
      throw d.fail(
        path, value, "no region \"\(node)\" in the scene (paths start at the root's name)")
    }
    guard names.contains(gesture) else {
      throw d.fail(path, value, "region \"\(node)\" has no gesture named \"\(gesture)\"")
    }
    return (node, gesture, phase)
  }
}
