import GestureTraces
import Gestures
import Glibc

/// Hit testing and arbitration cost per frame in a scene of about 1,000 regions with six
/// gestures each, for tree shapes of different depth: each frame is one finger touching down
/// (hit test), moving or lifting at a deterministic pseudo-random spot.
struct SceneCost {
  var depth: Int
  var branching: Int
  var regions: Int
  var frames: Int
  var p50: Double
  var p99: Double

  static func measure(depth: Int, branching: Int, frames: Int = 60_000) -> SceneCost {
    var count = 0
    let root = makeRegion("r", Rect(x: 0, y: 0, width: 300, height: 300), depth, branching, &count)
    let engine = Engine(root: root, sink: CountingSink())
    engine.setSurface(Rect(x: 0, y: 0, width: 300, height: 300), device: 0)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Double {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state % 1_000_000) / 1_000_000
    }
    var frame = TouchFrame(time: 0, device: 0, contacts: [], fingerCount: 1)
    frame.contacts.reserveCapacity(1)
    var samples = [Int64](repeating: 0, count: frames)
    var id = 0
    var x = 0.0
    var y = 0.0
    for n in 0..<frames {
      frame.time = Int64(n + 1) * 8000
      frame.contacts.removeAll(keepingCapacity: true)
      switch n % 6 {
      case 0:
        id += 1
        x = next() * 299
        y = next() * 299
        frame.contacts.append(Contact(id: id, slot: 0, x: x, y: y, phase: .down))
      case 5:
        frame.contacts.append(Contact(id: id, slot: 0, x: x, y: y, phase: .up))
      default:
        x += 0.4
        frame.contacts.append(Contact(id: id, slot: 0, x: x, y: y, phase: .moved))
      }
      frame.fingerCount = n % 6 == 5 ? 0 : 1
      let start = monotonicNanos()
      engine.handle(frame)
      samples[n] = monotonicNanos() - start
    }
    samples.sort()
    return SceneCost(
      depth: depth, branching: branching, regions: count, frames: frames,
      p50: Double(samples[frames / 2]), p99: Double(samples[frames * 99 / 100]))
  }

  /// A region whose children tile its frame in a near-square grid, `depth` levels down; every
  /// region carries the six gestures of the default scene.
  static func makeRegion(
    _ name: String, _ frame: Rect, _ depth: Int, _ branching: Int, _ count: inout Int
  ) -> Region {
    let region = Region(name: name, frame: frame)
    count += 1
    region.gesture(TapGesture(count: 2), name: "double-tap")
    region.gesture(TapGesture(), name: "tap")
    region.gesture(LongPressGesture(touches: nil), name: "long-press")
    region.gesture(DragGesture(), name: "drag")
    region.gesture(MagnifyGesture(), name: "magnify", simultaneousWith: ["rotate"])
    region.gesture(RotateGesture(), name: "rotate")
    guard depth > 0 else { return region }
    var columns = 1
    while columns * columns < branching { columns += 1 }
    let rows = (branching + columns - 1) / columns
    let w = frame.width / Double(columns)
    let h = frame.height / Double(rows)
    for k in 0..<branching {
      let child = Rect(
        x: frame.origin.x + Double(k % columns) * w, y: frame.origin.y + Double(k / columns) * h,
        width: w, height: h)
      region.addChild(makeRegion("\(name).\(k)", child, depth - 1, branching, &count))
    }
    return region
  }

  static let shapes = [(1, 1000), (2, 32), (3, 10), (5, 4), (10, 2)]

  var text: String {
    "scene of \(regions) regions × 6 gestures, depth \(depth) × \(branching): "
      + "p50 \(Int(p50)) ns, p99 \(Int(p99)) ns per frame\n"
  }

  var json: String {
    "{\"sceneFrame\": {\"regions\": \(regions), \"depth\": \(depth), \"branching\": \(branching), "
      + "\"frames\": \(frames), \"p50ns\": \(Int(p50)), \"p99ns\": \(Int(p99))}}"
  }
}
