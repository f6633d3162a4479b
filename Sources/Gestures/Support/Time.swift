/// The engine's time: microseconds (`Int64`) inside, seconds (`Double`) at the API.
///
/// Every time is clamped into ``range`` where it enters the engine (``Engine``), and every
/// duration into ``durations`` where seconds become microseconds, so a deadline
/// (`time + duration`) and an elapsed time (`time - time`) stay within ±2⁵⁴ µs and never overflow
/// `Int64` (±2⁶³). 2⁵³ µs is about 285 years: beyond any trace (CLOCK_REALTIME stamps are about
/// 2⁵⁰·⁶ µs in 2026) and any gesture's duration, so the clamps change no real input.
package enum Time {
  /// The times the engine handles, µs: ±2⁵³.
  package static let range: ClosedRange<Int64> = -(1 << 53)...(1 << 53)
  /// The durations the engine handles, µs: 0 to 2⁵³ (a longer one, `.infinity` included, never
  /// runs out in practice).
  package static let durations: ClosedRange<Int64> = 0...(1 << 53)

  /// `seconds` in microseconds, rounded to the nearest and clamped into ``durations``: negative
  /// durations and NaN are 0, `.infinity` is the longest.
  package static func microseconds(_ seconds: Double) -> Int64 {
    let micros = seconds * 1e6
    guard micros > 0 else { return 0 }
    guard micros < Double(durations.upperBound) else { return durations.upperBound }
    return Int64(micros.rounded())  // checked: 0 < micros < 2⁵³ above
  }

  /// `microseconds` in seconds.
  package static func seconds(_ microseconds: Int64) -> Double { Double(microseconds) / 1e6 }

  /// `time` clamped into ``range``.
  @inline(__always) package static func clamped(_ time: Int64) -> Int64 {
    min(max(time, range.lowerBound), range.upperBound)
  }
}
