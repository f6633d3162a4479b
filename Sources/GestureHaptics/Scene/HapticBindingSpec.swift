import Gestures

/// A scene file's top-level binding: `"long-press.ended": "success"` (any region's `long-press`)
/// or `"window/photo/tap.ended": "pop.ahap"` (the `tap` of region `window/photo`).
struct HapticBindingSpec: Hashable, Sendable {
  /// The region path, nil for a gesture of that name on any region.
  var node: String?
  var gesture: String
  var trigger: HapticTriggerSpec

  init(node: String?, gesture: String, trigger: HapticTriggerSpec) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}
