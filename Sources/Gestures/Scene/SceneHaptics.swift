/// Loads the patterns of a scene's haptic bindings (presets, AHAP files relative to the scene
/// file) into ``HapticBinding``s: attachments' triggers bound to their region path, top-level
/// ones as written. An AHAP file that cannot be read is a ``SceneError`` at the binding's JSON
/// path quoting the AHAP error.
enum SceneHaptics {
  static func resolve(_ description: SceneDescription, file: String) throws(SceneError) -> (
    [HapticBinding], [String]
  ) {
    let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : nil
    var bindings: [HapticBinding] = []
    var notes: [String] = []
    var cache: [HapticPatternReference: HapticPattern] = [:]
    func load(_ spec: HapticTriggerSpec, _ jsonPath: String) throws(SceneError) -> HapticTrigger {
      var pattern = cache[spec.pattern]
      if pattern == nil {
        do {
          let loaded = try spec.pattern.load(relativeTo: directory)
          pattern = loaded.pattern
          notes += loaded.notes
        } catch {
          throw SceneError(file: file, path: jsonPath, error.description)
        }
        cache[spec.pattern] = pattern
      }
      return HapticTrigger(
        pattern!, named: spec.pattern.shortName, on: spec.phase, priority: spec.priority)
    }
    func walk(_ r: RegionSpec, _ prefix: String?, _ jsonPath: String) throws(SceneError) {
      let node = prefix.map { $0 + "/" + r.name } ?? r.name
      for (i, a) in r.gestures.enumerated() {
        for t in a.haptics {
          let p = "\(jsonPath).gestures[\(i)].haptics.\(t.phase.rawValue)"
          bindings.append(HapticBinding(node: node, gesture: a.name, trigger: try load(t, p)))
        }
      }
      for (i, c) in r.children.enumerated() { try walk(c, node, "\(jsonPath).children[\(i)]") }
    }
    try walk(description.root, nil, "root")
    for b in description.haptics {
      bindings.append(
        HapticBinding(node: b.node, gesture: b.gesture, trigger: try load(b.trigger, b.jsonPath)))
    }
    return (bindings, notes)
  }
}
