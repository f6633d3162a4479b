/// A touch a recognizer follows: where and when it started, where it is now.
public struct TrackedTouch: Hashable, Sendable {
  /// The contact's id (unique per device).
  public var id: Int
  public var startTime: Int64
  public var startX: Double
  public var startY: Double
  public var x: Double
  public var y: Double
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
