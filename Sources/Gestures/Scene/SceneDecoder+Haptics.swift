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
    guard case .object(let members) = node.value else {
      throw fail(
        path, node,
        "expected haptics (an object like {\"ended\": \"success\"}), found \(node.typeName)")
    }
    var result: [HapticTriggerSpec] = []
    for (key, value) in members {
      let p = path + "." + key
      let phase = try self.phase(key, p, value)
      guard !result.contains(where: { $0.phase == phase }) else {
        throw fail(path, value, "duplicate key \"\(key)\"")
      }
      result.append(try hapticTrigger(value, p, phase: phase))
    }
    return result
  }

  /// The top level's `{"[REGION/PATH/]GESTURE.PHASE": PATTERN}`, each gesture checked against
  /// the region tree.
  func hapticBindings(_ node: JSONNode, _ path: String, root: RegionSpec) throws(SceneError)
    -> [HapticBindingSpec]
  {
    guard case .object(let members) = node.value else {
      throw fail(
        path, node,
        "expected haptics (an object like {\"long-press.ended\": \"success\"}), found \(node.typeName)"
      )
    }
    var gestures: [String: Set<String>] = [:]
    func walk(_ r: RegionSpec, _ prefix: String?) {
      let p = prefix.map { $0 + "/" + r.name } ?? r.name
      gestures[p] = Set(r.gestures.map(\.name))
      for c in r.children { walk(c, p) }
    }
    walk(root, nil)
    var seen: Set<String> = []
    var result: [HapticBindingSpec] = []
    for (key, value) in members {
      let p = "\(path)[\"\(key)\"]"
      guard seen.insert(key).inserted else { throw fail(p, value, "duplicate key \"\(key)\"") }
      guard let dot = key.lastIndex(of: "."), dot != key.startIndex else {
        throw fail(
          p, value,
          "a binding is named GESTURE.PHASE or REGION/PATH/GESTURE.PHASE (e.g. \"long-press.ended\")"
        )
      }
      let phase = try self.phase(String(key[key.index(after: dot)...]), p, value)
      let target = key[..<dot]
      var node: String?
      var gesture = String(target)
      if let slash = target.lastIndex(of: "/") {
        node = String(target[..<slash])
        gesture = String(target[target.index(after: slash)...])
        guard let names = gestures[node!] else {
          throw fail(
            p, value, "no region \"\(node!)\" in the scene (paths start at the root's name)")
        }
        guard names.contains(gesture) else {
          throw fail(p, value, "region \"\(node!)\" has no gesture named \"\(gesture)\"")
        }
      } else {
        guard gestures.values.contains(where: { $0.contains(gesture) }) else {
          throw fail(p, value, "no gesture named \"\(gesture)\" in the scene")
        }
      }
      result.append(
        HapticBindingSpec(
          node: node, gesture: gesture, trigger: try hapticTrigger(value, p, phase: phase)))
    }
    return result
  }
}
