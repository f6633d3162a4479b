/// Axis ticks at round steps (1, 2 or 5 × 10ⁿ) that adapt to the range: about `target` of
/// them, whatever the range's length (milliseconds or ten minutes).
///
/// Every loop is bounded whatever the range: a span too small for a normal step (a surface of
/// subnormal width, where a power of ten would underflow to 0 and never grow back) gets the one
/// tick at its start, and at most ``maximumCount`` ticks are made.
struct Ticks {
  /// The tick values, from the first multiple of ``step`` at or after the range's start.
  let values: [Double]
  let step: Double
  /// Decimals that show the step exactly.
  let decimals: Int
  /// The most ticks of one range.
  static let maximumCount = 1000

  init(from lower: Double, to upper: Double, target: Int = 8) {
    let span = upper - lower
    let raw = span / Double(max(1, target))
    // 1e-300: far below any drawn range, far above where powers of ten stop being exact
    // enough to step by (and underflow near 1e-308).
    guard span > 0, span.isFinite, raw >= 1e-300 else {
      values = [lower]
      step = 1
      decimals = 0
      return
    }
    var magnitude = 1.0
    var decimals = 0
    // Bounded by the exponent range: raw is between 1e-300 and about 1.8e308.
    while magnitude > raw, decimals < 310 {
      magnitude /= 10
      decimals += 1
    }
    while magnitude * 10 <= raw, magnitude < 1e308 {
      magnitude *= 10
      decimals = max(0, decimals - 1)
    }
    var step = magnitude
    for m in [2.0, 5.0, 10.0] where magnitude * m <= raw * 1.5 { step = magnitude * m }
    if step >= magnitude * 10 { decimals = max(0, decimals - 1) }
    self.step = step
    self.decimals = decimals
    var values: [Double] = []
    var i = (lower / step).rounded(.up)
    while i * step <= upper + step * 1e-9, values.count < Self.maximumCount {
      let v = i * step
      // A step below the start's precision makes no progress: one tick, not a thousand alike.
      if let last = values.last, v <= last { break }
      values.append(v)
      i += 1
    }
    self.values = values
  }
}
