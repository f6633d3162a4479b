import Gestures

/// A scene file's top-level action binding: `"swipe-3.ended": ACTION` (any region's `swipe-3`)
/// or `"root/left-edge/swipe.ended": [ACTION, …]`.
struct ActionBindingSpec: Hashable, Sendable {
  /// The region path, nil for a gesture of that name on any region.
  var node: String?
  var gesture: String
  var trigger: ActionTriggerSpec

  init(node: String?, gesture: String, trigger: ActionTriggerSpec) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}
