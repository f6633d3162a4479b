/// Fixed-point decimals written straight into bytes: the digits of ``OutputBuffer``'s numbers.
///
/// One routine for every caller, so text, JSON and the fast paths print the same digits: the
/// value is scaled and rounded once in `Double`, then the integer is split into whole and
/// fraction and written back to front.
enum FixedPoint {
  /// The most bytes ``write(_:decimals:to:)`` writes: a sign, 19 whole digits, the point and
  /// 9 decimals, rounded up.
  static let maxLength = 32

  /// 10^`decimals`, for 0 … 9; a constant when `decimals` is (the callers' 3 and 6), so the
  /// division by it is a multiplication.
  @inline(__always) static func scale(_ decimals: Int) -> UInt64 {
    var scale: UInt64 = 1
    for _ in 0..<decimals { scale &*= 10 }
    return scale
  }

  /// Writes `value` with exactly `decimals` (0 … 9) digits after the point, rounded half away
  /// from zero, at `p`, which has room for ``maxLength`` bytes, and returns how many it wrote.
  /// Returns 0 and writes nothing useful when `value` is not finite or too large for the
  /// fixed-point digits (|value| × 10^decimals ≥ 9·10¹⁸): the caller writes those another way.
  @inline(__always)
  static func write(_ value: Double, decimals: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
    let scale = scale(decimals)
    // abs ≥ 0, so truncating after adding a half rounds half away from zero, without libm.
    // NaN and infinities fail the comparison too.
    let scaled = abs(value) * Double(scale) + 0.5
    guard scaled < 9e18 else { return 0 }
    // 0.5 ≤ scaled < 9·10¹⁸: in Int64's range, whose conversion is one instruction (UInt64's
    // needs a branch for values past Int64).
    let units = UInt64(truncatingIfNeeded: Int64(scaled))  // checked: 0.5 ≤ scaled < 9e18
    let whole = units / scale
    var digits = 1
    var bound: UInt64 = 10
    // whole < 9·10¹⁸ < 10¹⁹, so the bound stops at 10¹⁹ at the latest and never overflows.
    while whole >= bound {
      bound &*= 10
      digits += 1
    }
    let negative = value < 0 && units != 0
    let length = (negative ? 1 : 0) + digits + (decimals > 0 ? decimals + 1 : 0)
    var end = length
    if decimals > 0 {
      var fraction = units % scale
      var left = decimals
      // Two digits per division here too.
      while left >= 2 {
        end -= 2
        putTwoDigits(fraction % 100, at: p + end)
        fraction /= 100
        left -= 2
      }
      if left == 1 {
        end -= 1
        p[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction)
      }
      end -= 1
      p[end] = UInt8(ascii: ".")
    }
    // Two digits per division of the whole part (positions in mm rarely need more than one).
    var n = whole
    while n >= 100 {
      end -= 2
      putTwoDigits(n % 100, at: p + end)
      n /= 100
    }
    if n >= 10 {
      end -= 2
      putTwoDigits(n, at: p + end)
    } else {
      end -= 1
      p[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n)
    }
    if negative { p[0] = UInt8(ascii: "-") }
    return length
  }

  /// Writes `pair` (0 … 99) as two digits at `p`.
  @inline(__always)
  private static func putTwoDigits(_ pair: UInt64, at p: UnsafeMutablePointer<UInt8>) {
    p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair / 10)
    p[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair % 10)
  }
}
