/// A tip-tap: a tap of `touches` fingers beside fingers that rest on the surface, which the tap
/// ignores (InputActions #211; libinput and Touchégg cannot tell it from a two-finger tap). One
/// finger rests, another taps next to it: a tip-tap of one touch beside one resting touch. The
/// resting fingers are not counted and need not lift.
///
/// Times in seconds, distances in points as the other gestures' (160 pt = 25.4 mm). Tip-taps
/// repeat beside a resting hand; a tap on a region below wins over it unless it is attached with
/// high priority. Its rules and how it competes are in the Swipes and tip-taps article.
public struct TipTapGesture: Gesture, Hashable, Sendable {
  /// A recognized tip-tap.
  public struct Value: Hashable, Sendable {
    /// Where the tap lifted, in the surface's points (`.global`; millimetres on the command
    /// line's surfaces): the centroid of its touches at lift.
    public var location: Point
    /// How many fingers tapped.
    public var touches: Int
    /// How many fingers were down beside the tap when it landed (at least the gesture's
    /// `restingTouches`).
    public var restingTouches: Int

    /// A tip-tap's value; each parameter is the property of its name.
    public init(location: Point, touches: Int, restingTouches: Int) {
      self.location = location
      self.touches = touches
      self.restingTouches = restingTouches
    }
  }

  /// Defaults (ours: InputActions and libinput publish none): 0.15 s of rest, a tap of at most
  /// 0.3 s and 20 pt (3.2 mm), resting fingers still within 20 pt.
  public static let defaultRestingDuration = 0.15
  /// The default ``maximumDuration``: 0.3 s.
  public static let defaultMaximumDuration = 0.3
  /// The default ``maximumMovement``: 20 pt (3.2 mm).
  public static let defaultMaximumMovement = 20.0
  /// The default ``restingMovement``: 20 pt (3.2 mm).
  public static let defaultRestingMovement = 20.0

  /// Fingers that tap, down together (at least 1).
  public var touches: Int
  /// The fewest fingers that must rest beside the tap (at least 1).
  public var restingTouches: Int
  /// How long a finger must have been down and still to rest, in seconds.
  public var restingDuration: Double
  /// Longest tap, its first touch-down to its last lift, in seconds.
  public var maximumDuration: Double
  /// Farthest a tapping finger may move, in points.
  public var maximumMovement: Double
  /// Farthest a resting finger may move, in points, before the gesture fails.
  public var restingMovement: Double

  /// Counts below 1 are 1; negative durations and distances are 0.
  public init(
    touches: Int = 1, restingTouches: Int = 1,
    restingDuration: Double = defaultRestingDuration,
    maximumDuration: Double = defaultMaximumDuration,
    maximumMovement: Double = defaultMaximumMovement,
    restingMovement: Double = defaultRestingMovement
  ) {
    self.touches = max(1, touches)
    self.restingTouches = max(1, restingTouches)
    self.restingDuration = max(0, restingDuration)
    self.maximumDuration = max(0, maximumDuration)
    self.maximumMovement = max(0, maximumMovement)
    self.restingMovement = max(0, restingMovement)
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    TipTapGestureRecognizer(self)
  }
}
