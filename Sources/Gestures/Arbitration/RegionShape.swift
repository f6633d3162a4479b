/// The shape of a region within its frame, for hit testing.
public enum RegionShape: Hashable, Sendable {
  /// The whole frame.
  case rectangle
  /// A rectangle with corners rounded by `cornerRadius` (same units as the frame).
  case roundedRectangle(cornerRadius: Double)
  /// The largest circle centred in the frame.
  case circle
  /// A rectangle whose shorter sides are semicircles.
  case capsule
  /// A polygon with vertices relative to the frame's origin (even-odd rule).
  case polygon([Point])
}
