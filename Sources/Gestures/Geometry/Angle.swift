/// An angle, like SwiftUI's `Angle`: radians inside, degrees in all output. Angles add,
/// subtract, negate and scale as SwiftUI's do (`finalAmount += currentAmount`).
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians (positive clockwise on the surface, whose y axis points down).
  public var radians: Double
  /// The angle in degrees (setting it sets ``radians``).
  public var degrees: Double {
    get { radians * 180 / Double.pi }
    set { radians = newValue * Double.pi / 180 }
  }
  /// The zero angle.
  public init() { radians = 0 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
  /// An angle of `d` degrees.
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  /// An angle of `r` radians.
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  /// The zero angle.
  public static let zero = Angle(radians: 0)
  /// Whether `a` is the smaller angle.
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  /// The sum of two angles.
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  /// The difference of two angles.
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  /// The angle turned the other way.
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  /// The angle scaled by `k`.
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  /// The angle scaled by `k`.
  public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
  /// The angle divided by `k`.
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
  /// Adds `b` to `a`.
  public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
  /// Subtracts `b` from `a`.
  public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
}
