import Gestures
import Glibc

/// One finger of a ``TouchScript``: where and when it lands, what it does while down, and when
/// it lifts (at the end of its last segment). Millimetres of the touch surface (origin
/// top-left, y down) and seconds on the script's clock.
///
/// ```swift
/// let finger = TouchPath(at: Point(x: 40, y: 50))
///   .holding(for: 0.1)
///   .moving(to: Point(x: 60, y: 50), duration: 0.3)
/// ```
public struct TouchPath: Hashable, Sendable {
  /// What the finger does for a while.
  public enum Segment: Hashable, Sendable {
    /// Stays where it is for `duration` seconds.
    case hold(duration: Double)
    /// Moves in a straight line to `to` (mm) in `duration` seconds.
    case move(to: Point, duration: Double, profile: VelocityProfile)
    /// Turns around `center` (mm) by `angle` (clockwise on screen positive) while its distance
    /// from `center` is multiplied by `scale`, in `duration` seconds: a pinch's or a rotation's
    /// finger.
    case turn(around: Point, by: Angle, scale: Double, duration: Double, profile: VelocityProfile)

    /// How long the segment lasts, in seconds.
    public var duration: Double {
      switch self {
      case .hold(let d), .move(_, let d, _), .turn(_, _, _, let d, _): return d
      }
    }
  }

  /// When the finger lands, in seconds.
  public var landing: Double
  /// Where the finger lands, in mm.
  public var location: Point
  /// What the finger does after landing, in order; it lifts when the last one ends.
  public var segments: [Segment]

  /// A finger landing at `location` (mm) at `landing` seconds and doing `segments`.
  public init(at location: Point, landing: Double = 0, _ segments: [Segment] = []) {
    self.location = location
    self.landing = landing
    self.segments = segments
  }

  /// How long the finger stays down, in seconds.
  public var duration: Double { segments.reduce(0) { $0 + $1.duration } }

  /// When the finger lifts, in seconds.
  public var lift: Double { landing + duration }

  /// Where the finger is when it lifts, in mm.
  public var endLocation: Point { position(at: lift) }

  /// The times (s) at which its segments end.
  public var segmentEnds: [Double] {
    var t = landing
    return segments.map {
      t += $0.duration
      return t
    }
  }

  /// This path, then staying still for `seconds`.
  public func holding(for seconds: Double) -> TouchPath {
    appending(.hold(duration: seconds))
  }

  /// This path, then moving straight to `point` (mm) in `duration` seconds.
  public func moving(
    to point: Point, duration: Double, profile: VelocityProfile = .easeInOut
  ) -> TouchPath {
    appending(.move(to: point, duration: duration, profile: profile))
  }

  /// This path, then moving by `offset` (mm) in `duration` seconds.
  public func moving(
    by offset: Point, duration: Double, profile: VelocityProfile = .easeInOut
  ) -> TouchPath {
    moving(to: endLocation + offset, duration: duration, profile: profile)
  }

  /// This path, then turning around `center` (mm) by `angle` (clockwise positive) while the
  /// distance to `center` is multiplied by `scale`, in `duration` seconds.
  public func turning(
    around center: Point, by angle: Angle, scale: Double = 1, duration: Double,
    profile: VelocityProfile = .easeInOut
  ) -> TouchPath {
    appending(.turn(around: center, by: angle, scale: scale, duration: duration, profile: profile))
  }

  /// The same path, landing `seconds` later.
  public func delayed(by seconds: Double) -> TouchPath {
    var copy = self
    copy.landing += seconds
    return copy
  }

  /// Where the finger is at `time` seconds: where it lands before then, where it lifts after.
  public func position(at time: Double) -> Point {
    var start = location
    var t0 = landing
    for segment in segments {
      let end = Self.end(of: segment, from: start)
      let d = segment.duration
      if time < t0 + d {
        let f = d > 0 ? max(0, time - t0) / d : 1
        return Self.position(in: segment, from: start, fraction: f)
      }
      start = end
      t0 += d
    }
    return start
  }

  private func appending(_ segment: Segment) -> TouchPath {
    var copy = self
    copy.segments.append(segment)
    return copy
  }

  private static func end(of segment: Segment, from start: Point) -> Point {
    position(in: segment, from: start, fraction: 1)
  }

  private static func position(in segment: Segment, from start: Point, fraction f: Double)
    -> Point
  {
    switch segment {
    case .hold:
      return start
    case .move(let to, _, let profile):
      let p = profile.progress(f)
      return start + (to - start) * p
    case .turn(let center, let angle, let scale, _, let profile):
      let p = profile.progress(f)
      let v = start - center
      let a = angle.radians * p
      let s = 1 + (scale - 1) * p
      let c = cos(a)
      let n = sin(a)
      // y points down, so a positive angle turns clockwise on screen.
      return center + Point(x: (v.x * c - v.y * n) * s, y: (v.x * n + v.y * c) * s)
    }
  }
}
