import Testing

@testable import Gestures

/// Values in the coordinate space a gesture asks for (`.local`, `.global`, `.named`), in points
/// of the app's surface; contacts are surface millimetres.
@Suite struct CoordinateSpaceTests {
  /// Values a gesture's callbacks saw.
  final class Seen {
    var drags: [String: [DragGesture.Value]] = [:]
    var taps: [String: [SpatialTapGesture.Value]] = [:]
  }

  /// 4 points per millimetre: the numbers stay round.
  static let surface = SceneSurface.points(perMillimetre: 4)

  /// root (no frame) › scroll (100, 200; named "scroll") › card (150, 260), frames in points,
  /// with three simultaneous drags on the card: `.local`, `.global`, `.named("scroll")`.
  func scene(_ seen: Seen, sequenced: Bool = false) -> Region {
    let root = Region(name: "root")
    let scroll = Region(name: "scroll", frame: Rect(x: 100, y: 200, width: 600, height: 600))
      .coordinateSpace(name: "scroll")
    let card = Region(name: "card", frame: Rect(x: 150, y: 260, width: 200, height: 100))
    root.addChild(scroll)
    scroll.addChild(card)
    let spaces: [(String, CoordinateSpace)] = [
      ("local", .local), ("global", .global), ("named", .named("scroll")),
      ("nowhere", .named("nowhere")),
    ]
    for (name, space) in spaces {
      card.simultaneousGesture(
        DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged {
          seen.drags[name, default: []].append($0)
        }, name: name)
    }
    card.simultaneousGesture(
      SpatialTapGesture(coordinateSpace: .local).onEnded {
        seen.taps["local", default: []].append($0)
      },
      name: "tap")
    return root
  }

