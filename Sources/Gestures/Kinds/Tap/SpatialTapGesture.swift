/// A tap or multi-tap that reports where it happened, like SwiftUI's `SpatialTapGesture`.
///
/// Same rules and parameters as ``TapGesture``.
public struct SpatialTapGesture: MultiTapGesture, Hashable, Sendable {
  /// Where the tap happened.
  public struct Value: Hashable, Sendable {
    /// Where the final tap lifted, in surface millimetres: the centroid of its touches at lift
    /// (for a one-finger tap, the lift position).
    public var location: Point

    /// A value at `location` (mm).
    public init(location: Point) { self.location = location }
  }

  /// The rules the recognizer applies.
  public var rules: TapRules

  /// A spatial tap with every rule given (``MultiTapGesture/init(count:touches:maximumGap:maximumDuration:maximumMovement:)``
  /// takes them one by one, with SwiftUI's defaults).
  public init(rules: TapRules) { self.rules = rules }

  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    SpatialTapGestureRecognizer(rules: rules)
  }
}
