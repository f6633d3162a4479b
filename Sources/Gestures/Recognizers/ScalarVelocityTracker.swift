/// The one-dimensional ``VelocityTracker``: the rate of change of a scalar series, such as the
/// scale of a pinch (1/s) or the angle of a rotation (degrees or radians per second), with the
/// same samples window and fit.
public struct ScalarVelocityTracker: Sendable {
  var history = VelocityHistory()

  /// An empty tracker.
  public init() {}

  /// Records `value` at `time` (µs). The oldest sample is dropped once
  /// ``VelocityEstimation/historySize`` samples are held.
  public mutating func add(time: Int64, value: Double) {
    history.add(time: time, value: SIMD2(value, 0))
  }

  /// The rate of change per second at the newest sample (value units per second); 0 when there
  /// are too few samples in the current movement or, when `time` (µs) is given, when it is more
  /// than ``VelocityEstimation/assumeStoppedGap`` after the newest sample.
  public func velocity(at time: Int64?) -> Double {
    history.velocity(at: time).x
  }

  /// Forgets every sample.
  public mutating func reset() {
    history.reset()
  }

  /// The number of samples held (at most ``VelocityEstimation/historySize``).
  public var sampleCount: Int { history.count }
}
