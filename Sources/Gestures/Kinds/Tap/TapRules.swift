/// The rules of a (multi-)tap, shared by ``TapGesture`` and ``SpatialTapGesture``.
public struct TapRules: Hashable, Sendable {
  /// SwiftUI's largest movement of a touch during a tap, in points (OpenSwiftUI
  /// `TapGesture.swift`, `tapMovementThreshold = 45`).
  public static let defaultMaximumMovement = 45.0
  /// SwiftUI's longest tap, touch-down to lift, in seconds (OpenSwiftUI `TapGesture.swift`,
  /// `tapDurationThreshold = 0.75`).
  public static let defaultMaximumDuration = 0.75
  /// SwiftUI's longest pause between one tap's lift and the next tap's touch-down, in seconds
  /// (OpenSwiftUI `RepeatGesture.swift`, `maximumDelay = 0.35`).
  public static let defaultMaximumGap = 0.35

  /// Taps required (1 single, 2 double…).
  public var count: Int
  /// Fingers per tap: exactly this many down together (our extension; SwiftUI taps take one).
  /// The recognizer follows at most ``TouchSet/capacity`` (10) touches per attempt, so
  /// `count × touches` should stay within 10.
  public var touches: Int
  /// Longest pause from a tap's lift to the next tap's touch-down, in seconds.
  public var maximumGap: Double
  /// Longest tap, from its first touch-down to its last lift, in seconds.
  public var maximumDuration: Double
  /// Farthest a touch may move during a tap, and farthest a later tap may land from the first
  /// tap, in points.
  public var maximumMovement: Double

  /// Rules with every value given (`count` and `touches` are at least 1).
  public init(
    count: Int, touches: Int, maximumGap: Double, maximumDuration: Double, maximumMovement: Double
  ) {
    self.count = max(1, count)
    self.touches = max(1, touches)
    self.maximumGap = maximumGap
    self.maximumDuration = maximumDuration
    self.maximumMovement = maximumMovement
  }
}
