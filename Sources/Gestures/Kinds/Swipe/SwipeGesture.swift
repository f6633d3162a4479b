import Glibc

/// A swipe, like UIKit's `UISwipeGestureRecognizer`: `touches` fingers move quickly in one of
/// the allowed directions and lift. It is discrete: it ends on the lift, with its direction,
/// distance and velocity.
///
/// Its parameters are points and points per second of the surface, as the other gestures' (160 pt =
/// 25.4 mm unless the app's surface says otherwise); its value is in the surface's points
/// (`.global`; millimetres on the command line's surfaces). UIKit's rule, made exact: the faster
/// the swipe, the wider the angle it may be off and the longer the distance it must cover, both up
/// to twice their base (the Swipes and tip-taps article).
public struct SwipeGesture: Gesture, Hashable, Sendable {
  /// The directions a swipe may take (y grows downwards, as on the surface).
  public struct Directions: OptionSet, Hashable, Sendable {
    /// One bit per direction, bit 0 `right` and on clockwise in 45° steps.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`'s.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// +x, 0°.
    public static let right = Directions(rawValue: 1 << 0)
    /// 45°, between right and down.
    public static let downRight = Directions(rawValue: 1 << 1)
    /// +y (down the surface), 90°.
    public static let down = Directions(rawValue: 1 << 2)
    /// 135°, between down and left.
    public static let downLeft = Directions(rawValue: 1 << 3)
    /// −x, 180°.
    public static let left = Directions(rawValue: 1 << 4)
    /// 225°, between left and up.
    public static let upLeft = Directions(rawValue: 1 << 5)
    /// −y (up the surface), 270°.
    public static let up = Directions(rawValue: 1 << 6)
    /// 315°, between up and right.
    public static let upRight = Directions(rawValue: 1 << 7)

    /// Left, right, up and down.
    public static let cardinal: Directions = [.left, .right, .up, .down]
    /// The four diagonals.
    public static let diagonal: Directions = [.upLeft, .upRight, .downLeft, .downRight]
    /// All eight.
    public static let all: Directions = [.cardinal, .diagonal]

    /// The names scene files use, in angle order from `right` (0°) clockwise on the surface.
    public static let names = [
      "right", "downRight", "down", "downLeft", "left", "upLeft", "up", "upRight",
    ]

    /// The direction named `name`.
    public init?(name: String) {
      guard let i = Self.names.firstIndex(of: name) else { return nil }
      self.init(rawValue: 1 << UInt8(i))
    }

    /// The single directions in the set, in angle order.
    public var members: [Directions] {
      (0..<8).compactMap {
        contains(Directions(rawValue: 1 << $0)) ? Directions(rawValue: 1 << $0) : nil
      }
    }

    /// The name of a single direction ("" for a set).
    public var name: String {
      guard let i = (0..<8).first(where: { rawValue == 1 << $0 }) else { return "" }
      return Self.names[i]
    }

    /// The angle of a single direction, degrees from +x towards +y (down).
    var angle: Double {
      Double((0..<8).first { rawValue == 1 << $0 } ?? 0) * 45
    }
  }

  /// A recognized swipe. Positions are the surface's points (`.global`; millimetres on the
  /// command line's surfaces).
  public struct Value: Hashable, Sendable {
    /// The allowed direction it took.
    public var direction: Directions
    /// How many fingers swiped.
    public var touches: Int
    /// Where the fingers' centroid started and ended, points.
    public var startLocation: Point
    /// Where the fingers' centroid was at the lift, points.
    public var location: Point
    /// `location − startLocation`, points.
    public var translation: Point
    /// Its length, points.
    public var distance: Double
    /// Its mean velocity, points/s (translation over duration).
    public var velocity: Point
    /// From the first finger down to the lift, s.
    public var duration: Double

    /// A swipe's value; each parameter is the property of its name.
    public init(
      direction: Directions, touches: Int, startLocation: Point, location: Point,
      translation: Point, distance: Double, velocity: Point, duration: Double
    ) {
      self.direction = direction
      self.touches = touches
      self.startLocation = startLocation
      self.location = location
      self.translation = translation
      self.distance = distance
      self.velocity = velocity
      self.duration = duration
    }
  }

  /// Defaults: 60 pt (9.5 mm), 300 pt/s (48 mm/s), 20° and 0.5 s (ours; UIKit publishes none).
  public static let defaultMinimumDistance = 60.0
  /// The default ``minimumVelocity``: 300 pt/s (48 mm/s).
  public static let defaultMinimumVelocity = 300.0
  /// The default ``angleTolerance``: 20°.
  public static let defaultAngleTolerance = 20.0
  /// The default ``maximumDuration``: 0.5 s.
  public static let defaultMaximumDuration = 0.5

  /// The directions it recognizes (never empty).
  public var directions: Directions
  /// How many fingers must swipe together (at least 1).
  public var touches: Int
  /// Points, at the slowest speed accepted.
  public var minimumDistance: Double
  /// Points per second.
  public var minimumVelocity: Double
  /// Degrees either side of a direction, at the slowest speed accepted.
  public var angleTolerance: Double
  /// Seconds from the first touch to the lift.
  public var maximumDuration: Double

  /// A swipe of `touches` fingers in one of `directions`; the other parameters are the
  /// properties of their names (negative values are 0, the angle at most 90°).
  public init(
    directions: Directions = .cardinal, touches: Int = 1,
    minimumDistance: Double = defaultMinimumDistance,
    minimumVelocity: Double = defaultMinimumVelocity,
    angleTolerance: Double = defaultAngleTolerance,
    maximumDuration: Double = defaultMaximumDuration
  ) {
    self.directions = directions.isEmpty ? .cardinal : directions
    self.touches = max(1, touches)
    self.minimumDistance = max(0, minimumDistance)
    self.minimumVelocity = max(0, minimumVelocity)
    self.angleTolerance = min(max(0, angleTolerance), 90)
    self.maximumDuration = max(0, maximumDuration)
  }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Value> {
    SwipeGestureRecognizer(self)
  }
}
