import Testing

@testable import Gestures

/// The surface's scale: gesture parameters in points become millimetres with it, values come in
/// its points; the command line's surfaces keep counting values in millimetres.
@Suite struct UnitsTests {
  func summary(_ surface: SceneSurface, movingTo x: Double) -> [String] {
    let root = Region(name: "root")
    root.gesture(DragGesture(minimumDistance: 10), name: "drag")
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, surface: surface, sink: recorder)
    engine.handle(frame(0, (1, 10, 10, .down)))
    engine.handle(frame(100, (1, x, 10, .moved)))
    return recorder.summary
  }

  @Test func aTenPointDragThresholdIsOnePointFiveEightSevenFiveMillimetres() {
    #expect(abs(SceneSurface.swiftUIPointsPerMillimetre - 6.2992) < 1e-4)
    #expect(abs(SceneSurface.points().parameterMillimetresPerPoint * 10 - 1.5875) < 1e-12)
    #expect(summary(.points(), movingTo: 11.5).isEmpty)
    #expect(summary(.points(), movingTo: 11.7) == ["drag:possible→began"])
    // The command line's surfaces measure parameters in the same SwiftUI point.
    #expect(summary(.millimetres, movingTo: 11.5).isEmpty)
    #expect(summary(.millimetres, movingTo: 11.7) == ["drag:possible→began"])
  }

  @Test func aCoarserSurfaceHasLongerPoints() {
    // 2 points per mm: 10 pt is 5 mm.
    #expect(summary(.points(perMillimetre: 2), movingTo: 14.9).isEmpty)
    #expect(summary(.points(perMillimetre: 2), movingTo: 15.1) == ["drag:possible→began"])
  }

  @Test func aLongPressMaximumDistanceIsInPoints() {
    func summary(movingTo x: Double) -> [String] {
      let root = Region(name: "root")
      root.gesture(LongPressGesture(maximumDistance: 10), name: "press")
      let recorder = TransitionRecorder()
      let engine = Engine(root: root, surface: .points(perMillimetre: 2), sink: recorder)
      engine.handle(frame(0, (1, 10, 10, .down)))
      engine.handle(frame(100, (1, x, 10, .moved)))
      engine.advance(to: ms(600))
      return recorder.summary
    }
    #expect(summary(movingTo: 14.5) == ["press:possible→ended"])
    #expect(summary(movingTo: 15.5) == ["press:possible→failed"])
  }

  /// A move of exactly the threshold, in whole points through a toolkit, meets it (the drag's
  /// "at least", the long press's "no more than"), though it reached millimetres with rounding:
  /// 10 pt on SwiftUI's point, from 200 starts along a line.
  @Test func aMoveOfExactlyTheThresholdMeetsItInWholePoints() {
    let surface = SceneSurface.points()
    func summary(_ gesture: some Gesture, from x: Double) -> [String] {
      let root = Region(name: "root")
      root.gesture(gesture, name: "g")
      let recorder = TransitionRecorder()
      let engine = Engine(root: root, surface: surface, sink: recorder)
      var touches = TouchFrameBuilder(device: 0, surface: surface)
      touches.down(0, x: x, y: 50)
      touches.frames(at: 0) { engine.handle($0) }
      touches.move(0, x: x + 10, y: 50)
      touches.frames(at: 50_000) { engine.handle($0) }
      engine.advance(to: 600_000)
      return recorder.summary
    }
    let starts = (0..<200).map { Double($0) * 3.7 }
    let drags = starts.filter {
      summary(DragGesture(minimumDistance: 10), from: $0).first == "g:possible→began"
    }
    let presses = starts.filter {
      summary(LongPressGesture(maximumDistance: 10), from: $0) == ["g:possible→ended"]
    }
    #expect(drags.count == starts.count)
    #expect(presses.count == starts.count)
  }

  /// A millimetre scene (the command line's): `.global` values are the contacts' millimetres as
  /// they are, `.local` ones only move the origin to the region's corner (in mm).
  @Test func aMillimetreSceneGivesMillimetres() throws {
    var values: [String: DragGesture.Value] = [:]
    let root = Region(name: "root")
    let card = Region(name: "card", frame: Rect(x: 20, y: 30, width: 50, height: 50))
    root.addChild(card)
    card.simultaneousGesture(
      DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { values["g"] = $0 },
      name: "global")
    card.simultaneousGesture(
      DragGesture(minimumDistance: 0).onChanged { values["l"] = $0 }, name: "local")
    let engine = Engine(root: root, sink: TransitionRecorder())
    engine.handle(frame(0, (1, 40.25, 50.5, .down)))
    engine.handle(frame(100, (1, 45.25, 50.5, .moved)))
    let g = try #require(values["g"])
    #expect(g.startLocation == Point(x: 40.25, y: 50.5) && g.location == Point(x: 45.25, y: 50.5))
    #expect(g.translation == Size(width: 5, height: 0))
    let l = try #require(values["l"])
    #expect(l.startLocation == Point(x: 20.25, y: 20.5) && l.translation == g.translation)
    #expect(l.velocity == g.velocity)
  }

  @Test func sceneFilesAndTheDefaultSceneGiveGlobalValues() throws {
    let drag = try #require(
      DefaultScene.make().attachments.first { $0.name == "drag" }?.makeRecognizer()
        as? DragGestureRecognizer)
    #expect(drag.coordinateSpace == .global)
  }

  @Test func aSwipeIsInTheSurfacesPoints() throws {
    var swipes: [SwipeGesture.Value] = []
    let root = Region(name: "root")
    root.gesture(SwipeGesture().onEnded { swipes.append($0) }, name: "swipe")
    let engine = Engine(root: root, surface: .points(perMillimetre: 4), sink: TransitionRecorder())
    // 40 mm right in 0.1 s: 160 pt at 1600 pt/s (its 60 pt, 15 mm, doubled by the speed).
    engine.handle(frame(0, (1, 10, 10, .down)))
    for i in 1...4 { engine.handle(frame(Int64(i) * 25, (1, 10 + Double(i) * 10, 10, .moved))) }
    engine.handle(frame(100, (1, 50, 10, .up)))
    engine.advance(to: ms(1000))
    let swipe = try #require(swipes.first)
    #expect(swipe.startLocation == Point(x: 40, y: 40) && swipe.location == Point(x: 200, y: 40))
    #expect(swipe.distance == 160 && abs(swipe.velocity.x - 1600) < 1e-9)
  }

  @Test func aTouchFrameBuilderTurnsToolkitPixelsIntoMillimetres() throws {
    // 4 pt per mm, 2 pixels per point: pixel (400, 560) is (200, 280) pt, (50, 70) mm.
    var builder = TouchFrameBuilder(
      device: 0, surface: .points(perMillimetre: 4), unitsPerPoint: 2)
    var frames: [TouchFrame] = []
    builder.down(7, x: 400, y: 560)
    builder.frames(at: 0) { frames.append($0) }
    builder.move(7, x: 440, y: 560)
    builder.frames(at: 100) { frames.append($0) }
    let first = try #require(frames.first?.contacts.first)
    #expect(first.x == 50 && first.y == 70 && first.slot == 7)
    #expect(frames.last?.contacts.first?.x == 55)
    // The default builder takes positions as they are.
    var plain = TouchFrameBuilder(device: 0)
    plain.down(1, x: 400, y: 560)
    plain.frames(at: 0) { #expect($0.contacts.first?.x == 400) }
  }
}
