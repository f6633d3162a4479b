/// A point on the touch surface in millimetres (origin top-left, y down), or a displacement.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  /// Length of the point taken as a vector from the origin.
  public var length: Double { (x * x + y * y).squareRoot() }
  public var description: String { "(\(x), \(y))" }
}

/// A rectangle on the touch surface in millimetres.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    self.width = width
    self.height = height
  }
  public func contains(_ p: Point) -> Bool {
    p.x >= origin.x && p.y >= origin.y && p.x < origin.x + width && p.y < origin.y + height
  }
}

/// A point relative to a rectangle: (0, 0) top-left, (1, 1) bottom-right, like SwiftUI's.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// Where `point` lies within `rect`.
  public init(_ point: Point, in rect: Rect) {
    x = rect.width > 0 ? (point.x - rect.origin.x) / rect.width : 0
    y = rect.height > 0 ? (point.y - rect.origin.y) / rect.height : 0
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// An angle, like SwiftUI's `Angle`. Output always uses degrees.
public struct Angle: Hashable, Sendable, Comparable {
  public var radians: Double
  public var degrees: Double { radians * 180 / Double.pi }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static let zero = Angle(radians: 0)
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// SwiftUI measures gesture thresholds in points; on a touch surface in millimetres a point is
/// 1/160 inch (0.15875 mm), the density SwiftUI's defaults were tuned for.
public enum Points {
  /// Millimetres per point.
  public static let millimetres = 25.4 / 160
  /// `points` in millimetres.
  public static func toMillimetres(_ points: Double) -> Double { points * millimetres }
}
