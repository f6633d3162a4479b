/// The ranges a haptic pattern's numbers are held to, so every conversion to milliseconds or
/// microseconds and every sum of times stays in range.
///
/// The AHAP reader rejects a time or count beyond them with the value's JSON path; values inside
/// CoreHaptics' own ranges that are merely out of its range (a negative time, an intensity of 2)
/// are clamped with a note, as Apple's loader does. The renderer and the scheduler take a time
/// beyond them (set in code) as the limit.
public enum HapticLimits {
  /// Times (events, parameters, curves, control-point offsets) and transients' `EventDuration`,
  /// seconds: 0 to 3600.
  public static let time: ClosedRange<Double> = 0...3600
  /// The most events in one pattern: 10 000.
  public static let events = 10_000
  /// The most dynamic parameters and the most parameter curves in one pattern: 10 000 each.
  public static let controls = 10_000

  /// `seconds` as whole milliseconds, clamped to ``time`` (a negative time or NaN is 0).
  public static func milliseconds(_ seconds: Double) -> Int { wholeMilliseconds(seconds * 1000) }

  /// A length in milliseconds (an envelope's), whole and clamped to 0 … the longest pattern.
  public static func wholeMilliseconds(_ ms: Double) -> Int {
    guard ms > 0 else { return 0 }
    return Int(clamping: min(ms, time.upperBound * 1000).rounded())
  }
}
