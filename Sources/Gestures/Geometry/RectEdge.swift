/// An edge of a rectangle, like one of UIKit's `UIRectEdge`s.
public enum RectEdge: String, CaseIterable, Hashable, Sendable {
  case left, right, top, bottom
}
