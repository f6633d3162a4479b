import GestureTestSupport
import GestureTesting
import Gestures
import Testing

/// Regions placed along an edge or in a corner of their parent's bounds (`RegionPlacement`):
/// hit testing on either side of the band, per device surface, and the gestures on them.
@Suite struct EdgeRegionTests {
  /// Two surfaces of different sizes, as two devices have.
  static let surfaces = [
    Rect(x: 0, y: 0, width: 100, height: 60), Rect(x: 0, y: 0, width: 256, height: 160),
  ]

  /// A root covering the surface with one child `edge` on top.
  func scene(_ edge: Region) -> Region {
    let root = Region(name: "screen")
    root.addChild(edge)
    return root
  }

  /// The deepest region's name at (x, y).
  func hit(_ root: Region, _ x: Double, _ y: Double, _ surface: Rect) -> String? {
    root.deepestHit(Point(x: x, y: y), surface: surface)?.name
  }

  @Test func eachEdgeBandIsHitJustInsideAndNotJustOutside() {
    for s in Self.surfaces {
      let w = s.width
      let h = s.height
      // (edge, a point just inside the 8 mm band, a point just outside it)
      let cases: [(RectEdge, (Double, Double), (Double, Double))] = [
        (.left, (7.99, h / 2), (8.01, h / 2)),
        (.right, (w - 7.99, h / 2), (w - 8.01, h / 2)),
        (.top, (w / 2, 7.99), (w / 2, 8.01)),
        (.bottom, (w / 2, h - 7.99), (w / 2, h - 8.01)),
      ]
      for (edge, inside, outside) in cases {
        let root = scene(Region(name: "edge", edge: edge, band: 8))
        #expect(hit(root, inside.0, inside.1, s) == "edge", "\(edge) on \(s)")
        #expect(hit(root, outside.0, outside.1, s) == "screen", "\(edge) on \(s)")
        // The band runs the whole length of the edge.
        let along = edge == .left || edge == .right ? (inside.0, 0.01) : (0.01, inside.1)
        #expect(hit(root, along.0, along.1, s) == "edge", "\(edge) on \(s)")
      }
    }
  }

  @Test func eachCornerIsASquareOfItsSize() {
    for s in Self.surfaces {
      let w = s.width
      let h = s.height
      // (corner, its inner point just inside, just outside in x, just outside in y)
      let cases: [(RectCorner, (Double, Double), (Double, Double), (Double, Double))] = [
        (.topLeft, (9.99, 9.99), (10.01, 9.99), (9.99, 10.01)),
        (.topRight, (w - 9.99, 9.99), (w - 10.01, 9.99), (w - 9.99, 10.01)),
        (.bottomLeft, (9.99, h - 9.99), (10.01, h - 9.99), (9.99, h - 10.01)),
        (.bottomRight, (w - 9.99, h - 9.99), (w - 10.01, h - 9.99), (w - 9.99, h - 10.01)),
      ]
      for (corner, inside, outX, outY) in cases {
        let root = scene(Region(name: "corner", corner: corner, size: 10))
        #expect(hit(root, inside.0, inside.1, s) == "corner", "\(corner) on \(s)")
        #expect(hit(root, outX.0, outX.1, s) == "screen", "\(corner) on \(s)")
        #expect(hit(root, outY.0, outY.1, s) == "screen", "\(corner) on \(s)")
      }
    }
  }

