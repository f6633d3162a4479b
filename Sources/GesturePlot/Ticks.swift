/// Axis ticks at round steps (1, 2 or 5 × 10ⁿ) that adapt to the range: about `target` of
/// them, whatever the range's length (milliseconds or ten minutes).
struct Ticks {
  /// The tick values, from the first multiple of ``step`` at or after the range's start.
  let values: [Double]
  let step: Double
  /// Decimals that show the step exactly.
  let decimals: Int

  init(from lower: Double, to upper: Double, target: Int = 8) {
    let span = upper - lower
    guard span > 0, span.isFinite else {
      values = [lower]
      step = 1
      decimals = 0
      return
    }
    let raw = span / Double(max(1, target))
    var magnitude = 1.0
    var decimals = 0
    while magnitude > raw {
      magnitude /= 10
      decimals += 1
    }
    while magnitude * 10 <= raw {
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
    while i * step <= upper + step * 1e-9, values.count < 1000 {
      values.append(i * step)
      i += 1
    }
    self.values = values
  }
}
