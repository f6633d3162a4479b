import Gestures

/// Scene files' `"actions"` (the Scene actions article): at the top level
/// `{"[REGION/PATH/]GESTURE.PHASE": ACTIONS}`, on an attachment `{"PHASE": ACTIONS}`; ACTIONS is
/// one action object or an array of them (``ActionSpec``). Shapes and ranges are checked here;
/// ``SceneActions`` resolves key and button names.
extension SceneDecoder {
  static let actionKinds = ["run", "shell", "key", "button", "scroll", "move"]
  static let actionKeys =
    actionKinds + [
      "clicks", "at", "direction", "devices", "minimum", "every", "of", "axis", "accelerate",
      "reverse",
      "rateLimit", "timeout",
    ]

  /// An attachment's `{"PHASE": ACTIONS}`.
  func actionTriggers(_ node: JSONNode, _ path: String) throws(SceneError) -> [ActionTriggerSpec] {
    try phaseMembers(node, path, example: #"{"ended": {"key": "super+d"}}"#, what: "actions") {
      (value, p, phase) throws(SceneError) in try actionTrigger(value, p, phase: phase)
    }
  }

  /// The top level's `{"[REGION/PATH/]GESTURE.PHASE": ACTIONS}`, each gesture checked against
  /// the region tree.
  func actionBindings(_ node: JSONNode, _ path: String, root: RegionSpec) throws(SceneError)
    -> [SceneBinding<ActionTriggerSpec>]
  {
    try bindingMembers(
      node, path, root: root, example: #"{"swipe.ended": {"key": "super+d"}}"#, what: "actions"
    ) { (value, p, node, gesture, phase) throws(SceneError) in
      SceneBinding(
        node: node, gesture: gesture, trigger: try actionTrigger(value, p, phase: phase))
    }
  }

  /// One action object, or an array of 1 to 64 of them.
  func actionTrigger(_ node: JSONNode, _ path: String, phase: GesturePhase) throws(SceneError)
    -> ActionTriggerSpec
  {
    let actions = try actionList(node, path)
    if phase != .changed, let a = actions.first(where: { $0.repeatRule != nil }) {
      throw fail(
        a.path + ".every", nil,
        "a repeat (\"every\") runs while the gesture changes: bind it to \"changed\", not \"\(phase.rawValue)\""
      )
    }
    return ActionTriggerSpec(phase: phase, actions: actions, path: path)
  }

  func actionList(_ node: JSONNode, _ path: String) throws(SceneError) -> [ActionSpec] {
    guard case .array(let elements) = node.value else { return [try action(node, path)] }
    guard ActionLimits.actionsPerPhase.contains(elements.count) else {
      throw fail(
        path, node,
        "expected 1 to \(ActionLimits.actionsPerPhase.upperBound) actions, found \(elements.count)")
    }
    var result: [ActionSpec] = []
    for (i, e) in elements.enumerated() { result.append(try action(e, "\(path)[\(i)]")) }
    return result
  }

  func action(_ node: JSONNode, _ path: String) throws(SceneError) -> ActionSpec {
    let o = try object(node, path, allowed: Self.actionKeys, what: "an action")
    let kinds = Self.actionKinds.filter { o[$0] != nil }
    guard kinds.count == 1, let kindName = kinds.first else {
      throw fail(
        path, node,
        kinds.isEmpty
          ? "an action needs one of " + Self.actionKinds.map { "\"\($0)\"" }.joined(separator: ", ")
          : "an action does one thing: found both \"\(kinds[0])\" and \"\(kinds[1])\"")
    }
    let kp = o.path(kindName)
    var spec = ActionSpec(kind: try actionKind(kindName, o, kp), path: path, kindPath: kp)
    if o["at"] != nil, kindName != "button" {
      throw fail(o.path("at"), o["at"], "\"at\" is for \"button\"")
    }
    if o["clicks"] != nil, kindName != "button", kindName != "scroll" {
      throw fail(o.path("clicks"), o["clicks"], "\"clicks\" is for \"button\" and \"scroll\"")
    }
    if let d = o["direction"] { spec.directions = try actionDirections(d, o.path("direction")) }
    if let d = o["devices"] { spec.devices = try deviceFilter(d, o.path("devices")) }
    if let m = o["minimum"] {
      spec.minimumChange = try positive(m, o.path("minimum"), ActionLimits.step, unit: "")
    }
    spec.repeatRule = try actionRepeat(o)
    if let r = o["reverse"] {
      guard spec.repeatRule != nil else {
        throw fail(
          o.path("reverse"), r, "\"reverse\" is the action for a repeat's other way: add \"every\"")
      }
      spec.reverse = try actionList(r, o.path("reverse"))
      if let nested = spec.reverse.first(where: { $0.repeatRule != nil }) {
        throw fail(
          nested.path + ".every", nil,
          "a reverse action repeats with its repeat: no \"every\" of its own")
      }
    }
    if let r = o["rateLimit"] {
      spec.rateLimit = try positive(r, o.path("rateLimit"), ActionLimits.seconds, unit: " s")
    }
    if let t = o["timeout"] {
      guard kindName == "run" || kindName == "shell" else {
        throw fail(o.path("timeout"), t, "\"timeout\" is for programs (\"run\", \"shell\")")
      }
      spec.timeout = try positive(t, o.path("timeout"), ActionLimits.seconds, unit: " s")
    }
    return spec
  }

  /// A number above 0 and in `range` (a range from 0 means above 0).
  func positive(_ node: JSONNode, _ path: String, _ range: ClosedRange<Double>, unit: String)
    throws(SceneError) -> Double
  {
    let n = try number(node, path)
    guard n > 0, range.contains(n) else {
      let low = range.lowerBound
      let allowed =
        low > 0
        ? "from \(low.messageText) to \(range.upperBound.messageText)\(unit)"
        : "above 0 and at most \(range.upperBound.messageText)\(unit)"
      throw fail(path, node, "must be \(allowed), found \(n.messageText)")
    }
    return n
  }
}