  /// A touch at (50, 70) mm, i.e. (200, 280) pt: (50, 20) in the card, (100, 80) in the scroll
  /// view; it moves 0.5 mm (2 pt) right every 10 ms, to (55, 70) mm: 50 mm/s, 200 pt/s.
  func drag(_ seen: Seen) {
    let engine = Engine(root: scene(seen), surface: Self.surface, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 50, 70, .down)))
    for i in 1...10 { engine.handle(frame(Int64(i) * 10, (1, 50 + Double(i) * 0.5, 70, .moved))) }
  }

  @Test func locationsAreInPointsOfTheAskedSpace() throws {
    let seen = Seen()
    drag(seen)
    let local = try #require(seen.drags["local"]?.last)
    #expect(local.startLocation == Point(x: 50, y: 20))
    #expect(local.location == Point(x: 70, y: 20))
    let global = try #require(seen.drags["global"]?.last)
    #expect(global.startLocation == Point(x: 200, y: 280))
    #expect(global.location == Point(x: 220, y: 280))
    let named = try #require(seen.drags["named"]?.last)
    #expect(named.startLocation == Point(x: 100, y: 80))
    #expect(named.location == Point(x: 120, y: 80))
    // A name no region up the tree carries is the global space.
    #expect(seen.drags["nowhere"]?.last?.location == global.location)
  }

  @Test func vectorsOnlyScale() throws {
    let seen = Seen()
    drag(seen)
    // The same drag on a millimetre surface: its vectors in mm.
    var values: [DragGesture.Value] = []
    let root = Region(name: "root")
    root.gesture(DragGesture(minimumDistance: 0).onChanged { values.append($0) }, name: "drag")
    let engine = Engine(root: root, surface: .millimetres, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 50, 70, .down)))
    for i in 1...10 { engine.handle(frame(Int64(i) * 10, (1, 50 + Double(i) * 0.5, 70, .moved))) }
    let reference = try #require(values.last)
    #expect(abs(reference.velocity.width - 50) < 0.5, "50 mm/s")
    for name in ["local", "global", "named"] {
      let v = try #require(seen.drags[name]?.last)
      #expect(v.translation == Size(width: 20, height: 0), "\(name)")
      #expect(v.velocity == reference.velocity * 4, "\(name): pt/s")
      #expect(v.predictedEndTranslation == reference.predictedEndTranslation * 4, "\(name)")
    }
  }

  @Test func aSpatialTapIsInItsSpaceToo() throws {
    let seen = Seen()
    let engine = Engine(root: scene(seen), surface: Self.surface, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 50, 70, .down)))
    engine.handle(frame(80, (1, 50, 70, .up)))
    engine.advance(to: ms(1000))
    #expect(seen.taps["local"] == [SpatialTapGesture.Value(location: Point(x: 50, y: 20))])
  }

  @Test func composedGesturesPassTheSpaceOnToTheirParts() throws {
    var drags: [DragGesture.Value] = []
    let root = Region(name: "root")
    let card = Region(name: "card", frame: Rect(x: 40, y: 40, width: 200, height: 200))
    root.addChild(card)
    card.gesture(
      LongPressGesture(minimumDuration: 0.1).sequenced(
        before: DragGesture(minimumDistance: 0, coordinateSpace: .local)
      ).onChanged { if case .second(true, let d?) = $0 { drags.append(d) } }, name: "move")
    let engine = Engine(root: root, surface: Self.surface, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 20, 20, .down)))  // (80, 80) pt: (40, 40) in the card
    engine.advance(to: ms(150))
    engine.handle(frame(200, (1, 25, 20, .moved)))
    #expect(drags.last?.startLocation == Point(x: 40, y: 40))
    #expect(drags.last?.location == Point(x: 60, y: 40))
  }

  /// A pinch gives its start location in the region's points (`.local`, as SwiftUI's
  /// `MagnifyGesture`), its anchor in the region's bounds, also through a modifier.
  @Test func aPinchStartsInItsRegionsPoints() throws {
    var values: [MagnifyGesture.Value] = []
    let root = Region(name: "root")
    let card = Region(name: "card", frame: Rect(x: 40, y: 40, width: 200, height: 200))
    root.addChild(card)
    card.gesture(MagnifyGesture().onChanged { values.append($0) }, name: "pinch")
    let engine = Engine(root: root, surface: Self.surface, sink: TransitionRecorder())
    // Fingers at (20, 20) and (30, 20) mm: their centroid (25, 20) mm is (100, 80) pt, (60, 40)
    // in the card, whose bounds it is 0.3 across and 0.2 down.
    engine.handle(frame(0, (1, 20, 20, .down), (2, 30, 20, .down)))
    engine.handle(frame(50, (1, 15, 20, .moved), (2, 35, 20, .moved)))
    engine.handle(frame(100, (1, 10, 20, .moved), (2, 40, 20, .moved)))
    let v = try #require(values.last)
    #expect(v.startLocation == Point(x: 60, y: 40))
    #expect(abs(v.startAnchor.x - 0.3) < 1e-9 && abs(v.startAnchor.y - 0.2) < 1e-9)
  }

  /// SwiftUI's spellings compile and mean what they mean there.
  @Test func swiftUICodeCompiles() {
    let drag = DragGesture(minimumDistance: 0, coordinateSpace: .named("scroll"))
    #expect(drag.coordinateSpace == .named("scroll") && drag.coordinateSpace != .named("other"))
    #expect(DragGesture().coordinateSpace == .local)
    let tap = SpatialTapGesture(count: 2)
    #expect(tap.count == 2 && tap.coordinateSpace == .local)
    #expect(SpatialTapGesture(count: 1, coordinateSpace: .global).coordinateSpace == .global)
    enum Space: Hashable, Sendable { case canvas }
    let region = Region(name: "r").coordinateSpace(name: Space.canvas)
    #expect(region.coordinateSpaceName == CoordinateSpaceName(Space.canvas))
    #expect(region.coordinateSpaceName != "canvas")
    #expect(CoordinateSpaceName(CoordinateSpaceName("a")) == "a")
  }

  @Test func theLocalSpaceFollowsARegionTheSceneMoves() throws {
    let seen = Seen()
    let root = scene(seen)
    let engine = Engine(root: root, surface: Self.surface, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 50, 70, .down)))
    engine.handle(frame(100, (1, 55, 70, .moved)))
    root.children[0].children[0].frame = Rect(x: 170, y: 260, width: 200, height: 100)
    engine.handle(frame(200, (1, 60, 70, .moved)))
    #expect(seen.drags["local"]?.last?.location == Point(x: 70, y: 20))
  }

  /// SwiftUI's point (≈ 6.2992 per mm) does not divide millimetres evenly: a touch at whole
  /// points goes to millimetres and back with ~1e-14 of rounding, which the transform takes
  /// off, so it reads back exactly as SwiftUI would give it; other values are left alone.
  @Test func wholePointsReadBackExactlyOnSwiftUIsPoint() throws {
    let seen = Seen()
    let surface = SceneSurface.points()
    let engine = Engine(root: scene(seen), surface: surface, sink: TransitionRecorder())
    var touches = TouchFrameBuilder(device: 0, surface: surface)
    func at(_ ms: Int64, _ events: (inout TouchFrameBuilder) -> Void) {
      events(&touches)
      touches.frames(at: ms * 1000) { engine.handle($0) }
    }
    at(0) { $0.down(0, x: 250, y: 320) }
    at(10) { $0.move(0, x: 280.5, y: 330.25) }
    at(20) { $0.move(0, x: 280.3, y: 330.1) }
    let local = try #require(seen.drags["local"])
    #expect(local[0].location == Point(x: 100, y: 60))
    #expect(local[1].location == Point(x: 130.5, y: 70.25))
    #expect(local[1].translation == Size(width: 30.5, height: 10.25))
    let global = try #require(seen.drags["global"])
    #expect(global[1].location == Point(x: 280.5, y: 330.25))
    let named = try #require(seen.drags["named"])
    #expect(named[1].location == Point(x: 180.5, y: 130.25))
    // Not on the 2⁻²⁰ grid: as computed, within the rounding.
    #expect(abs(global[2].location.x - 280.3) < 1e-9)
    #expect(abs(local[2].location.y - 70.1) < 1e-9)
  }
}
