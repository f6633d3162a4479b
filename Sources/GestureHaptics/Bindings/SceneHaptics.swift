import Gestures

/// A scene file's haptic bindings with their patterns loaded: attachments' triggers bound to
/// their region path, top-level ones as written, and the notes from loading AHAP files (audio
/// skipped, values clamped).
public struct SceneHaptics: Sendable {
  public var bindings: [HapticBinding]
  public var notes: [String]

  public init(bindings: [HapticBinding] = [], notes: [String] = []) {
    self.bindings = bindings
    self.notes = notes
  }

  /// Checks the pattern and priority names of `scene`'s `"haptics"` and loads the patterns
  /// (presets, AHAP files relative to the scene file's folder). An unknown name or an AHAP file
  /// that cannot be read is a ``SceneError`` at the binding's JSON path (quoting the AHAP error).
  public init(_ scene: Scene) throws(SceneError) {
    try self.init(scene.description, file: scene.file ?? "scene.json")
  }

  /// As ``init(_:)`` for a scene description read from `file`.
  public init(_ description: SceneDescription, file: String) throws(SceneError) {
    let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : nil
    var bindings: [HapticBinding] = []
    var notes: [String] = []
    var cache: [HapticPatternReference: HapticPattern] = [:]
    func load(_ spec: HapticTriggerSpec) throws(SceneError) -> HapticTrigger {
      var priority = HapticPriority.gesture
      if let name = spec.priority {
        guard let value = HapticPriority(name: name) else {
          throw SceneError(
            file: file, path: spec.path + ".priority",
            "unknown priority \"\(name)\" (expected "
              + HapticPriority.allCases.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")")
        }
        priority = value
      }
      guard let reference = HapticPatternReference(spec.pattern) else {
        throw SceneError(
          file: file, path: spec.patternPath,
          "unknown pattern \"\(spec.pattern)\": expected \(HapticPatternReference.expected)")
      }
      var pattern = cache[reference]
      if pattern == nil {
        do {
          let loaded = try reference.load(relativeTo: directory)
          pattern = loaded.pattern
          notes += loaded.notes
        } catch {
          throw SceneError(file: file, path: spec.path, error.description)
        }
        cache[reference] = pattern
      }
      return HapticTrigger(
        pattern!, named: reference.shortName, on: spec.phase, priority: priority)
    }
    func walk(_ r: RegionSpec, _ prefix: String?) throws(SceneError) {
      let node = prefix.map { $0 + "/" + r.name } ?? r.name
      for a in r.gestures {
        for t in a.haptics {
          bindings.append(HapticBinding(node: node, gesture: a.name, trigger: try load(t)))
        }
      }
      for c in r.children { try walk(c, node) }
    }
    try walk(description.root, nil)
    for b in description.haptics {
      bindings.append(
        HapticBinding(node: b.node, gesture: b.gesture, trigger: try load(b.trigger)))
    }
    self.init(bindings: bindings, notes: notes)
  }
}
