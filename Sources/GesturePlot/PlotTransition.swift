import Gestures

/// One gesture transition as the plot draws it: plain data, its value and reason already
/// written as text.
public struct PlotTransition: Hashable, Sendable {
  /// When it happened, µs on the input's clock.
  public var time: Int64
  /// Index of the device whose touches drove it.
  public var device: Int
  /// The region's path (`root`, `window/list`).
  public var node: String
  /// The gesture's name in its scene.
  public var gesture: String
  /// The phase the gesture left.
  public var from: GesturePhase
  /// The phase the gesture entered.
  public var to: GesturePhase
  /// Why, for failed and cancelled.
  public var reason: String?
  /// The gesture's value at this transition, as the text log writes it (nil: none).
  public var value: String?
  /// When the attempt began (its first touch), µs; the start of its possible span.
  public var attemptStart: Int64?

  /// A transition of `gesture` on the region `node` from `from` to `to` at `time`, µs; the
  /// other parameters are the properties of the same names.
  public init(
    time: Int64, device: Int, node: String, gesture: String, from: GesturePhase,
    to: GesturePhase, reason: String? = nil, value: String? = nil, attemptStart: Int64? = nil
  ) {
    self.time = time
    self.device = device
    self.node = node
    self.gesture = gesture
    self.from = from
    self.to = to
    self.reason = reason
    self.value = value
    self.attemptStart = attemptStart
  }

  /// The lane's name: the gesture, after its node unless that is the root.
  public var laneName: String { node == "root" ? gesture : "\(node)/\(gesture)" }
}
