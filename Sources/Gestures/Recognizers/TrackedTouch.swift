/// A touch a recognizer follows: where and when it started, where it is now.
public struct TrackedTouch: Hashable, Sendable {
  /// The contact's id (unique per device).
  public var id: Int
  /// When it came down, µs.
  public var startTime: Int64
  /// Where it came down, mm from the surface's left edge.
  public var startX: Double
  /// Where it came down, mm from the surface's top edge.
  public var startY: Double
  /// Where it is now, mm from the left edge.
  public var x: Double
  /// Where it is now, mm from the top edge.
  public var y: Double
  /// When it was last reported, µs.
  public var time: Int64
  /// False once the touch lifted or was cancelled.
  public var isDown: Bool
  /// The touch lifted but its lift is held back as a possible bounce (``Contact/isHeldLift``).
  public var isHeldLift = false
  /// Farthest distance from the start so far, in mm.
  public var maximumDistance: Double

  /// Distance from where the touch started, in mm.
  public var distance: Double {
    let dx = x - startX
    let dy = y - startY
    return (dx * dx + dy * dy).squareRoot()
  }
}
