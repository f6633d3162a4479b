/// A long press, like SwiftUI's `LongPressGesture`: ends (value `true`) once its touches have
/// stayed down for `minimumDuration` without any moving more than `maximumDistance`.
///
/// The pressing callback of SwiftUI's `onLongPressGesture(…onPressingChanged:)` is available
/// through ``onPressingChanged(_:)``: `true` when the first touch comes down, `false` once when
/// the press is recognized or when it fails.
public struct LongPressGesture: Gesture, Hashable, Sendable {
  /// `true` when recognized.
  public typealias Value = Bool

  /// SwiftUI's default minimum duration, in seconds (`LongPressGesture`,
  /// `UILongPressGestureRecognizer.minimumPressDuration`).
  public static let defaultMinimumDuration = 0.5
  /// SwiftUI's default maximum distance, in points (`LongPressGesture`,
  /// `UILongPressGestureRecognizer.allowableMovement`).
  public static let defaultMaximumDistance = 10.0

  /// How long the touches must stay down, in seconds.
  public var minimumDuration: Double
  /// How far each touch may move from where it came down, in points.
  public var maximumDistance: Double
  /// How many fingers must be down when the duration is reached, or nil for any number (our
  /// extension; SwiftUI's long press takes any).
  public var touches: Int?

  /// - Parameters:
  ///   - minimumDuration: how long the touches must stay down, in seconds (0.5, SwiftUI).
  ///     Lifting sooner fails with `liftedTooSoon`.
  ///   - maximumDistance: how far each touch may move, in points (10, SwiftUI). Farther fails
  ///     with `movedTooFar`.
  ///   - touches: fingers required when the duration is reached, or nil for any number. More
  ///     fingers fail with `tooManyTouches`, fewer at the deadline with `tooFewTouches`.
  public init(
    minimumDuration: Double = defaultMinimumDuration,
    maximumDistance: Double = defaultMaximumDistance, touches: Int? = nil
  ) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    self.touches = touches.map { max(1, $0) }
  }

  /// The same gesture with `action` as its pressing callback: called with `true` when the first
  /// touch comes down, and `false` once when the press is recognized, or when it fails (the
  /// touches lift or stray first, or a competitor wins).
  public func onPressingChanged(_ action: @escaping (Bool) -> Void) -> OnPressingChangedGesture {
    OnPressingChangedGesture(self, action: action)
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Bool> { makePressRecognizer() }

  func makePressRecognizer() -> LongPressGestureRecognizer {
    LongPressGestureRecognizer(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, touches: touches)
  }
}
