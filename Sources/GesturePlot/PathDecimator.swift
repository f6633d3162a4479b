/// Drops the points of a path that lie closer than `tolerance` to the line drawn without them,
/// as the points come: a streaming Douglas–Peucker with a bounded window. The first point, the
/// last and every ``pin()``ned one are kept.
struct PathDecimator {
  /// A point of a decimated path (Float, to keep long traces small).
  struct Point: Hashable {
    var x: Float
    var y: Float
  }

  let tolerance: Double
  /// Points kept so far.
  private(set) var kept: [Point] = []
  /// Points since the last kept one, all within tolerance of the line from it to the newest.
  private var window: [Point] = []
  /// The most points held in the window before it is thinned.
  static let windowLimit = 48

  init(tolerance: Double) { self.tolerance = tolerance }

  /// Adds the next point.
  mutating func add(x: Double, y: Double) {
    let p = Point(x: Float(x), y: Float(y))
    guard let anchor = kept.last else {
      kept.append(p)
      return
    }
    if let last = window.last ?? kept.last, distance(last, p) < tolerance * 0.25 { return }
    if window.count >= Self.windowLimit {
      // A long straight stretch: keep every other point of the window to check against, so
      // memory stays bounded (the check gets coarser, not the path).
      var thinned: [Point] = []
      for (i, q) in window.enumerated() where i % 2 == 1 || i == window.count - 1 {
        thinned.append(q)
      }
      window = thinned
    }
    if !window.allSatisfy({ near($0, anchor, p) }) {
      // The line to p strays from a point in between: keep the last good point.
      if let last = window.last { kept.append(last) }
      window.removeAll(keepingCapacity: true)
    }
    window.append(p)
  }

  /// Keeps the newest point (a transition happened there).
  mutating func pin() {
    if let last = window.last { kept.append(last) }
    window.removeAll(keepingCapacity: true)
  }

  /// The path to draw: the kept points and the newest.
  var points: [Point] { window.last.map { kept + [$0] } ?? kept }

  private func distance(_ a: Point, _ b: Point) -> Double {
    let dx = Double(a.x) - Double(b.x)
    let dy = Double(a.y) - Double(b.y)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Whether `p` is within tolerance of the segment a–b.
  private func near(_ p: Point, _ a: Point, _ b: Point) -> Bool {
    let ax = Double(a.x)
    let ay = Double(a.y)
    let dx = Double(b.x) - ax
    let dy = Double(b.y) - ay
    let px = Double(p.x) - ax
    let py = Double(p.y) - ay
    let len2 = dx * dx + dy * dy
    guard len2 > 0 else { return (px * px + py * py).squareRoot() <= tolerance }
    let t = min(1, max(0, (px * dx + py * dy) / len2))
    let ex = px - t * dx
    let ey = py - t * dy
    return (ex * ex + ey * ey).squareRoot() <= tolerance
  }
}
