/// How an app should animate a change, as SwiftUI's `Animation` names it, so an `updating` body
/// that sets `transaction.animation = Animation.easeIn(duration: 2.0)` reads as in SwiftUI. The
/// engine does not animate: it hands the value to the app's renderer through ``Transaction``.
public struct Animation: Hashable, Sendable {
  /// The timing curve.
  public enum Curve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starting slowly.
    case easeIn
    /// Ending slowly.
    case easeOut
    /// Starting and ending slowly.
    case easeInOut
    /// A spring settling in about `response` seconds with `dampingFraction` (0 … 1).
    case spring(response: Double, dampingFraction: Double)
  }

  /// The timing curve.
  public var curve: Curve
  /// How long the animation runs, in seconds (a spring's response).
  public var duration: Double

  /// An animation of `curve` over `duration` seconds.
  public init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// SwiftUI's default animation: ease in and out over 0.35 s.
  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
  /// Constant speed over 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)
  /// Slow start, over 0.35 s.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Slow end, over 0.35 s.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Slow start and end, over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// SwiftUI's default spring (response 0.5 s, damping 0.825).
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }
  /// Slow start over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }
  /// Slow end over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }
  /// Slow start and end over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }
  /// A spring settling in about `response` seconds, `dampingFraction` (0 … 1) of critical.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
    Animation(
      curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
  }

  /// SwiftUI's `spring(duration:bounce:)`: settles in about `duration` seconds; `bounce` 0 has
  /// no overshoot, up to 1 more (the damping fraction is 1 − bounce).
  public static func spring(duration: Double, bounce: Double = 0) -> Animation {
    Animation(curve: .spring(response: duration, dampingFraction: 1 - bounce), duration: duration)
  }
  /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`: a quick spring for
  /// following a finger (`blendDuration` is taken and ignored: nothing blends here).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction)
  }
  /// A spring with no bounce, 0.5 s (SwiftUI's `smooth`).
  public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
  /// A spring with a little bounce, 0.5 s (SwiftUI's `snappy`).
  public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
  /// A spring with a visible bounce, 0.5 s (SwiftUI's `bouncy`).
  public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
}
