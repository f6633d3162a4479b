/// The constants of ``VelocityTracker`` and ``ScalarVelocityTracker``, those of Flutter's
/// `VelocityTracker` (times there in milliseconds, here in microseconds).
public enum VelocityEstimation {
  /// Samples kept: the newest 20 (Flutter's `_historySize`). Older ones are overwritten.
  public static let historySize = 20

  /// How far back from the newest sample a sample may be and still count, in µs: 100 ms
  /// (Flutter's `_horizonMilliseconds`). A fling's velocity is that of its last 100 ms.
  public static let horizon: Int64 = 100_000

  /// A gap between consecutive samples longer than this, in µs, means the contact had stopped:
  /// 40 ms (Flutter's `_assumePointerMoveStoppedMilliseconds`). Samples before such a gap do not
  /// count, and a velocity asked for more than this after the newest sample is 0.
  public static let assumeStoppedGap: Int64 = 40_000

  /// Fewest samples for a fit: 3 (Flutter's `_minSampleSize`). With fewer the velocity is 0.
  public static let minimumSamples = 3

  /// Degree of the fitted polynomial: 2 (Flutter's `solve(2)`), so that a steadily accelerating
  /// or decelerating contact gets the velocity it has at its newest sample, not its mean.
  public static let degree = 2

  /// A fit fails, giving velocity 0, when a column of the fit's design matrix (time powers in
  /// milliseconds relative to the newest sample) has less than this norm left after removing
  /// its projection on the lower powers: the sample times are (almost) linearly dependent, for
  /// instance all equal. Flutter's `LeastSquaresSolver` uses the same 1e-6 in the same units.
  public static let dependenceThreshold = 0.000_001
}
