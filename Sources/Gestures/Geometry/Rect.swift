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
