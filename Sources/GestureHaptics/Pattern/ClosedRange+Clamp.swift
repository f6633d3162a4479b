extension ClosedRange where Bound == Double {
  /// `value` moved to the nearest bound when outside.
  func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
