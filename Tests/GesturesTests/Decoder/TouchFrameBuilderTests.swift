import Testing

@testable import Gestures

/// A toolkit's touch events (Wayland, SDL, GTK) become the engine's frames.
@Suite struct TouchFrameBuilderTests {
  func collect(_ b: inout TouchFrameBuilder, at ms: Int64) -> [TouchFrame] {
    var frames: [TouchFrame] = []
    b.frames(at: ms * 1000) { frames.append($0) }
    return frames
  }

  func phases(_ f: TouchFrame) -> [String] {
    f.contacts.map { "\($0.slot):\($0.id):\($0.phase.rawValue)" }
  }

  @Test func phasesFollowTheEventsAndIDsAreNeverReused() {
    var b = TouchFrameBuilder()
    b.down(7, x: 10, y: 10)
    b.down(8, x: 30, y: 10)
    let f1 = collect(&b, at: 0)
    #expect(f1.count == 1 && phases(f1[0]) == ["7:0:down", "8:1:down"])
    #expect(f1[0].fingerCount == 2)
    b.move(8, x: 31, y: 11)
    let f2 = collect(&b, at: 10)
    #expect(phases(f2[0]) == ["7:0:stationary", "8:1:moved"])
    #expect(f2[0].contacts[1].x == 31)
    #expect(collect(&b, at: 15).isEmpty, "nothing changed")
    b.up(7)
    b.down(7, x: 12, y: 12)  // the toolkit reuses its id; the contact is new
    let f3 = collect(&b, at: 20)
    #expect(phases(f3[0]) == ["8:1:stationary", "7:2:down", "7:0:up"])
    #expect(f3[0].fingerCount == 2 && f3[0].time == 20_000)
  }

  @Test func aFingerThatLandsAndLiftsBetweenFramesMakesTwoFrames() {
    var b = TouchFrameBuilder(device: 3)
    b.down(1, x: 5, y: 5)
    b.up(1)
    let frames = collect(&b, at: 40)
    #expect(frames.map(phases) == [["1:0:down"], ["1:0:up"]])
    #expect(frames.map(\.fingerCount) == [1, 0])
    #expect(frames.allSatisfy { $0.device == 3 && $0.time == 40_000 })
  }

  @Test func cancellingTakesEveryFingerAwayWithItsCause() {
    var b = TouchFrameBuilder()
    b.down(1, x: 5, y: 5)
    b.down(2, x: 9, y: 5)
    _ = collect(&b, at: 0)
    b.cancelAll(because: .deviceRemoved)
    let f = collect(&b, at: 5)
    #expect(Set(phases(f[0])) == ["1:0:cancelled", "2:1:cancelled"])
    #expect(f[0].cancellation == .deviceRemoved && f[0].fingerCount == 0)
    b.move(1, x: 6, y: 6)
    b.up(2)
    #expect(!b.hasChanges, "fingers that are gone are ignored")
  }

  /// Fed to the engine, a toolkit's double tap and drag are the built-in scene's gestures.
  @Test func theEngineRecognizesToolkitTouches() {
    let recorder = TransitionRecorder()
    let engine = Engine(root: DefaultScene.make(), sink: recorder)
    engine.setSurface(Rect(x: 0, y: 0, width: 200, height: 120), device: 0)
    var b = TouchFrameBuilder()
    func step(_ ms: Int64, _ events: (inout TouchFrameBuilder) -> Void) {
      events(&b)
      b.frames(at: ms * 1000) { engine.handle($0) }
    }
    step(0) { $0.down(0, x: 50, y: 50) }
    step(60) { $0.up(0) }
    step(160) { $0.down(0, x: 50.5, y: 50) }
    step(220) { $0.up(0) }
    step(1000) { $0.down(0, x: 100, y: 60) }
    for i in 1...10 { step(1000 + Int64(i) * 16) { $0.move(0, x: 100 + Double(i) * 3, y: 60) } }
    step(1200) { $0.up(0) }
    engine.finish(at: 2_000_000)
    let ended = recorder.transitions.filter { $0.to == .ended }.map(\.gesture)
    #expect(ended == ["double-tap", "drag"], "\(recorder.summary)")
  }
}
