import Gestures
import Glibc

/// What a scene change costs in a scene of about 10,000 regions (depth 2 × 100): 100 regions
/// added (one on top of each of the first 100 top-level regions' children), then removed again,
/// each time until the engine has handled the next touch-down on one of them; beside it the
/// same touch-down without a change.
struct SceneChangeCost {
  var regions: Int
  var changes: Int
  /// Median µs per change, adding and removing; a touch-down frame alone.
  var add: Double
  var remove: Double
  var touchDown: Double

  static func measure(changes: Int = 20) -> SceneChangeCost {
    var count = 0
    let root = SceneShapes.tree("r", Rect(x: 0, y: 0, width: 300, height: 300), 2, 100, &count)
    let engine = Engine(root: root, sink: CountingSink())
    engine.setSurface(Rect(x: 0, y: 0, width: 300, height: 300), device: 0)
    var time: Int64 = 0
    // A tap on the first top-level region's top child: where the added regions go.
    func tap() -> Int64 {
      time += 1_000_000
      var frame = TouchFrame(
        time: time, device: 0, contacts: [Contact(id: 1, slot: 0, x: 1, y: 1, phase: .down)],
        fingerCount: 1)
      let start = monotonicNanos()
      engine.handle(frame)
      let elapsed = monotonicNanos() - start
      frame.time += 50_000
      frame.contacts[0].phase = .up
      frame.fingerCount = 0
      engine.handle(frame)
      engine.advance(to: time + 900_000)
      return elapsed
    }
    _ = tap()
    var adds: [Int64] = []
    var removes: [Int64] = []
    var downs: [Int64] = []
    for _ in 0..<changes {
      downs.append(tap())
      var start = monotonicNanos()
      var added: [Region] = []
      for k in 0..<100 {
        let parent = root.children[k]
        let region = Region(name: "added.\(k)", frame: parent.children[0].frame)
        SceneShapes.attachSix(region)
        parent.addChild(region)
        added.append(region)
      }
      // The engine sees the change itself (Region.sceneGeneration) before its next frame.
      adds.append(monotonicNanos() - start + tap())
      start = monotonicNanos()
      for region in added { region.removeFromParent() }
      removes.append(monotonicNanos() - start + tap())
    }
    func median(_ xs: [Int64]) -> Double { Double(xs.sorted()[xs.count / 2]) / 1000 }
    return SceneChangeCost(
      regions: count, changes: changes, add: median(adds), remove: median(removes),
      touchDown: median(downs))
  }

  var text: String {
    "scene change in \(regions) regions, median of \(changes): 100 regions added "
      + "\(tenths(add)) µs, removed \(tenths(remove)) µs, to the next touch-down handled "
      + "(a touch-down alone \(tenths(touchDown)) µs)\n"
  }

  var json: String {
    "{\"sceneChange\": {\"regions\": \(regions), \"changes\": \(changes), \"addUs\": \(add), "
      + "\"removeUs\": \(remove), \"touchDownUs\": \(touchDown)}}"
  }
}

/// `x` with one decimal.
func tenths(_ x: Double) -> String {
  let t = Int((x * 10).rounded())
  return "\(t / 10).\(abs(t % 10))"
}
