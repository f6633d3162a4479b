import GestureTesting
import Testing

@testable import Gestures

/// The arena's flat, grid-indexed hit testing (``SceneIndex``) against the tree walk
/// (``Region/hitTest(_:surface:device:)``) on random scenes: the same path for every point, and
/// the same enabled attachments (``GestureMask/enabledAttachments(on:)``).
@Suite struct SceneIndexProperties {
  static let surface = Rect(x: 0, y: 0, width: 200, height: 120)

  /// A random tree: up to 4 levels, some regions with 12-60 children (so they get a grid),
  /// overlapping, outside their parent, empty, non-finite, without a frame (covering or at an
  /// edge), of every shape, with hit testing off, bare, or serving only touchpads.
  static func randomRegion(
    _ rng: inout SplitMix64, depth: Int, in parent: Rect, name: String
  ) -> Region {
    let region = Region(name: name, frame: randomFrame(&rng, in: parent))
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 6 { region.frame = nil }
    if roll >= 6 && roll < 9 {
      region.frame = nil
      region.placement = .edge(.left, band: Double.random(in: 1...30, using: &rng))
    }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: region.shape = .circle
    case 1: region.shape = .roundedRectangle(cornerRadius: Double.random(in: 0...20, using: &rng))
    case 2: region.shape = .capsule
    case 3:
      region.shape = .polygon([
        Point(x: 0, y: 0), Point(x: Double.random(in: 1...60, using: &rng), y: 5),
        Point(x: 10, y: Double.random(in: 1...60, using: &rng)),
      ])
    default: break
    }
    if Int.random(in: 0..<100, using: &rng) < 5 { region.allowsHitTesting = false }
    if Int.random(in: 0..<100, using: &rng) < 15 { region.hasContent = false }
    if Int.random(in: 0..<100, using: &rng) < 5 { region.contentShape = .circle }
    if Int.random(in: 0..<100, using: &rng) < 4 { region.devices = .touchpad }
    // Masks and attachments, for the enabled-slot comparison.
    for k in 0..<Int.random(in: 0...3, using: &rng) {
      let mask: GestureMask = [.all, .gesture, .subviews, .none].randomElement(using: &rng)!
      region.gesture(TapGesture(), name: "g\(k)", including: mask)
    }
    guard depth > 0 else { return region }
    let bounds = region.bounds(in: parent, surface: surface)
    let many = Int.random(in: 0..<3, using: &rng) == 0
    let count = many ? Int.random(in: 12...60, using: &rng) : Int.random(in: 0...4, using: &rng)
    for k in 0..<count {
      region.addChild(
        randomRegion(
          &rng, depth: depth - 1, in: bounds.width.isFinite ? bounds : surface,
          name: "\(name).\(k)"))
    }
    return region
  }

  static func randomFrame(_ rng: inout SplitMix64, in parent: Rect) -> Rect {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0: return Rect(x: parent.origin.x, y: parent.origin.y, width: 0, height: 10)
    case 1: return Rect(x: parent.origin.x, y: parent.origin.y, width: -5, height: 10)
    case 2: return Rect(x: .nan, y: 0, width: 10, height: 10)
    case 3: return Rect(x: 0, y: 0, width: .infinity, height: 50)
    case 4: return Rect(x: -1e300, y: -1e300, width: 1e300, height: 2e300)
    default:
      // Mostly inside the parent, sometimes hanging over its edge.
      let pw = parent.width.isFinite && parent.width > 2 ? min(parent.width, 400) : 200
      let ph = parent.height.isFinite && parent.height > 2 ? min(parent.height, 400) : 120
      let px = abs(parent.origin.x) < 1e6 ? parent.origin.x : 0
      let py = abs(parent.origin.y) < 1e6 ? parent.origin.y : 0
      let w = Double.random(in: 0.5...(pw * 0.6), using: &rng)
      let h = Double.random(in: 0.5...(ph * 0.6), using: &rng)
      return Rect(
        x: px + Double.random(in: -0.1 * pw...pw * 0.9, using: &rng),
        y: py + Double.random(in: -0.1 * ph...ph * 0.9, using: &rng), width: w, height: h)
    }
  }

  /// Points anywhere, and exactly on region edges (where half-open frames and grid cells meet).
  static func points(_ rng: inout SplitMix64, _ root: Region) -> [Point] {
    var edges: [Double] = []
    var xs: [Double] = []
    func collect(_ r: Region) {
      if let f = r.frame, f.origin.x.isFinite, f.width.isFinite {
        xs.append(f.origin.x)
        xs.append(f.origin.x + f.width)
        edges.append(f.origin.y)
        edges.append(f.origin.y + f.height)
      }
      r.children.forEach(collect)
    }
    collect(root)
    var points: [Point] = []
    for _ in 0..<300 {
      points.append(
        Point(
          x: Double.random(in: -10...210, using: &rng), y: Double.random(in: -10...130, using: &rng)
        ))
    }
    for _ in 0..<200 where !xs.isEmpty {
      points.append(
        Point(
          x: xs.randomElement(using: &rng)!,
          y: edges.randomElement(using: &rng)! + [0, -1e-9, 1e-9].randomElement(using: &rng)!))
    }
    return points
  }

  @Test(arguments: 0..<40)
  func theIndexHitsWhatTheTreeWalkHits(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 11)
    // A plain root over the surface (so points hit something), random below it.
    let root = Region(name: "r", frame: Self.surface)
    for k in 0..<Int.random(in: 1...40, using: &rng) {
      root.addChild(Self.randomRegion(&rng, depth: 2, in: Self.surface, name: "r.\(k)"))
    }
    for identity in [nil, DeviceIdentity(kind: .touchpad, name: "pad")] {
      let index = SceneIndex(root: root, surface: Self.surface, identity: identity)
      var path: [Int] = []
      var hits = 0
      for p in Self.points(&rng, root) {
        let walk = root.hitTest(p, surface: Self.surface, device: identity)
        index.hitPath(p, into: &path)
        let flat = path.map { index.regions[$0] }
        #expect(flat.map(\.path) == walk.map(\.path), "seed \(seed) at (\(p.x), \(p.y))")
        guard flat.count == walk.count, zip(flat, walk).allSatisfy({ $0 === $1 }) else { continue }
        hits += walk.isEmpty ? 0 : 1
        var slots: [Int] = []
        index.forEachEnabledSlot(on: path) { slots.append($0) }
        let enabled = GestureMask.enabledAttachments(on: walk).map { e in
          index.nodes[path[e.depth]].slotBase + e.index
        }
        #expect(slots == enabled, "seed \(seed) at (\(p.x), \(p.y))")
      }
      #expect(hits > 0, "seed \(seed): no point hit anything, the property says nothing")
    }
  }

  @Test func aGridOfAnExtremeAspectIsBuiltAndHit() {
    // Bands far thinner than long, with enough children to be indexed: the aspect overflows
    // to infinity (or underflows to 0) and the grid's column count once converted it to Int.
    let bands: [Rect] = [
      Rect(x: 0, y: 0, width: 100, height: .leastNonzeroMagnitude),
      Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: 100),
      Rect(x: 0, y: 0, width: 1e300, height: 1e-300),
    ]
    for band in bands {
      let root = Region(name: "band", frame: band)
      for k in 0..<ChildGrid.minimumChildren { root.addChild(Region(name: "c\(k)", frame: band)) }
      let index = SceneIndex(root: root, surface: band, identity: nil)
      #expect(index.grids[0] != nil, "\(band)")
      var path: [Int] = []
      index.hitPath(Point(x: 0, y: 0), into: &path)
      #expect(path.map { index.regions[$0].name } == ["band", "c11"], "\(band)")
    }
  }

  @Test func aGridListsEveryChildThatContainsAPointInItsCell() {
    // 400 children in a 20 × 20 tiling, each hit exactly at its corners and centre.
    let root = Region(name: "grid", frame: Rect(x: 0, y: 0, width: 200, height: 200))
    for k in 0..<400 {
      root.addChild(
        Region(
          name: "c\(k)",
          frame: Rect(x: Double(k % 20) * 10, y: Double(k / 20) * 10, width: 10, height: 10)))
    }
    let index = SceneIndex(
      root: root, surface: Rect(x: 0, y: 0, width: 200, height: 200), identity: nil)
    #expect(index.grids[0] != nil)
    var path: [Int] = []
    for k in 0..<400 {
      let x = Double(k % 20) * 10
      let y = Double(k / 20) * 10
      for p in [Point(x: x, y: y), Point(x: x + 5, y: y + 5), Point(x: x + 9.999, y: y + 9.999)] {
        index.hitPath(p, into: &path)
        #expect(path.map { index.regions[$0].name } == ["grid", "c\(k)"])
      }
    }
  }
}
