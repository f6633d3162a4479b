/// A trigger bound to a gesture by name: `node` is the region path (`window/list/photo`), nil for
/// a gesture of that name on any region.
public struct HapticBinding: Hashable, Sendable {
  /// The region path the gesture must be on; nil for any region.
  public var node: String?
  /// The gesture's name in its scene.
  public var gesture: String
  /// The pattern, the phase that plays it and its priority.
  public var trigger: HapticTrigger

  /// `trigger` bound to `gesture` on the region at `node` (nil: on any region).
  public init(node: String? = nil, gesture: String, trigger: HapticTrigger) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}
