import Glibc

/// A two-finger twist, like SwiftUI's `RotateGesture`: begins once the line between two touches
/// has turned `minimumAngleDelta` from where it started, changes as they turn, ends when one
/// lifts.
///
/// Angles are positive clockwise on screen (y points down) and unwrapped: a turn past 180° keeps
/// counting (200°, not −160°).
public struct RotateGesture: Gesture, Hashable, Sendable {
  /// SwiftUI's default start threshold (`RotateGesture(minimumAngleDelta: .degrees(1))`).
  public static let defaultMinimumAngleDelta = Angle.degrees(1)

  /// The state of a twist, with SwiftUI's names.
  public struct Value: Hashable, Sendable {
    /// When the value was taken, in µs.
    public var time: Int64
    /// How far the line from the first touch to the second has turned since they came down,
    /// clockwise on screen positive, unwrapped.
    public var rotation: Angle
    /// How fast `rotation` changes, per second.
    public var velocity: Angle
    /// `startLocation` relative to the region's bounds ((0, 0) top-left, (1, 1) bottom-right).
    public var startAnchor: UnitPoint
    /// The centroid of the touches when they were all down, in mm.
    public var startLocation: Point

    /// A value with every field given.
    public init(
      time: Int64, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point
    ) {
      self.time = time
      self.rotation = rotation
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }

  /// How far the touches must turn before the twist begins (either way).
  public var minimumAngleDelta: Angle
  /// How many touches the twist takes (our extension; the angle is measured between the first
  /// two, the others only move `startLocation`).
  public var touches: Int

  /// - Parameters:
  ///   - minimumAngleDelta: how far the touches must turn (either way) before the twist begins
  ///     (1°, SwiftUI). Lifting before then fails with `endedBelowThreshold` (in degrees).
  ///   - touches: how many touches the twist takes (2, at least 2).
  public init(minimumAngleDelta: Angle = defaultMinimumAngleDelta, touches: Int = 2) {
    self.minimumAngleDelta = minimumAngleDelta
    self.touches = max(2, touches)
  }

  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    RotateGestureRecognizer(minimumAngleDelta: minimumAngleDelta, touches: touches)
  }
}

/// The recognizer of a ``RotateGesture`` (see ``TransformGestureRecognizer`` for its states); its
/// measure is the unwrapped rotation in radians.
public final class RotateGestureRecognizer: TransformGestureRecognizer<RotateGesture.Value> {
  /// How far the touches must turn before the twist begins.
  public let minimumAngleDelta: Angle
  /// The direction of the vector at the last sample, in radians.
  private var lastDirection = 0.0

  /// A recognizer with the gesture's parameters.
  public init(minimumAngleDelta: Angle, touches: Int) {
    self.minimumAngleDelta = minimumAngleDelta
    super.init(touches: touches)
  }

  public override var value: RotateGesture.Value? {
    guard hasStarted else { return nil }
    return RotateGesture.Value(
      time: time, rotation: .radians(measure), velocity: .radians(measureVelocity),
      startAnchor: startAnchor, startLocation: startLocation)
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  override func startMeasure(vector: Point) -> Double {
    lastDirection = atan2(vector.y, vector.x)
    return 0
  }

  /// Adds the turn since the last sample, taken the short way round (within ±180°), so the
  /// total keeps counting past 180°.
  override func nextMeasure(vector: Point, previous: Double) -> Double {
    guard vector != .zero else { return previous }
    let direction = atan2(vector.y, vector.x)
    var turn = direction - lastDirection
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn <= -Double.pi { turn += 2 * Double.pi }
    lastDirection = direction
    return previous + turn
  }

  override func thresholdReached(_ measure: Double) -> Bool {
    abs(measure) >= minimumAngleDelta.radians
  }

  override func belowThreshold(_ measure: Double) -> FailureReason {
    .endedBelowThreshold(
      measure: "rotation", value: abs(Angle.radians(measure).degrees),
      threshold: minimumAngleDelta.degrees, unit: "°")
  }

}
