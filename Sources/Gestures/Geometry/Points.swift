/// SwiftUI measures gesture thresholds in points; on a touch surface in millimetres a point is
/// 1/160 inch (0.15875 mm), the density SwiftUI's defaults were tuned for.
public enum Points {
  /// Millimetres per point.
  public static let millimetres = 25.4 / 160
  /// `points` in millimetres.
  public static func toMillimetres(_ points: Double) -> Double { points * millimetres }
}
