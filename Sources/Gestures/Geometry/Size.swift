/// A width and a height, like SwiftUI's `CGSize`: how ``DragGesture/Value`` gives its vectors
/// (`translation`, `velocity`, `predictedEndTranslation`). The unit is the one of the value that
/// holds it (points of the app's coordinate space, or millimetres on the command line's
/// surfaces; per second for a velocity).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent (positive right).
  public var width: Double
  /// The vertical extent (positive down).
  public var height: Double

  /// The size `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size of the displacement `p` (`width` = x, `height` = y).
  public init(_ p: Point) {
    self.init(width: p.x, height: p.y)
  }

  /// No extent.
  public static let zero = Size(width: 0, height: 0)
  /// The sum, component by component.
  public static func + (a: Size, b: Size) -> Size {
    Size(width: a.width + b.width, height: a.height + b.height)
  }
  /// The difference, component by component.
  public static func - (a: Size, b: Size) -> Size {
    Size(width: a.width - b.width, height: a.height - b.height)
  }
  /// Adds `b` to `a`.
  public static func += (a: inout Size, b: Size) { a = a + b }
  /// Subtracts `b` from `a`.
  public static func -= (a: inout Size, b: Size) { a = a - b }
  /// Both components scaled by `s`.
  public static func * (a: Size, s: Double) -> Size {
    Size(width: a.width * s, height: a.height * s)
  }
  /// The length of the size taken as a vector.
  public var length: Double { (width * width + height * height).squareRoot() }
  /// The size as a displacement (`x` = width, `y` = height).
  public var point: Point { Point(x: width, y: height) }
  /// `(width, height)`.
  public var description: String { "(\(width), \(height))" }
}

extension Point {
  /// `p` moved by `s`.
  public static func + (p: Point, s: Size) -> Point {
    Point(x: p.x + s.width, y: p.y + s.height)
  }
}
