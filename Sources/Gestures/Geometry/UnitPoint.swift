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
