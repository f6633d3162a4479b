/// One state-machine transition of one gesture, as the engine emits it.
public struct Transition: Hashable, Sendable {
  /// When it happened, in µs on the input's clock (trace time, or CLOCK_MONOTONIC live).
  public var time: Int64
  /// Index of the device whose touches drove it.
  public var device: Int
  /// The path of the region the gesture is attached to (`window/list/photo`).
  public var node: String
  /// The gesture's name in its scene (`tap`, `long-press`, …).
  public var gesture: String
  /// The phase the gesture left.
  public var from: GesturePhase
  /// The phase the gesture entered.
  public var to: GesturePhase
  /// Why, for `failed` and `cancelled`.
  public var reason: FailureReason?

  /// A transition of `gesture` on the region `node` from `from` to `to` at `time`, µs, for
  /// `device`'s touches, with `reason` for a failure or cancellation.
  public init(
    time: Int64, device: Int, node: String, gesture: String, from: GesturePhase,
    to: GesturePhase, reason: FailureReason? = nil
  ) {
    self.time = time
    self.device = device
    self.node = node
    self.gesture = gesture
    self.from = from
    self.to = to
    self.reason = reason
  }
}
