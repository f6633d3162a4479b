/// A corner of a rectangle, like one of UIKit's `UIRectCorner`s.
public enum RectCorner: String, CaseIterable, Hashable, Sendable {
  case topLeft, topRight, bottomLeft, bottomRight
}
