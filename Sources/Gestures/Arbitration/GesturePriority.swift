/// How a gesture attached to a region competes, like SwiftUI's three attachment modifiers.
public enum GesturePriority: String, Hashable, Sendable {
  /// `.gesture`: a descendant's gesture wins over it; on one region, earlier attachments win
  /// over later ones.
  case normal
  /// `.highPriorityGesture`: wins over the region's descendants and its normal gestures.
  case high
  /// `.simultaneousGesture`: neither blocks nor is blocked.
  case simultaneous
}
