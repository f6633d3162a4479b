import Gestures
import Glibc

/// The amplitude envelope of one event, in milliseconds: how its level rises and falls.
///
/// The adjusters' times (``milliseconds(_:)``) are an assumption to calibrate on hardware; the
/// envelope's shapes are in the Rendering article.
public struct HapticEnvelope: Hashable, Sendable {
  /// Longest envelope segment, at adjuster 1, in ms.
  public static let longest = 1000.0

  /// Milliseconds for an adjuster value `v` 0 … 1: `1000 · (2^(10v) − 1) / 1023` (0.5 → 30 ms).
  public static func milliseconds(_ adjuster: Double) -> Double {
    let v = min(max(adjuster, 0), 1)
    return longest * (exp2(10 * v) - 1) / 1023
  }

  /// Rise time, ms.
  public var attack: Double
  /// Fall time after the attack (not sustained) or after a transient's pulse, ms.
  public var decay: Double
  /// Fall time at a sustained event's end, ms.
  public var release: Double
  /// Whether the event holds its level until the release.
  public var sustained: Bool
  /// The event's length as the envelope plays it, ms (continuous events; 0 for transients).
  public var length: Double

  /// The envelope of `event` with adjusters `attack`, `decay`, `release` (0 … 1).
  public init(
    event: HapticEvent, attack attackAdjuster: Double, decay decayAdjuster: Double,
    release releaseAdjuster: Double
  ) {
    let a = Self.milliseconds(attackAdjuster)
    let d = Self.milliseconds(decayAdjuster)
    let r = Self.milliseconds(releaseAdjuster)
    sustained = event.sustained
    decay = d
    guard event.kind == .continuous else {
      self.attack = 0
      self.release = 0
      length = 0
      return
    }
    let duration = event.duration * 1000
    if sustained {
      let scale = a + r > duration && a + r > 0 ? duration / (a + r) : 1
      self.attack = a * scale
      self.release = r * scale
      length = duration
    } else {
      self.attack = min(a, duration)
      self.release = 0
      length = min(duration, self.attack + d)
    }
  }

  /// The level 0 … 1 of a continuous event `offset` ms after its start.
  public func level(atOffset offset: Double) -> Double {
    guard offset >= 0, offset < length else { return 0 }
    if offset < attack { return offset / attack }
    if sustained {
      let fall = length - release
      if offset > fall, release > 0 { return (length - offset) / release }
      return 1
    }
    guard decay > 0 else { return 0 }
    return max(0, 1 - (offset - attack) / decay)
  }

  /// The offset (ms) before which ``level(atOffset:)`` keeps its value at `offset` — in the
  /// sustain (until the release, 1 µs early for the rounding of a caller's `start + bound`) or
  /// silent after the decay (infinity) — or `offset` itself while the level moves. The
  /// comparisons of ``level(atOffset:)`` are monotone in the offset, so a case met at `offset`
  /// holds until the bound.
  func levelHolds(fromOffset offset: Double) -> Double {
    guard offset >= 0, offset < length, offset >= attack else { return offset }
    if sustained {
      let fall = length - release
      if release > 0 { return offset > fall ? offset : fall - 0.001 }
      return length - 0.001
    }
    guard decay <= 0 || 1 - (offset - attack) / decay <= 0 else { return offset }
    return .infinity
  }
}
