/// A point relative to a rectangle: (0, 0) top-left, (1, 1) bottom-right, like SwiftUI's.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width from the left edge (0 … 1 inside).
  public var x: Double
  /// The fraction of the height from the top edge (0 … 1 inside).
  public var y: Double
  /// The unit point (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// Where `point` lies within `rect`.
  public init(_ point: Point, in rect: Rect) {
    x = rect.width > 0 ? (point.x - rect.origin.x) / rect.width : 0
    y = rect.height > 0 ? (point.y - rect.origin.y) / rect.height : 0
  }
  /// The middle, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}
