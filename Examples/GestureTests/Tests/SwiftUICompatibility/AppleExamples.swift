import Gestures
import Testing

/// The gesture examples of Apple's SwiftUI documentation, each written for regions with as few
/// changes as possible and run against touch scripts on an app surface in SwiftUI's points
/// (``AppScreen``), checking what Apple says it does. Each example's doc comment lists what had
/// to change from Apple's code; the Gestures documentation's "Coming from SwiftUI" article
/// collects them.
///
/// What changes in every example (and is not repeated): `struct X: View` is `struct X`; `body`
/// returns the ``Region`` the shape occupies (`Circle().frame(width: 100, height: 100)` is a
/// 100 × 100 pt region with `shape: .circle`) instead of a view, and what the view would draw
/// (a fill, an offset) is a property the test reads; `CGPoint`/`CGSize`/`CGFloat` are
/// `Point`/`Size`/`Double`.
@Suite(.serialized) struct AppleExamples {
  /// Where the examples' shapes sit in the window, in points: not at the origin, so local and
  /// global coordinates differ.
  static let frame = Rect(x: 100, y: 100, width: 100, height: 100)
  static let center = Point(x: 150, y: 150)
}
