/// A point on the touch surface in millimetres (origin top-left, y down), or a displacement.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// Distance from the left, positive right.
  public var x: Double
  /// Distance from the top, positive down.
  public var y: Double
  /// The point (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The origin, or no displacement.
  public static let zero = Point(x: 0, y: 0)
  /// The point moved by the displacement `b`.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// The displacement from `b` to `a`.
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// The displacement scaled by `s`.
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  /// Length of the point taken as a vector from the origin.
  public var length: Double { (x * x + y * y).squareRoot() }
  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
