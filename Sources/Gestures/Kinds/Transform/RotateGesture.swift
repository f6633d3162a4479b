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
    /// The centroid of the touches when they were all down, in points of the region's space
    /// (`.local`; millimetres on the command line's surfaces, from the region's corner).
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

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    RotateGestureRecognizer(minimumAngleDelta: minimumAngleDelta, touches: touches)
  }
}
