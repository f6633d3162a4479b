/// A tap or multi-tap, like SwiftUI's `TapGesture`: ends when the last of `count` taps lifts.
///
/// SwiftUI's value is `Void`; see ``SpatialTapGesture`` for the location. Besides SwiftUI's
/// `count`, the timing and movement limits SwiftUI keeps internal are parameters here, with its
/// values as defaults (see ``TapRules``), and `touches` makes a two- or three-finger tap.
public struct TapGesture: Gesture {
  /// SwiftUI's tap has no value.
  public typealias Value = Void

  /// The rules the recognizer applies.
  public var rules: TapRules

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
    rules = TapRules(
      count: count, touches: touches, maximumGap: maximumGap, maximumDuration: maximumDuration,
      maximumMovement: maximumMovement)
  }

  /// Taps required.
  public var count: Int { rules.count }

  public func makeRecognizer() -> TypedGestureRecognizer<Void> {
    TapGestureRecognizer(rules: rules)
  }
}

/// The recognizer of a ``TapGesture``: its value is `()` once the last tap lifted.
public final class TapGestureRecognizer: MultiTapGestureRecognizer<Void> {
  public override var value: Void? { tapsCompleted == rules.count ? () : nil }
}
