/// A trigger bound to a gesture by name: `node` is the region path (`window/list/photo`), nil for
/// a gesture of that name on any region.
public struct HapticBinding: Hashable, Sendable {
  public var node: String?
  public var gesture: String
  public var trigger: HapticTrigger

  public init(node: String? = nil, gesture: String, trigger: HapticTrigger) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}
