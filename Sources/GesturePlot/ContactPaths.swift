import Gestures

/// The contacts' paths on the surface, decimated as they come, in scene units (mm, or a pixel
/// scene's pixels). Memory is bounded: past ``maximumPaths`` paths or ``maximumPoints`` points,
/// further contacts are counted in a coarse density grid instead of drawn one by one.
struct ContactPaths {
  /// One contact's drawn path.
  struct Path {
    var id: Int
    var device: Int
    var role: ContactRole
    /// Ended without a lift (cancelled), or landed before the window (no down mark).
    var cancelled = false
    var startsInWindow = true
    var endsInWindow = false
    var points: [PathDecimator.Point]
    /// The role's reason (palm: pressure …), for the title.
    var note: String?
    var start: Int64
    var end: Int64
  }

  static let maximumPaths = 1500
  static let maximumPoints = 300_000
  static let gridSize = 64

  private(set) var paths: [Path] = []
  private var live: [Int: (path: Path, decimator: PathDecimator)] = [:]
  private(set) var pointCount = 0
  /// Contacts counted in ``grid`` rather than drawn.
  private(set) var overflowed = 0
  /// Hits per cell of a `gridSize` × `gridSize` grid over ``gridBounds``.
  private(set) var grid: [UInt32] = []
  var gridBounds = Rect(x: 0, y: 0, width: 1, height: 1)
  /// Drawing tolerance, scene units.
  var tolerance = 0.05
  /// Bounds of every point seen, for a surface of unknown size.
  private(set) var seen: Rect?

  /// The key of a contact: its id and device (ids are per device).
  private static func key(_ id: Int, _ device: Int) -> Int { id &* 64 &+ device }

  /// Adds one contact's position at `time` (scene units).
  mutating func add(_ c: Contact, device: Int, x: Double, y: Double, time: Int64) {
    let k = Self.key(c.id, device)
    extend(x, y)
    if var entry = live[k] {
      entry.decimator.add(x: x, y: y)
      entry.path.end = time
      if c.phase == .up || c.phase == .cancelled {
        entry.path.cancelled = c.phase == .cancelled
        entry.path.endsInWindow = true
        live[k] = nil
        close(entry)
      } else {
        live[k] = entry
      }
      return
    }
    var d = PathDecimator(tolerance: tolerance)
    d.add(x: x, y: y)
    let path = Path(
      id: c.id, device: device, role: c.role, startsInWindow: c.phase == .down, points: [],
      note: c.reason?.description, start: time, end: time)
    let entry = (path: path, decimator: d)
    if c.phase == .up || c.phase == .cancelled {
      var e = entry
      e.path.endsInWindow = true
      e.path.cancelled = c.phase == .cancelled
      close(e)
    } else {
      live[k] = entry
    }
  }

  /// Keeps every live contact's newest point (a transition happened).
  mutating func pin() {
    for k in live.keys { live[k]?.decimator.pin() }
  }

  /// Ends the contacts still down (the window or the trace ended).
  mutating func finish() {
    for k in live.keys.sorted() {
      if let e = live[k] { close(e) }
    }
    live.removeAll()
    paths.sort { ($0.start, $0.device, $0.id) < ($1.start, $1.device, $1.id) }
  }

  private mutating func close(_ entry: (path: Path, decimator: PathDecimator)) {
    var p = entry.path
    p.points = entry.decimator.points
    if paths.count < Self.maximumPaths && pointCount + p.points.count <= Self.maximumPoints {
      pointCount += p.points.count
      paths.append(p)
      return
    }
    overflowed += 1
    if grid.isEmpty { grid = Array(repeating: 0, count: Self.gridSize * Self.gridSize) }
    for q in p.points {
      // Clamped, NaN outside: a point far off (or a degenerate bounds) is skipped below.
      let fx = (Double(q.x) - gridBounds.origin.x) / gridBounds.width * Double(Self.gridSize)
      let fy = (Double(q.y) - gridBounds.origin.y) / gridBounds.height * Double(Self.gridSize)
      let gx = Int(clamping: fx, nan: -1)
      let gy = Int(clamping: fy, nan: -1)
      guard gx >= 0, gy >= 0, gx < Self.gridSize, gy < Self.gridSize else { continue }
      grid[gy * Self.gridSize + gx] &+= 1
    }
  }

  private mutating func extend(_ x: Double, _ y: Double) {
    guard let s = seen else {
      seen = Rect(x: x, y: y, width: 0, height: 0)
      return
    }
    let minX = min(s.origin.x, x)
    let minY = min(s.origin.y, y)
    let maxX = max(s.origin.x + s.width, x)
    let maxY = max(s.origin.y + s.height, y)
    seen = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
