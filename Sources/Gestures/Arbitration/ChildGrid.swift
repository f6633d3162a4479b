/// A uniform grid over a region's bounds listing, per cell, the children that may contain a
/// point of the cell, topmost first: hit testing looks at the few children of one cell instead
/// of every sibling.
///
/// A child goes in every cell its bounds overlap (the same floor arithmetic places a point and
/// a child's edges, so a child that contains a point is always listed in the point's cell);
/// one that overlaps more than ``ChildGrid/maximumCells`` cells, or whose bounds are not finite,
/// goes in `spanning` instead, which every lookup also visits. Both lists are in descending
/// child order (the topmost child first), and ``ChildGrid/forEachCandidate(at:_:)`` merges them
/// so children come out in the same order as a walk over every child.
struct ChildGrid {
  /// Children with fewer than this are walked, not indexed.
  static let minimumChildren = 12
  /// A child overlapping more cells than this is kept in `spanning`.
  static let maximumCells = 16

  private let origin: Point
  private let cellWidth: Double
  private let cellHeight: Double
  private let columns: Int
  private let rows: Int
  /// Cell c's children are `entries[starts[c] ..< starts[c + 1]]` (child positions).
  private let starts: [Int32]
  private let entries: [Int32]
  private let spanning: [Int32]

  /// `children`: each child's bounds, in z order (position 0 at the bottom). Nil when the
  /// parent's bounds are empty or not finite (then every child is walked).
  init?(bounds: Rect, children: [Rect]) {
    let n = children.count
    guard n >= Self.minimumChildren, bounds.width > 0, bounds.height > 0,
      bounds.width.isFinite, bounds.height.isFinite, bounds.origin.x.isFinite,
      bounds.origin.y.isFinite
    else { return nil }
    // About one cell per child, shaped like the bounds; an extreme aspect (a band far thinner
    // than it is long) overflows to infinity or to 0, clamped to the grid's limits.
    let aspect = bounds.width / bounds.height
    let columns = max(1, min(1024, Int(clamping: (Double(n) * aspect).squareRoot().rounded())))
    let rows = max(1, min(1024, (n + columns - 1) / columns))
    origin = bounds.origin
    cellWidth = bounds.width / Double(columns)
    cellHeight = bounds.height / Double(rows)
    self.columns = columns
    self.rows = rows
    var ranges: [(x0: Int, x1: Int, y0: Int, y1: Int)?] = []
    ranges.reserveCapacity(n)
    var counts = [Int32](repeating: 0, count: columns * rows + 1)
    var spanning: [Int32] = []
    for child in children {
      // An empty rectangle contains no point: in no cell.
      guard !(child.width <= 0 || child.height <= 0) else {
        ranges.append((0, -1, 0, -1))
        continue
      }
      let r = Self.cells(child, origin, cellWidth, cellHeight, columns, rows)
      if let r, (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1) <= Self.maximumCells {
        ranges.append(r)
        for y in r.y0...r.y1 { for x in r.x0...r.x1 { counts[y * columns + x] += 1 } }
      } else {
        ranges.append(nil)
      }
    }
    // Prefix sums into starts, then fill each cell from the top child down.
    var starts = [Int32](repeating: 0, count: columns * rows + 1)
    for c in 0..<(columns * rows) { starts[c + 1] = starts[c] + counts[c] }
    var fill = starts
    var entries = [Int32](repeating: 0, count: Int(starts[columns * rows]))
    for k in stride(from: n - 1, through: 0, by: -1) {
      guard let r = ranges[k] else {
        spanning.append(Int32(k))
        continue
      }
      guard r.x1 >= r.x0 else { continue }
      for y in r.y0...r.y1 {
        for x in r.x0...r.x1 {
          entries[Int(fill[y * columns + x])] = Int32(k)
          fill[y * columns + x] += 1
        }
      }
    }
    self.starts = starts
    self.entries = entries
    self.spanning = spanning
  }

  /// The cells `rect` overlaps (clamped to the grid), or nil when its edges are not finite.
  private static func cells(
    _ rect: Rect, _ origin: Point, _ w: Double, _ h: Double, _ columns: Int, _ rows: Int
  ) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
    let minX = rect.origin.x
    let minY = rect.origin.y
    let maxX = rect.origin.x + rect.width
    let maxY = rect.origin.y + rect.height
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    return (
      cell(minX, origin.x, w, columns), cell(maxX, origin.x, w, columns),
      cell(minY, origin.y, h, rows), cell(maxY, origin.y, h, rows)
    )
  }

  /// The column (or row) of coordinate `v`, clamped to the grid; monotonic in `v`.
  private static func cell(_ v: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
    let f = (v - origin) / size
    guard f >= 0 else { return 0 }  // also NaN
    guard f < Double(count) else { return count - 1 }
    return Int(f)  // checked: 0 ≤ f < count
  }

  /// Calls `body` with each child position that may contain `p`, topmost first, until it
  /// returns true; returns whether one did.
  func forEachCandidate(at p: Point, _ body: (Int) -> Bool) -> Bool {
    let c =
      Self.cell(p.y, origin.y, cellHeight, rows) * columns
      + Self.cell(p.x, origin.x, cellWidth, columns)
    var a = Int(starts[c])
    let aEnd = Int(starts[c + 1])
    var b = 0
    while a < aEnd || b < spanning.count {
      let next: Int32
      if b == spanning.count || (a < aEnd && entries[a] > spanning[b]) {
        next = entries[a]
        a += 1
      } else {
        next = spanning[b]
        b += 1
      }
      if body(Int(next)) { return true }
    }
    return false
  }
}
