/// A tap or multi-tap that reports where it happened, like SwiftUI's `SpatialTapGesture`.
///
/// Same rules and parameters as ``TapGesture``; its location is in points of its
/// ``coordinateSpace`` (`.local` unless asked).
public struct SpatialTapGesture: MultiTapGesture, Hashable, Sendable {
  /// Where the tap happened.
  public struct Value: Hashable, Sendable {
    /// Where the final tap lifted, in points of the gesture's coordinate space (surface
    /// millimetres on the command line's surfaces): the centroid of its touches at lift (for a
    /// one-finger tap, the lift position).
    public var location: Point

    /// A value at `location` (points).
    public init(location: Point) { self.location = location }
  }

  /// The rules the recognizer applies.
  public var rules: TapRules
  /// The space the location is in (`.local`, SwiftUI's default: the region the gesture is
  /// attached to).
  public var coordinateSpace: CoordinateSpace

  /// A spatial tap with every rule given (``MultiTapGesture/init(count:touches:maximumGap:maximumDuration:maximumMovement:)``
  /// takes them one by one, with SwiftUI's defaults), its location in `coordinateSpace`.
  public init(rules: TapRules, coordinateSpace: CoordinateSpace) {
    self.rules = rules
    self.coordinateSpace = coordinateSpace
  }

  /// A spatial tap with every rule given, its location `.local`.
  public init(rules: TapRules) { self.init(rules: rules, coordinateSpace: .local) }

  /// As SwiftUI's `SpatialTapGesture(count:coordinateSpace:)`: `count` taps, with SwiftUI's
  /// other defaults (``TapRules``), the location in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.init(
      rules: TapRules(
        count: count, touches: 1, maximumGap: TapRules.defaultMaximumGap,
        maximumDuration: TapRules.defaultMaximumDuration,
        maximumMovement: TapRules.defaultMaximumMovement),
      coordinateSpace: coordinateSpace)
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    SpatialTapGestureRecognizer(rules: rules, coordinateSpace: coordinateSpace)
  }
}
