extension SceneDecoder {
  /// `"touchpad": {"tapping": true, "tapAndDrag": true, "dragLock": "off" | "timeout" |
  /// "sticky", "tapButtonMap": "lrm" | "lmr", "clickMethod": "none" | "buttonareas" |
  /// "clickfinger", "clickfingerButtonMap": "lrm" | "lmr", "threeFingerDrag": "disabled" |
  /// "3fg" | "4fg"}`: libinput's settings the scene's touchpads run with, each optional.
  func touchpad(_ node: JSONNode, _ path: String) throws(SceneError)
    -> TouchpadConfiguration
    .Changes
  {
    let o = try object(
      node, path,
      allowed: [
        "tapping", "tapAndDrag", "dragLock", "tapButtonMap", "clickMethod",
        "clickfingerButtonMap", "threeFingerDrag",
      ], what: "touchpad settings")
    var c = TouchpadConfiguration.Changes()
    if let v = o["tapping"] { c.tapping = try bool(v, o.path("tapping")) }
    if let v = o["tapAndDrag"] { c.tapAndDrag = try bool(v, o.path("tapAndDrag")) }
    let locks: [(name: String, value: TouchpadConfiguration.DragLock)] = [
      ("off", .disabled), ("timeout", .timeout), ("sticky", .sticky),
    ]
    c.dragLock = try choice(o, "dragLock", locks)
    let maps = TouchpadConfiguration.ButtonMap.allCases.map { ($0.rawValue, $0) }
    c.tapButtonMap = try choice(o, "tapButtonMap", maps)
    c.clickMethod = try choice(
      o, "clickMethod", TouchpadConfiguration.ClickMethod.allCases.map { ($0.rawValue, $0) })
    c.clickfingerButtonMap = try choice(o, "clickfingerButtonMap", maps)
    c.threeFingerDrag = try choice(
      o, "threeFingerDrag", TouchpadConfiguration.ThreeFingerDrag.allCases.map { ($0.rawValue, $0) }
    )
    return c
  }
}