  @Test func theBandFollowsItsParentsFrameAndIsClampedToIt() {
    let panel = Region(name: "panel", frame: Rect(x: 50, y: 20, width: 40, height: 30))
    panel.addChild(Region(name: "edge", edge: .right, band: 5))
    let root = scene(panel)
    let s = Self.surfaces[1]
    #expect(hit(root, 85.01, 30, s) == "edge")
    #expect(hit(root, 84.99, 30, s) == "panel")
    #expect(hit(root, 90.01, 30, s) == "screen")
    // A band deeper than the bounds is the whole of them; a negative one is nothing.
    #expect(
      RegionPlacement.edge(.left, band: 500).frame(in: s) == s
        && RegionPlacement.edge(.left, band: -1).frame(in: s).width == 0)
    #expect(RegionPlacement.corner(.bottomRight, size: 1000).frame(in: s) == s)
    // A fixed frame wins over a placement.
    let fixed = Region(name: "edge", edge: .left, band: 8)
    fixed.frame = Rect(x: 100, y: 0, width: 10, height: 10)
    #expect(fixed.bounds(in: s, surface: s) == Rect(x: 100, y: 0, width: 10, height: 10))
  }

  // MARK: - Through the engine

  /// Replays `script` on `device` against a root with a left edge of `band` mm carrying
  /// `gesture` as "edge-swipe".
  func replay<G: Gesture>(
    _ script: TouchScript, _ gesture: G, edge: RectEdge = .left, band: Double = 8,
    on device: VirtualDevice = .touchscreen()
  ) throws -> ReplayResult {
    let root = Region(name: "screen")
    root.addChild(Region(name: "edge", edge: edge, band: band).gesture(gesture, name: "edge-swipe"))
    return try GestureReplay.run(script, on: device, scene: .region(root))
  }

  @Test func aSwipeFromTheLeftEdgeIsRecognizedOneMillimetreOutsideItIsNot() throws {
    let swipe = SwipeGesture(directions: [.right])
    let from = try replay(.flick(from: Point(x: 7, y: 80), to: Point(x: 57, y: 80)), swipe)
    #expect(from.ended("edge-swipe").count == 1, "\(from.summary)")
    #expect(from.ended("edge-swipe").first?.node == "screen/edge")
    // The finger leaves the band at once: the swipe follows it all the same.
    let outside = try replay(.flick(from: Point(x: 9, y: 80), to: Point(x: 59, y: 80)), swipe)
    #expect(outside.transitions(of: "edge-swipe").isEmpty, "\(outside.summary)")
  }

  @Test func aDragOnTheEdgeFollowsTheTouchOutOfTheBand() throws {
    let result = try replay(
      .drag(from: Point(x: 100, y: 155), to: Point(x: 100, y: 80)), DragGesture(), edge: .bottom,
      band: 8)
    let t = try #require(result.ended("edge-swipe").last?.translation, "\(result.summary)")
    #expect(abs(t.y + 75) < 1)
    let above = try replay(
      .drag(from: Point(x: 100, y: 151), to: Point(x: 100, y: 80)), DragGesture(), edge: .bottom,
      band: 8)
    #expect(above.transitions(of: "edge-swipe").isEmpty)
  }

  @Test func theBandIsResolvedAgainstEachDevicesSurface() throws {
    let swipe = SwipeGesture(directions: [.left])
    // The right edge of a 100 mm wide touchpad and of a 256 mm wide touchscreen.
    let pad = VirtualDevice.touchpad(width: 100, height: 60)
    let onPad = try replay(
      .flick(from: Point(x: 96, y: 30), to: Point(x: 46, y: 30)), swipe, edge: .right, on: pad)
    #expect(onPad.ended("edge-swipe").count == 1, "\(onPad.summary)")
    let screen = try replay(
      .flick(from: Point(x: 96, y: 30), to: Point(x: 46, y: 30)), swipe, edge: .right)
    #expect(screen.transitions(of: "edge-swipe").isEmpty, "\(screen.summary)")
    let screenEdge = try replay(
      .flick(from: Point(x: 252, y: 30), to: Point(x: 202, y: 30)), swipe, edge: .right)
    #expect(screenEdge.ended("edge-swipe").count == 1, "\(screenEdge.summary)")
  }

  @Test func everyFingerOfAMultiFingerEdgeSwipeMustLandInTheBand() throws {
    let swipe = SwipeGesture(directions: [.right], touches: 2)
    // Two fingers 10 mm apart, centred 6 mm (both in a 12 mm band) or 9 mm in (one outside).
    func two(_ x: Double) -> TouchScript {
      .drag(
        from: Point(x: x, y: 80), to: Point(x: x + 50, y: 80), duration: 0.15, profile: .linear,
        fingers: 2, spacing: 10, holdAfter: 0)
    }
    let both = try replay(two(6.5), swipe, band: 12)
    #expect(both.ended("edge-swipe").count == 1, "\(both.summary)")
    let one = try replay(two(9), swipe, band: 12)
    #expect(one.ended("edge-swipe").isEmpty, "\(one.summary)")
  }

  @Test func aPixelScenesBandIsInPixels() throws {
    let text = #"""
      {"surface": {"width": 1000, "height": 500},
       "root": {"name": "screen", "children": [
         {"name": "edge", "frame": {"edge": "left", "band": 50},
          "gestures": [{"name": "edge-swipe", "gesture": {"swipe": {"directions": ["right"]}}}]}]}}
      """#
    let scene = Scene(try SceneFile.parse(text))
    // 50 px of 1000 on a 256 mm screen: 12.8 mm.
    let inBand = try GestureReplay.run(
      .flick(from: Point(x: 12.6, y: 80), to: Point(x: 62, y: 80)), scene: .scene(scene))
    #expect(inBand.ended("edge-swipe").count == 1, "\(inBand.summary)")
    let outside = try GestureReplay.run(
      .flick(from: Point(x: 13.0, y: 80), to: Point(x: 62, y: 80)), scene: .scene(scene))
    #expect(outside.transitions(of: "edge-swipe").isEmpty)
  }
}
