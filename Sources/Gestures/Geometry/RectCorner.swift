/// A corner of a rectangle, like one of UIKit's `UIRectCorner`s.
public enum RectCorner: String, CaseIterable, Hashable, Sendable {
  /// The corner at the origin.
  case topLeft
  /// The corner at the right end of the top edge.
  case topRight
  /// The corner at the bottom end of the left edge.
  case bottomLeft
  /// The corner opposite the origin.
  case bottomRight
}
