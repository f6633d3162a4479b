import GestureTestSupport
import Testing

@testable import Gestures

/// One ``TouchpadStage`` per device: libinput decides over the whole pad, once per frame, and
/// every touchpad gesture hears that decision. Positions are mm, times ms.
@Suite("Touchpad stage (one libinput decision per pad)")
struct TouchpadStageTests {
  @Test("a gesture in a region hears the pad's decision over every finger, as libinput's clients")
  func regionHearsThePad() {
    let root = Region(name: "pad")
    let left = Region(name: "left", frame: Rect(x: 0, y: 0, width: 25, height: 300))
    left.gesture(TouchpadGesture(.scroll), name: "scroll")
    left.simultaneousGesture(TouchpadGesture(.hold, touches: 1), name: "hold-1")
    root.addChild(left)
    let run = EngineRun(root: root)
    run.touchpad = TouchpadConfiguration()
    // One finger in the region, one beside it: libinput sees two fingers scrolling.
    run.frame(at: 0, .down(1, 10, 20), .down(2, 40, 20))
    run.frame(at: 10, .move(1, 10, 22), .move(2, 40, 22))
    run.frame(at: 20, .move(1, 10, 24), .move(2, 40, 24))
    run.frame(at: 30, .move(1, 10, 26), .move(2, 40, 26))
    run.frame(at: 40, .up(1), .up(2))
    // Decided at the second motion (libinput's motion history is reset for two frames after
    // a finger lands), scrolling from the next.
    #expect(touchpadDecisions(run) == ["scroll:began@30", "scroll:ended@40"])
    // Not the one-finger hold a machine over the region's touch alone would start.
    #expect(run.reason("hold-1") != nil)
  }

  @Test("fingers that come and go beside a resting one, more than ten, are still counted right")
  func manyFingersWithoutEmptying() {
    let run = touchpadRun()
    run.frame(at: 0, .down(1, 10, 40))
    // Eleven fingers land and lift beside the resting one; the pad never empties.
    for k in 0..<11 {
      let t = Double(1000 + 400 * k)
      run.frame(at: t, .down(2 + k, 30, 40))
      run.frame(at: t + 100, .up(2 + k))
    }
    let t = 1000.0 + 400 * 11
    run.frame(at: t, .down(20, 30, 40))
    // The resting finger's hold keeps its count for 100 ms (the switch timeout), then the two
    // fingers moving together scroll.
    for s in 1...20 {
      let y = 40 + 0.5 * Double(s)
      run.frame(at: t + 10 * Double(s), .move(1, 10, y), .move(20, 30, y))
    }
    let after = touchpadDecisions(run).drop { !$0.hasSuffix("@\(Int(t) + 100)") }
    #expect(
      Array(after.prefix(2)) == [
        "hold-1:cancelled@\(Int(t) + 100)", "scroll:began@\(Int(t) + 140)",
      ])
  }

  @Test("a pinch thumb moving 1.5 mm within 300 ms of the fingers' detection is no thumb (1.4 is)")
  func aMovingPinchThumbIsReset() {
    func run(moves mm: Double, at ms: Double) -> TouchpadThumb.State {
      let stage = TouchpadStage()
      var frames = FrameBuilder()
      func send(_ t: Double, _ changes: [Change]) {
        var f = frames.frame(at: t, changes)
        f.detectsThumbs = true
        f.upperThumbLine = 59.5
        f.lowerThumbLine = 64.4
        f.touchpad = TouchpadConfiguration()
        stage.update(f)
      }
      // A finger at 20 mm, 150 ms later a touch 30 mm below it: the pinch thumb, which the
      // gesture still follows.
      send(0, [.down(1, 50, 20)])
      send(150, [.down(2, 45, 50)])
      send(160, [])
      send(ms, [.move(2, 45, 50 + mm)])
      return stage.machine.thumb.state
    }
    #expect(run(moves: 1.4, at: 200) == .pinch)
    #expect(run(moves: 1.5, at: 200) == .finger)
    // The fingers were detected as the second landed, at 150 ms: 300 ms later is too late.
    #expect(run(moves: 1.5, at: 460) == .pinch)
  }

  @Test("the stage's configuration test is ==, over every stored property")
  func sameConfiguration() {
    // TouchpadStage.same lists the configuration's stored properties: a new one joins it.
    #expect(Mirror(reflecting: TouchpadConfiguration()).children.count == 7)
    var all = [TouchpadConfiguration()]
    for v in [false, true] { all.append(TouchpadConfiguration(tapping: v)) }
    for v in [false, true] { all.append(TouchpadConfiguration(tapAndDrag: v)) }
    for v in TouchpadConfiguration.DragLock.allCases {
      all.append(TouchpadConfiguration(dragLock: v))
    }
    for v in TouchpadConfiguration.ButtonMap.allCases {
      all.append(TouchpadConfiguration(tapButtonMap: v))
      all.append(TouchpadConfiguration(clickfingerButtonMap: v))
    }
    let methods: [TouchpadConfiguration.ClickMethod?] =
      [nil] + TouchpadConfiguration.ClickMethod.allCases.map { $0 }
    for v in methods {
      all.append(TouchpadConfiguration(clickMethod: v))
    }
    for v in TouchpadConfiguration.ThreeFingerDrag.allCases {
      all.append(TouchpadConfiguration(threeFingerDrag: v))
    }
    for a in all {
      for b in all { #expect(TouchpadStage.same(a, b) == (a == b)) }
    }
  }
}
