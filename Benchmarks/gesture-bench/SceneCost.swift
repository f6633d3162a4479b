import GestureTraces
import Gestures
import Glibc

/// Hit testing and arbitration cost per frame in big scenes: trees of about 1,000 and 10,000
/// regions with six gestures each, of different depth, and the default scene under the same
/// frames as the reference. Each touch lands (hit test), moves four frames and lifts, at a
/// deterministic pseudo-random spot, and the same touches again for the steady state; with `fingers` > 1 that many touches run at once, their
/// downs and lifts staggered one per frame, each on a spot of its own.
struct SceneCost {
  var label: String
  var regions: Int
  var fingers: Int
  var frames: Int
  var p50: Double
  var p99: Double
  /// The first pass's p99: with the frames that make the gestures a touch reaches first.
  var firstPassP99: Double
  /// The gestures the fingers down together reach (``gesturesReached(root:surface:fingers:)``):
  /// what a frame's cost grows with, now that the scene's size no longer counts. The mean, and
  /// the most, which the p99 frames have.
  var gesturesReached: Double
  var mostGesturesReached: Int

  static func measure(
    _ label: String, root: Region, regions: Int, fingers: Int = 1, frames: Int = 60_000
  ) -> SceneCost {
    let engine = Engine(root: root, sink: CountingSink())
    let surface = Rect(x: 0, y: 0, width: 300, height: 300)
    engine.setSurface(surface, device: 0)
    var frame = TouchFrame(time: 0, device: 0, contacts: [], fingerCount: 0)
    frame.contacts.reserveCapacity(fingers)
    // Per finger: its contact (id 0 before its first touch).
    var touches = [Contact](
      repeating: Contact(id: 0, slot: 0, x: 0, y: 0, phase: .up), count: fingers)
    var nextID = 0
    var samples = [Int64](repeating: 0, count: frames)
    var cold: [Int64] = []
    // The same touches twice: the first pass makes the gestures each region's first touch
    // reaches (reported as `firstTouchP99`), the second is the steady state.
    for pass in 0..<2 {
      var random = BenchRandom()
      for n in 0..<frames {
        frame.time = Int64(pass * frames + n + 1) * 8000
        frame.contacts.removeAll(keepingCapacity: true)
        // Finger f lands in frame f of each cycle and lifts `held` frames later: with ten
        // fingers all are down together for a third of the cycle, one lands or lifts per frame.
        let cycle = fingers == 1 ? 6 : 3 * fingers
        let held = cycle - fingers
        let turn = n % cycle
        for f in 0..<fingers {
          var t = touches[f]
          if turn == f {
            nextID += 1
            t = Contact(
              id: nextID, slot: f, x: random.next() * 299, y: random.next() * 299, phase: .down)
          } else if turn == f + held {
            t.phase = .up
          } else if t.id != 0 && t.phase != .up {
            t.phase = .moved
            t.x = min(299.9, t.x + 0.4)
          } else {
            continue
          }
          frame.contacts.append(t)
          touches[f] = t
        }
        frame.fingerCount = frame.contacts.count { $0.phase != .up }
        let start = monotonicNanos()
        engine.handle(frame)
        samples[n] = monotonicNanos() - start
      }
      if pass == 0 { cold = samples.sorted() }
    }
    samples.sort()
    let reached = gesturesReached(root: root, surface: surface, fingers: fingers)
    return SceneCost(
      label: label, regions: regions, fingers: fingers, frames: frames,
      p50: Double(samples[frames / 2]), p99: Double(samples[frames * 99 / 100]),
      firstPassP99: Double(cold[frames * 99 / 100]),
      gesturesReached: reached.mean, mostGesturesReached: reached.most)
  }

  /// The gestures the fingers down together reach (enabled along their hit paths, each
  /// counted once), over the benchmark's first 100 groups of `fingers` touch spots (the same
  /// spots the frames use): the mean and the most.
  static func gesturesReached(root: Region, surface: Rect, fingers: Int) -> (
    mean: Double, most: Int
  ) {
    var random = BenchRandom()
    var total = 0
    var most = 0
    for _ in 0..<100 {
      var reached = Set<ReachedGesture>()
      for _ in 0..<fingers {
        let p = Point(x: random.next() * 299, y: random.next() * 299)
        for e in GestureMask.enabledAttachments(on: root.hitTest(p, surface: surface)) {
          reached.insert(ReachedGesture(region: ObjectIdentifier(e.region), index: e.index))
        }
      }
      total += reached.count
      most = max(most, reached.count)
    }
    return (Double(total) / 100, most)
  }

  /// A tree `depth` levels deep whose regions each tile their frame with `branching` children.
  static func measure(depth: Int, branching: Int, fingers: Int = 1) -> SceneCost {
    var count = 0
    let root = SceneShapes.tree(
      "r", Rect(x: 0, y: 0, width: 300, height: 300), depth, branching, &count)
    return measure(
      "depth \(depth) × \(branching)", root: root, regions: count, fingers: fingers)
  }

  /// The default scene (a handful of regions) under the same frames.
  static func reference(fingers: Int = 1) -> SceneCost {
    measure("default scene", root: DefaultScene.make(), regions: 0, fingers: fingers)
  }

  /// About 1,000 regions, then about 10,000.
  static let shapes = [
    (1, 1000), (2, 32), (3, 10), (5, 4), (10, 2), (1, 10_000), (2, 100), (4, 10), (8, 3),
  ]

  var text: String {
    let scene = regions == 0 ? label : "scene of \(regions) regions × 6 gestures, \(label)"
    return "\(scene), \(fingers) finger\(fingers == 1 ? "" : "s"): "
      + "p50 \(Int(p50)) ns, p99 \(Int(p99)) ns per frame (first pass p99 \(Int(firstPassP99)) ns); "
      + "the fingers reach \(fixed(gesturesReached, 1)) gestures (at most \(mostGesturesReached)), "
      + "p99 \(Int(p99PerGesture)) ns per gesture of the most\n"
  }

  /// The p99 per frame over the most gestures the fingers down together reach.
  var p99PerGesture: Double { mostGesturesReached > 0 ? p99 / Double(mostGesturesReached) : 0 }

  var json: String {
    "{\"sceneFrame\": {\"scene\": \"\(label)\", \"regions\": \(regions), \"fingers\": \(fingers), "
      + "\"frames\": \(frames), \"p50ns\": \(Int(p50)), \"p99ns\": \(Int(p99)), "
      + "\"firstPassP99ns\": \(Int(firstPassP99)), \"gesturesReached\": \(gesturesReached), "
      + "\"mostGesturesReached\": \(mostGesturesReached), "
      + "\"p99PerGestureNs\": \(Int(p99PerGesture))}}"
  }
}

/// A gesture as the scene holds it: its region and its place among the region's attachments.
struct ReachedGesture: Hashable {
  var region: ObjectIdentifier
  var index: Int
}

/// xorshift64: the same spots on every run.
struct BenchRandom {
  var state: UInt64 = 0x2545_F491_4F6C_DD1D
  /// A number in [0, 1).
  mutating func next() -> Double {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Double(state % 1_000_000) / 1_000_000
  }
}
