import Gestures

/// Actions bound to a gesture's phase: `node` is the region path (`root/left-edge`), nil for a
/// gesture of that name on any region.
public struct ActionBinding: Hashable, Sendable {
  public var node: String?
  public var gesture: String
  public var phase: GesturePhase
  public var actions: [Action]

  public init(node: String? = nil, gesture: String, phase: GesturePhase, actions: [Action]) {
    self.node = node
    self.gesture = gesture
    self.phase = phase
    self.actions = actions
  }
}
