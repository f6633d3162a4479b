/// A pinch, like SwiftUI's `MagnifyGesture`: begins once the distance between two touches has
/// changed by `minimumScaleDelta` of where it started, changes as they move, ends when one lifts.
public struct MagnifyGesture: Gesture, Hashable, Sendable {
  /// SwiftUI's default start threshold (`MagnifyGesture(minimumScaleDelta: 0.01)`).
  public static let defaultMinimumScaleDelta = 0.01

  /// The state of a pinch, with SwiftUI's names.
  public struct Value: Hashable, Sendable {
    /// When the value was taken, in µs.
    public var time: Int64
    /// The distance between the touches now over the distance when they came down (2 = twice
    /// as far apart, 0.5 = half).
    public var magnification: Double
    /// How fast `magnification` changes, per second.
    public var velocity: Double
    /// `startLocation` relative to the region's bounds ((0, 0) top-left, (1, 1) bottom-right).
    public var startAnchor: UnitPoint
    /// The centroid of the touches when they were all down, in points of the region's space
    /// (`.local`; millimetres on the command line's surfaces, from the region's corner).
    public var startLocation: Point

    /// A value with every field given.
    public init(
      time: Int64, magnification: Double, velocity: Double, startAnchor: UnitPoint,
      startLocation: Point
    ) {
      self.time = time
      self.magnification = magnification
      self.velocity = velocity
      self.startAnchor = startAnchor
      self.startLocation = startLocation
    }
  }

  /// How far the magnification must move from 1 before the pinch begins.
  public var minimumScaleDelta: Double
  /// How many touches the pinch takes (our extension; the spread is measured between the first
  /// two, the others only move `startLocation`).
  public var touches: Int

  /// - Parameters:
  ///   - minimumScaleDelta: how far the magnification must move from 1 (either way) before the
  ///     pinch begins (0.01, SwiftUI). Lifting before then fails with `endedBelowThreshold`.
  ///   - touches: how many touches the pinch takes (2, at least 2).
  public init(minimumScaleDelta: Double = defaultMinimumScaleDelta, touches: Int = 2) {
    self.minimumScaleDelta = minimumScaleDelta
    self.touches = max(2, touches)
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    MagnifyGestureRecognizer(minimumScaleDelta: minimumScaleDelta, touches: touches)
  }
}
