/// An angle, like SwiftUI's `Angle`: radians inside, degrees in all output. Angles add,
/// subtract, negate and scale as SwiftUI's do (`finalAmount += currentAmount`).
public struct Angle: Hashable, Sendable, Comparable {
  public var radians: Double
  /// The angle in degrees (setting it sets ``radians``).
  public var degrees: Double {
    get { radians * 180 / Double.pi }
    set { radians = newValue * Double.pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static let zero = Angle(radians: 0)
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
  public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
  public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
}
