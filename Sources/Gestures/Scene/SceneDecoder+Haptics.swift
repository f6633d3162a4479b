/// Scene files' `"haptics"`: at the top level `{"[REGION/PATH/]GESTURE.PHASE": PATTERN}`, on an
/// attachment `{"PHASE": PATTERN}`; a PATTERN is a preset name, an AHAP file (relative to the
/// scene file), or `{"pattern": PATTERN, "priority": "gesture"|"notification"|…}`. Read here as
/// data; `GestureHaptics` checks the pattern and priority names when it loads the bindings.
extension SceneDecoder {
  func hapticTrigger(_ node: JSONNode, _ path: String, phase: GesturePhase) throws(SceneError)
    -> HapticTriggerSpec
  {
    var patternNode = node
    var patternPath = path
    var priority: String?
    if case .object = node.value {
      let o = try object(node, path, allowed: ["pattern", "priority"], what: "a haptic trigger")
      guard let p = o["pattern"] else { throw fail(path, node, "missing key \"pattern\"") }
      patternNode = p
      patternPath = o.path("pattern")
      if let pr = o["priority"] { priority = try string(pr, o.path("priority")) }
    }
    guard case .string(let text) = patternNode.value else {
      throw fail(
        patternPath, patternNode,
        "expected a pattern (a preset name, an AHAP file or {\"pattern\": …}), found \(patternNode.typeName)"
      )
    }
    return HapticTriggerSpec(
      phase: phase, pattern: text, priority: priority, path: path, patternPath: patternPath)
  }

  func phase(_ name: String, _ path: String, _ node: JSONNode) throws(SceneError) -> GesturePhase {
    guard let phase = GesturePhase(rawValue: name), HapticPhases.names.contains(phase) else {
      throw fail(path, node, "unknown phase \"\(name)\" (expected \(HapticPhases.expected))")
    }
    return phase
  }

  /// An attachment's `{"PHASE": PATTERN}`.
  func hapticTriggers(_ node: JSONNode, _ path: String) throws(SceneError) -> [HapticTriggerSpec] {
    try phaseMembers(node, path, example: #"{"ended": "success"}"#, what: "haptics") {
      (value, p, phase) throws(SceneError) in try hapticTrigger(value, p, phase: phase)
    }
  }

  /// The top level's `{"[REGION/PATH/]GESTURE.PHASE": PATTERN}`, each gesture checked against
  /// the region tree.
  func hapticBindings(_ node: JSONNode, _ path: String, root: RegionSpec) throws(SceneError)
    -> [HapticBindingSpec]
  {
    try bindingMembers(
      node, path, root: root, example: #"{"long-press.ended": "success"}"#, what: "haptics"
    ) { (value, p, node, gesture, phase) throws(SceneError) in
      HapticBindingSpec(
        node: node, gesture: gesture, trigger: try hapticTrigger(value, p, phase: phase))
    }
  }

  /// The members of an attachment's `{"PHASE": …}` object (haptics, actions), each made by
  /// `make` with its JSON path and phase; a phase named twice is an error.
  func phaseMembers<T>(
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
  func bindingMembers<T>(
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
