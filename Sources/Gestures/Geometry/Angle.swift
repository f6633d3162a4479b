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
