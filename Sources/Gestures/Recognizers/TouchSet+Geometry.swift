extension TouchSet {
  /// The centroid of the touches at `indices` (down or lifted, at their latest positions).
  func centroid(of indices: Range<Int>) -> Point {
    var sum = Point.zero
    var n = 0
    for i in indices where i < all.count {
      sum = sum + Point(x: all[i].x, y: all[i].y)
      n += 1
    }
    return n == 0 ? .zero : sum * (1 / Double(n))
  }

  /// The touch at `indices` that moved farthest from where it started, and that distance (mm).
  func farthestMovement(of indices: Range<Int>) -> Double {
    var d = 0.0
    for i in indices where i < all.count { d = max(d, all[i].maximumDistance) }
    return d
  }

  /// How many of the touches at `indices` are down.
  func downCount(of indices: Range<Int>) -> Int {
    var n = 0
    for i in indices where i < all.count && all[i].isDown { n += 1 }
    return n
  }
}
