import Gestures

/// The scenes the scene benchmarks run.
enum SceneShapes {
  /// Attaches the default scene's six gestures to `region`.
  /// With `mixed`, the tap is high-priority and the long press simultaneous.
  static func attachSix(_ region: Region, mixed: Bool = false) {
    region.gesture(TapGesture(count: 2), name: "double-tap")
    if mixed {
      region.highPriorityGesture(TapGesture(), name: "tap")
      region.simultaneousGesture(LongPressGesture(touches: nil), name: "long-press")
    } else {
      region.gesture(TapGesture(), name: "tap")
      region.gesture(LongPressGesture(touches: nil), name: "long-press")
    }
    region.gesture(DragGesture(), name: "drag")
    region.gesture(MagnifyGesture(), name: "magnify", simultaneousWith: ["rotate"])
    region.gesture(RotateGesture(), name: "rotate")
  }

  /// A region whose children tile its frame in a near-square grid, `depth` levels down; every
  /// region carries the six gestures of the default scene.
  static func tree(
    _ name: String, _ frame: Rect, _ depth: Int, _ branching: Int, _ count: inout Int
  ) -> Region {
    let region = Region(name: name, frame: frame)
    count += 1
    attachSix(region)
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
      region.addChild(tree("\(name).\(k)", child, depth - 1, branching, &count))
    }
    return region
  }

  /// Ten regions nested in one another, all covering the surface, six gestures each: every
  /// touch is shared by 60 gestures (high-priority, normal and simultaneous ones).
  static func sixtyOnOneTouch() -> Region {
    let root = Region(name: "n0", frame: Rect(x: 0, y: 0, width: 300, height: 300))
    var region = root
    for level in 0..<10 {
      attachSix(region, mixed: level % 3 == 0)
      guard level < 9 else { break }
      let child = Region(name: "n\(level + 1)", frame: Rect(x: 0, y: 0, width: 300, height: 300))
      region.addChild(child)
      region = child
    }
    return root
  }
}

/// The big-scene section of the report: the default scene's reference, every tree shape with
/// one finger, ten fingers on the two 10,000-region shallow shapes and a 1,000-region one, 60
/// gestures on one touch, and the scene change.
enum SceneBench {
  static func run(json: Bool) -> String {
    var out = ""
    func add(_ text: String, _ jsonText: String) { out += json ? jsonText + "\n" : text }
    for fingers in [1, 10] {
      let cost = SceneCost.reference(fingers: fingers)
      add(cost.text, cost.json)
    }
    for (depth, branching) in SceneCost.shapes {
      let cost = SceneCost.measure(depth: depth, branching: branching)
      add(cost.text, cost.json)
    }
    for (depth, branching) in [(1, 1000), (1, 10_000), (2, 100)] {
      let cost = SceneCost.measure(depth: depth, branching: branching, fingers: 10)
      add(cost.text, cost.json)
    }
    let sixty = SceneCost.measure(
      "10 nested regions (60 gestures on each touch)", root: SceneShapes.sixtyOnOneTouch(),
      regions: 10)
    add(sixty.text, sixty.json)
    let change = SceneChangeCost.measure()
    add(change.text, change.json)
    return out
  }
}
