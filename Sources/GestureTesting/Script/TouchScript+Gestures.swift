import Gestures
import Glibc

/// The common gestures as scripts, starting at 0 s. Positions in mm, times in seconds; several
/// fingers stand side by side along x, `spacing` mm apart, centred on the given point.
extension TouchScript {
  /// A tap: `fingers` fingers land together at `point`, stay `duration` s and lift.
  public static func tap(
    at point: Point, fingers: Int = 1, spacing: Double = 15, duration: Double = 0.05
  ) -> TouchScript {
    TouchScript(
      fingerPositions(fingers, around: point, spacing: spacing).map {
        TouchPath(at: $0).holding(for: duration)
      })
  }

  /// `count` taps at `point`, each `duration` s long, the next landing `gap` s after the
  /// previous lifted.
  public static func taps(
    _ count: Int, at point: Point, fingers: Int = 1, spacing: Double = 15, gap: Double = 0.13,
    duration: Double = 0.05
  ) -> TouchScript {
    let one = tap(at: point, fingers: fingers, spacing: spacing, duration: duration)
    var script = one
    for _ in 1..<max(1, count) { script = script.followed(by: one, after: gap) }
    return script
  }

  /// A double tap: two taps of `duration` s at `point`, `gap` s apart (by default the second
  /// lifts at 0.23 s).
  public static func doubleTap(
    at point: Point, gap: Double = 0.13, duration: Double = 0.05
  ) -> TouchScript {
    taps(2, at: point, gap: gap, duration: duration)
  }

  /// A long press: `fingers` fingers land at `point` and stay still for `duration` s.
  public static func longPress(
    at point: Point, duration: Double = 0.8, fingers: Int = 1, spacing: Double = 15
  ) -> TouchScript {
    tap(at: point, fingers: fingers, spacing: spacing, duration: duration)
  }

  /// A drag: `fingers` fingers land at `start`, wait `holdBefore` s, move together to `end` in
  /// `duration` s following `profile`, stay `holdAfter` s (so the end is reported before the
  /// lift) and lift.
  public static func drag(
    from start: Point, to end: Point, duration: Double = 0.3,
    profile: VelocityProfile = .easeInOut, fingers: Int = 1, spacing: Double = 15,
    holdBefore: Double = 0, holdAfter: Double = 0.02
  ) -> TouchScript {
    let offset = end - start
    return TouchScript(
      fingerPositions(fingers, around: start, spacing: spacing).map { p in
        var path = TouchPath(at: p)
        if holdBefore > 0 { path = path.holding(for: holdBefore) }
        path = path.moving(to: p + offset, duration: duration, profile: profile)
        return holdAfter > 0 ? path.holding(for: holdAfter) : path
      })
  }

  /// A flick: one finger moves from `start` towards `end` at constant speed and lifts while
  /// still moving, `duration` s after landing. Its last reported position is the last frame
  /// before the lift, short of `end` by at most one frame's travel.
  public static func flick(
    from start: Point, to end: Point, duration: Double = 0.1,
    profile: VelocityProfile = .linear
  ) -> TouchScript {
    TouchScript(TouchPath(at: start).moving(to: end, duration: duration, profile: profile))
  }

  /// A pinch: two fingers on a line through `center` (turned `direction` from the x axis),
  /// `distance` mm apart, spread or close to `final` mm apart in `duration` s; they stay
  /// `holdAfter` s and lift. Magnification `final / distance`.
  public static func pinch(
    center: Point, from distance: Double, to final: Double, direction: Angle = .zero,
    duration: Double = 0.5, profile: VelocityProfile = .easeInOut, holdAfter: Double = 0.02
  ) -> TouchScript {
    twoFingers(
      center: center, distance: distance, direction: direction, holdAfter: holdAfter
    ) {
      $0.turning(
        around: center, by: .zero, scale: distance > 0 ? final / distance : 1,
        duration: duration, profile: profile)
    }
  }

  /// A rotation: two fingers `distance` mm apart on a line through `center` (turned
  /// `direction` from the x axis) turn around it by `angle` (clockwise on screen positive) in
  /// `duration` s; they stay `holdAfter` s and lift.
  public static func rotate(
    center: Point, by angle: Angle, distance: Double = 60, direction: Angle = .zero,
    duration: Double = 0.6, profile: VelocityProfile = .easeInOut, holdAfter: Double = 0.02
  ) -> TouchScript {
    twoFingers(
      center: center, distance: distance, direction: direction, holdAfter: holdAfter
    ) {
      $0.turning(around: center, by: angle, duration: duration, profile: profile)
    }
  }

  /// Fingers landing one after another at `points`, `interval` s apart, that lift together
  /// when the last has been down `hold` s.
  public static func staggered(at points: [Point], interval: Double = 0.05, hold: Double = 0.3)
    -> TouchScript
  {
    let lift = Double(max(0, points.count - 1)) * interval + hold
    return TouchScript(
      points.enumerated().map { i, p in
        let landing = Double(i) * interval
        return TouchPath(at: p, landing: landing).holding(for: lift - landing)
      })
  }

  /// Where `count` fingers stand around `point`: side by side along x, `spacing` mm apart.
  static func fingerPositions(_ count: Int, around point: Point, spacing: Double) -> [Point] {
    let n = max(1, count)
    return (0..<n).map { i in
      Point(x: point.x + (Double(i) - Double(n - 1) / 2) * spacing, y: point.y)
    }
  }

  private static func twoFingers(
    center: Point, distance: Double, direction: Angle, holdAfter: Double,
    _ motion: (TouchPath) -> TouchPath
  ) -> TouchScript {
    let half = Point(x: cos(direction.radians), y: sin(direction.radians)) * (distance / 2)
    return TouchScript(
      [center - half, center + half].map { p in
        let path = motion(TouchPath(at: p))
        return holdAfter > 0 ? path.holding(for: holdAfter) : path
      })
  }
}
