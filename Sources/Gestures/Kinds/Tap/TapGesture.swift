/// A tap or multi-tap, like SwiftUI's `TapGesture`: ends when the last of `count` taps lifts.
///
/// SwiftUI's value is `Void`; see ``SpatialTapGesture`` for the location. Besides SwiftUI's
/// `count`, the timing and movement limits SwiftUI keeps internal are parameters here, with its
/// values as defaults (see ``TapRules``), and `touches` makes a two- or three-finger tap.
public struct TapGesture: MultiTapGesture, Hashable, Sendable {
  /// SwiftUI's tap has no value.
  public typealias Value = Void

  /// The rules the recognizer applies.
  public var rules: TapRules

  /// A tap with every rule given (``MultiTapGesture/init(count:touches:maximumGap:maximumDuration:maximumMovement:)``
  /// takes them one by one, with SwiftUI's defaults).
  public init(rules: TapRules) { self.rules = rules }

  /// A fresh recognizer for this gesture, in the idle state.
  public func makeRecognizer() -> TypedGestureRecognizer<Void> {
    TapGestureRecognizer(rules: rules)
  }

  /// `tap`, `double-tap`, `triple-tap`, or `N-tap` by ``count`` (`4-tap`).
  public var defaultName: String {
    switch count {
    case ...1: "tap"
    case 2: "double-tap"
    case 3: "triple-tap"
    default: "\(count)-tap"
    }
  }
}
