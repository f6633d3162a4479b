/// A gesture that runs ``TapRules``: ``TapGesture`` and ``SpatialTapGesture``, which differ only
/// in their value.
public protocol MultiTapGesture: Gesture {
  /// The rules the recognizer applies.
  var rules: TapRules { get set }
  /// The gesture applying `rules`.
  init(rules: TapRules)
}

extension MultiTapGesture {
  /// - Parameters:
  ///   - count: taps required (1 single, 2 double…).
  ///   - touches: fingers per tap, down together (fewer at lift fails with `tooFewTouches`).
  ///   - maximumGap: longest pause from a tap's lift to the next tap's touch-down, in seconds
  ///     (0.35, OpenSwiftUI `RepeatGesture`); a pause this long fails with `tapTimedOut`.
  ///   - maximumDuration: longest tap, touch-down to lift, in seconds (0.75, OpenSwiftUI); a tap
  ///     held this long fails with `heldTooLong`.
  ///   - maximumMovement: farthest a touch may move, in points (45, OpenSwiftUI; more fails with
  ///     `movedTooFar`), and farthest a later tap may land from the first (`tapTooFar`).
  public init(
    count: Int = 1, touches: Int = 1, maximumGap: Double = TapRules.defaultMaximumGap,
    maximumDuration: Double = TapRules.defaultMaximumDuration,
    maximumMovement: Double = TapRules.defaultMaximumMovement
  ) {
    self.init(
      rules: TapRules(
        count: count, touches: touches, maximumGap: maximumGap, maximumDuration: maximumDuration,
        maximumMovement: maximumMovement))
  }

  /// Taps required (1 single, 2 double…; at least 1), settable as SwiftUI's `TapGesture.count`.
  public var count: Int {
    get { rules.count }
    set { rules.count = max(1, newValue) }
  }
}
