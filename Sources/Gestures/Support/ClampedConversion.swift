extension FixedWidthInteger {
  /// `value` toward zero as this integer type, clamped into its range: the conversion that
  /// never traps. Values beyond the type's range (`.infinity` included) are its `min` or `max`;
  /// NaN is `nan` (0 unless given).
  ///
  /// `Int(x)` of a `Double` traps when `x` is NaN, infinite or out of range, so every
  /// floating-point to integer conversion in the package goes through this one (or is
  /// range-checked just before, marked `// checked:`); `scripts/conversion-check.sh` looks for
  /// the others.
  @inlinable
  package init<F: BinaryFloatingPoint>(clamping value: F, nan: Self = 0) {
    if value.isNaN {
      self = nan
    } else if value <= F(Self.min) {
      self = Self.min
    } else if value >= F(Self.max) {
      // F(Self.max) rounds up to a power of two for wide types, so what is below it fits.
      self = Self.max
    } else {
      self = Self(value)  // checked: NaN and both ends handled above
    }
  }
}
