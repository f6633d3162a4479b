/// Estimates the velocity of a moving contact (or any sampled quantity) from its recent samples,
/// with the least-squares method of Flutter's `VelocityTracker`: a degree-2 polynomial fitted to
/// the newest samples of one continuous movement, its slope at the newest sample (the Velocity
/// article).
///
/// Times are in microseconds on any monotonic clock (the clock of ``TouchFrame/time``) and
/// should not decrease; positions in millimetres; velocities in millimetres per second. Neither
/// ``add(time:x:y:)`` nor ``velocity(at:)`` allocates.
public struct VelocityTracker: Sendable {
  var history = VelocityHistory()

  /// An empty tracker.
  public init() {}

  /// Records the position (`x`, `y`, in mm) at `time` (µs). The oldest sample is dropped once
  /// ``VelocityEstimation/historySize`` samples are held.
  public mutating func add(time: Int64, x: Double, y: Double) {
    history.add(time: time, value: SIMD2(x, y))
  }

  /// The velocity in mm/s at the newest sample, estimated from the samples of the current
  /// movement; (0, 0) when there are too few of them.
  ///
  /// - Parameter time: the current time in µs. When it is more than
  ///   ``VelocityEstimation/assumeStoppedGap`` after the newest sample, the contact has stopped
  ///   and the velocity is (0, 0). Pass nil to estimate at the newest sample's time (Flutter's
  ///   behaviour when samples arrive as the pointer moves).
  public func velocity(at time: Int64?) -> (x: Double, y: Double) {
    let v = history.velocity(at: time)
    return (v.x, v.y)
  }

  /// Forgets every sample, as for a new contact.
  public mutating func reset() {
    history.reset()
  }

  /// The number of samples held (at most ``VelocityEstimation/historySize``), including those
  /// a velocity would ignore.
  public var sampleCount: Int { history.count }
}

/// The ring buffer and fit shared by the trackers: up to 20 samples of time and a 2-vector.
struct VelocityHistory: Sendable {
  typealias Storage<Element> = InlineArray<20, Element>

  var times = Storage<Int64>(repeating: 0)
  var values = Storage<SIMD2<Double>>(repeating: .zero)
  /// Index of the newest sample; the one before it is at `newest - 1` (mod 20).
  var newest = Storage<Int64>.count - 1
  var count = 0

  mutating func add(time: Int64, value: SIMD2<Double>) {
    newest = newest == times.count - 1 ? 0 : newest + 1
    times[newest] = time
    values[newest] = value
    count = min(count + 1, times.count)
  }

  mutating func reset() {
    count = 0
    newest = times.count - 1
  }

  /// The fitted slope per second at the newest sample, or zero.
  func velocity(at now: Int64?) -> SIMD2<Double> {
    guard count > 0 else { return .zero }
    let newestTime = times[newest]
    if let now, now - newestTime > VelocityEstimation.assumeStoppedGap { return .zero }

    // Accumulate the normal equations of the fit over the current movement, newest first:
    // t in ms relative to the newest sample (≤ 0). One pass, nothing copied.
    var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
    var y0 = SIMD2<Double>.zero, y1 = SIMD2<Double>.zero, y2 = SIMD2<Double>.zero
    var m = 0
    var index = newest
    var previousTime = newestTime
    // Spans read the inline storage in place; subscripting the arrays copied them whole.
    let times = self.times.span
    let values = self.values.span
    while m < count {
      let time = times[index]
      let age = newestTime - time
      let gap = time > previousTime ? time - previousTime : previousTime - time
      if age > VelocityEstimation.horizon || gap > VelocityEstimation.assumeStoppedGap { break }
      let t = -Double(age) / 1000
      let t2 = t * t
      let y = values[index]
      s1 += t
      s2 += t2
      s3 += t2 * t
      s4 += t2 * t2
      y0 += y
      y1 += t * y
      y2 += t2 * y
      m += 1
      previousTime = time
      index = index == 0 ? times.count - 1 : index - 1
    }
    guard m >= VelocityEstimation.minimumSamples else { return .zero }
    guard
      let slopePerMillisecond = Self.quadraticSlopeAtZero(
        count: Double(m), s1: s1, s2: s2, s3: s3, s4: s4, y0: y0, y1: y1, y2: y2)
    else { return .zero }
    return slopePerMillisecond * 1000
  }

  /// Least-squares fit of `y ≈ b0 + b1·t + b2·t²` from its normal equations G·b = Xᵀy, where
  /// G = [[n, s1, s2], [s1, s2, s3], [s2, s3, s4]] (sums of powers of t) and Xᵀy = (y0, y1, y2);
  /// returns b1, the slope at t = 0, by Cramer's rule. The fit fails (nil) when the time
  /// columns are (almost) linearly dependent: the Gram–Schmidt norms of the columns 1, t, t²
  /// are √D1, √(D2/D1), √(D3/D2) with Dk the leading principal minors of G, and any of them
  /// below ``VelocityEstimation/dependenceThreshold`` is Flutter's rejection rule.
  static func quadraticSlopeAtZero(
    count n: Double, s1: Double, s2: Double, s3: Double, s4: Double, y0: SIMD2<Double>,
    y1: SIMD2<Double>, y2: SIMD2<Double>
  ) -> SIMD2<Double>? {
    let threshold = VelocityEstimation.dependenceThreshold * VelocityEstimation.dependenceThreshold
    let d1 = n
    let d2 = n * s2 - s1 * s1
    let d3 = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard d1 >= threshold, d2 / d1 >= threshold, d3 / d2 >= threshold else { return nil }
    // Replace G's second column by Xᵀy and expand along it.
    let c0 = s1 * s4 - s2 * s3
    let c1 = n * s4 - s2 * s2
    let c2 = n * s3 - s1 * s2
    let numerator = -y0 * c0 + y1 * c1 - y2 * c2
    return numerator / d3
  }
}
