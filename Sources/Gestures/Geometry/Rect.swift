/// A rectangle, like CGRect: on the touch surface in millimetres inside, in the app's points in
/// its regions' frames.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent to the right of the origin.
  public var width: Double
  /// The extent below the origin.
  public var height: Double
  /// The rectangle with top-left corner (`x`, `y`), `width` wide and `height` high.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    self.width = width
    self.height = height
  }
  /// Whether `p` lies inside: the left and top edges belong to the rectangle, the right and
  /// bottom ones do not.
  public func contains(_ p: Point) -> Bool {
    p.x >= origin.x && p.y >= origin.y && p.x < origin.x + width && p.y < origin.y + height
  }

  /// A rectangle at `origin` of `size` (CGRect's `init(origin:size:)`).
  public init(origin: Point, size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// Width and height (CGRect's `size`).
  public var size: Size { Size(width: width, height: height) }
  /// The left edge.
  public var minX: Double { origin.x }
  /// The horizontal middle.
  public var midX: Double { origin.x + width / 2 }
  /// The right edge.
  public var maxX: Double { origin.x + width }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The vertical middle.
  public var midY: Double { origin.y + height / 2 }
  /// The bottom edge.
  public var maxY: Double { origin.y + height }

  /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown
  /// for negative insets), as CGRect's `insetBy(dx:dy:)`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
