/// A scene file's top-level binding of another module, `"[REGION/PATH/]GESTURE.PHASE": VALUE`:
/// the gesture it names (on any region, or the region at that path) and what the module read
/// from the value.
package struct SceneBinding<Trigger> {
  /// The region path, nil for a gesture of that name on any region.
  package var node: String?
  package var gesture: String
  package var trigger: Trigger

  package init(node: String?, gesture: String, trigger: Trigger) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}

extension SceneBinding: Equatable where Trigger: Equatable {}
extension SceneBinding: Hashable where Trigger: Hashable {}
extension SceneBinding: Sendable where Trigger: Sendable {}
