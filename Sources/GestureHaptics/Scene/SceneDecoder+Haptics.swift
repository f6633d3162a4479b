import Gestures

/// Scene files' `"haptics"` (the Scene haptics article): at the top level
/// `{"[REGION/PATH/]GESTURE.PHASE": PATTERN}`, on an attachment `{"PHASE": PATTERN}`. Shapes are
/// read here; ``SceneHaptics`` checks the pattern and priority names and loads the patterns.
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

  /// An attachment's `{"PHASE": PATTERN}`.
  func hapticTriggers(_ node: JSONNode, _ path: String) throws(SceneError) -> [HapticTriggerSpec] {
    try phaseMembers(node, path, example: #"{"ended": "success"}"#, what: "haptics") {
      (value, p, phase) throws(SceneError) in try hapticTrigger(value, p, phase: phase)
    }
  }

  /// The top level's `{"[REGION/PATH/]GESTURE.PHASE": PATTERN}`, each gesture checked against
  /// the region tree.
  func hapticBindings(_ node: JSONNode, _ path: String, root: RegionSpec) throws(SceneError)
    -> [SceneBinding<HapticTriggerSpec>]
  {
    try bindingMembers(
      node, path, root: root, example: #"{"long-press.ended": "success"}"#, what: "haptics"
    ) { (value, p, node, gesture, phase) throws(SceneError) in
      SceneBinding(
        node: node, gesture: gesture, trigger: try hapticTrigger(value, p, phase: phase))
    }
  }
}
