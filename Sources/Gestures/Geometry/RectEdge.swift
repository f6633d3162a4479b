/// An edge of a rectangle, like one of UIKit's `UIRectEdge`s.
public enum RectEdge: String, CaseIterable, Hashable, Sendable {
  /// The edge at the smallest x.
  case left
  /// The edge at the largest x.
  case right
  /// The edge at the smallest y.
  case top
  /// The edge at the largest y.
  case bottom
}
