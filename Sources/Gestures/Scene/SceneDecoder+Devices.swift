/// Device filters: a region's `"devices"`, and those of modules' bindings.
extension SceneDecoder {
  /// `"devices": "touchpad"` or `{"kind": "touchscreen", "name": "Wacom"}`: regions' and
  /// actions'.
  package func deviceFilter(_ node: JSONNode, _ path: String) throws(SceneError) -> DeviceFilter {
    func kind(_ n: JSONNode, _ p: String) throws(SceneError) -> DeviceKind {
      let s = try string(n, p)
      guard s == "touchpad" || s == "touchscreen", let kind = DeviceKind(rawValue: s) else {
        throw fail(p, n, "unknown device kind \"\(s)\" (expected \"touchpad\" or \"touchscreen\")")
      }
      return kind
    }
    if case .string = node.value { return DeviceFilter(kind: try kind(node, path)) }
    let o = try object(node, path, allowed: ["kind", "name"], what: "a device filter")
    var filter = DeviceFilter()
    if let k = o["kind"] { filter.kind = try kind(k, o.path("kind")) }
    if let n = o["name"] {
      let s = try string(n, o.path("name"))
      guard !s.isEmpty else {
        throw fail(o.path("name"), n, "a device name filter must not be empty")
      }
      filter.nameContains = s
    }
    guard filter.kind != nil || filter.nameContains != nil else {
      throw fail(path, node, "a device filter needs \"kind\" or \"name\"")
    }
    return filter
  }
}
