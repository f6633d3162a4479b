// TEMPORARY stand-in for the `VelocityTracker` being written on branch `facts`
// (Sources/Gestures/Recognizers/VelocityTracker.swift, Flutter's LSQ estimator). It has the same
// API so the recognizers compile against it; this file is deleted when `facts` is merged.
// It fits a straight line (least squares) to the samples of the last 100 ms, and reports zero
// after a 40 ms pause or with fewer than two samples (Flutter's horizon and stop gap).

/// Estimates the velocity of a sampled position (temporary stand-in; see the file comment).
struct VelocityTracker {
  private var samples: [(time: Int64, x: Double, y: Double)] = []

  init() {}

  /// Adds a sample: `time` in µs, position in mm.
  mutating func add(time: Int64, x: Double, y: Double) {
    samples.append((time, x, y))
    if samples.count > 20 { samples.removeFirst(samples.count - 20) }
  }

  /// The velocity in mm/s at `time` (µs), or at the last sample when nil.
  func velocity(at time: Int64?) -> (x: Double, y: Double) {
    guard let last = samples.last else { return (0, 0) }
    if let time, time - last.time > 40_000 { return (0, 0) }
    let recent = samples.filter { last.time - $0.time <= 100_000 }
    guard recent.count >= 2 else { return (0, 0) }
    let n = Double(recent.count)
    var st = 0.0
    var sx = 0.0
    var sy = 0.0
    for s in recent {
      st += Double(s.time - last.time) / 1e6
      sx += s.x
      sy += s.y
    }
    let mt = st / n
    let mx = sx / n
    let my = sy / n
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for s in recent {
      let t = Double(s.time - last.time) / 1e6 - mt
      stt += t * t
      stx += t * (s.x - mx)
      sty += t * (s.y - my)
    }
    guard stt > 0 else { return (0, 0) }
    return (stx / stt, sty / stt)
  }

  mutating func reset() { samples.removeAll() }
}
