@testable import Gestures

/// A tap gesture attachment builder for Swift-built trees.
func tapRegion(_ name: String, _ frame: Rect, content: Bool = true) -> Region {
  Region(name: name, frame: frame, hasContent: content)
}
