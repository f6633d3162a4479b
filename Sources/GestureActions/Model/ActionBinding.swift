import Gestures

/// Actions bound to a gesture's phase: `node` is the region path (`root/left-edge`), nil for a
/// gesture of that name on any region.
public struct ActionBinding: Hashable, Sendable {
  /// The region path the gesture must be on; nil for any region.
  public var node: String?
  /// The gesture's name in its scene.
  public var gesture: String
  /// The phase (a transition's `to`) that runs the actions.
  public var phase: GesturePhase
  /// The actions, run in order.
  public var actions: [Action]

  /// `actions` run when `gesture` (on the region at `node`, or any) reaches `phase`.
  public init(node: String? = nil, gesture: String, phase: GesturePhase, actions: [Action]) {
    self.node = node
    self.gesture = gesture
    self.phase = phase
    self.actions = actions
  }
}
