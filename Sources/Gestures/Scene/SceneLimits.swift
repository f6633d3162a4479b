/// The ranges a scene file's numbers must lie in; a number outside is an error naming its JSON
/// path. They keep every later conversion and sum in range (durations become µs in `Int64`,
/// lengths are multiplied by scales) and are far beyond any real scene (<doc:Limits>).
public enum SceneLimits {
  /// Durations (`minimumDuration`, `maximumDuration`, `maximumGap`, `restingDuration`), seconds.
  public static let duration: ClosedRange<Double> = 0...3600
  /// Lengths (frame sizes, corner radii, surface sizes, edge bands and corner sizes, distances
  /// of gestures), scene units or points (a pixel surface's width and height, a band and a
  /// corner's size must also be above 0).
  public static let length: ClosedRange<Double> = 0...1_000_000
  /// Coordinates (frame origins, polygon vertices), scene units.
  public static let coordinate: ClosedRange<Double> = -1_000_000...1_000_000
  /// Thresholds without a unit of length (`minimumScaleDelta`; `minimumAngleDelta`, degrees).
  public static let threshold: ClosedRange<Double> = 0...1_000_000
  /// Finger counts (`touches`, a tip-tap's `resting`): up to the most contacts a device reports.
  public static let touches: ClosedRange<Int> = 1...MultitouchDecoder.maximumContacts
  /// Tap counts (`count`).
  public static let tapCount: ClosedRange<Int> = 1...1000
  /// Vertices of a polygon shape.
  public static let polygonVertices: ClosedRange<Int> = 3...4096
}
