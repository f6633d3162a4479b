import GestureTestSupport
import Testing

@testable import Gestures

/// libinput's touchpad gesture rules (`evdev-mt-touchpad-gestures.c`), each on both sides of its
/// constant, through the touchpad gestures on the real engine. Positions are mm, times ms.
@Suite("Touchpad gestures (libinput's state machine)")
struct TouchpadGestureTests {
  private func pad() -> EngineRun { touchpadRun() }
  private func decisions(_ run: EngineRun) -> [String] { touchpadDecisions(run) }

  @Test("hold: 40 ms with two fingers (QUICK_GESTURE_HOLD_TIMEOUT), not 39")
  func quickHold() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.advance(to: 39)
    #expect(decisions(run) == [])
    run.advance(to: 40)
    #expect(decisions(run) == ["hold-2:began@40"])
    run.frame(at: 60, .up(1), .up(2))
    // Lifted within the tap timeout, the resting fingers also tap, as in libinput.
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:ended@60", "tap-2:ended@60"])
  }

  @Test("hold: 180 ms with three fingers (DEFAULT_GESTURE_HOLD_TIMEOUT), not 179")
  func hold3() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20))
    run.advance(to: 179)
    #expect(decisions(run) == [])
    run.advance(to: 180)
    #expect(decisions(run) == ["hold-3:began@180"])
  }

  @Test("two fingers moving 1.5 mm the same way scroll (min_move); 1.4 mm decides nothing")
  func scrollSameDirections() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 5, .move(1, 10, 21.4), .move(2, 30, 21.4))
    #expect(decisions(run) == [])
    run.frame(at: 10, .move(1, 10, 21.5), .move(2, 30, 21.5))
    // Decided (SCROLL_START, then SCROLL with this motion); the next motion scrolls.
    #expect(decisions(run) == [])
    run.frame(at: 20, .move(1, 10, 22), .move(2, 30, 22))
    #expect(decisions(run) == ["scroll:began@20"])
    // The fingers drift apart and turn: the decision is kept.
    run.frame(at: 400, .move(1, 5, 40), .move(2, 38, 46))
    run.frame(at: 420, .up(1), .up(2))
    #expect(decisions(run) == ["scroll:began@20", "scroll:ended@420"])
    #expect(
      run.reason("pinch-2")
        == .touchpadDecided(
          "scroll", fingers: 2, rule: "both fingers moved 1.5 mm or more the same way"))
  }

  @Test("two fingers moving 1.5 mm in different directions pinch; one at 1.4 mm waits")
  func pinchApart() {
    let waits = pad()
    waits.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    waits.frame(at: 10, .move(1, 8.4, 20), .move(2, 31.4, 20))
    #expect(decisions(waits) == [])

    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 10, .move(1, 8.4, 20), .move(2, 31.6, 20))
    // Decided; nothing has changed since (tp_gesture_handle_state_pinch_start).
    #expect(decisions(run) == [])
    run.frame(at: 20, .move(1, 7, 20), .move(2, 33, 20))
    #expect(decisions(run) == ["pinch-2:began@20"])
    var last = run.recorder.steps.last { $0.transition.gesture == "pinch-2" }!
    // PINCH_BEGIN is scale 1.
    #expect(last.json.contains("\"scale\":1.000000"))
    run.frame(at: 30, .move(1, 5, 20), .move(2, 35, 20))
    last = run.recorder.steps.last { $0.transition.gesture == "pinch-2" }!
    // Scale from the decision (23.2 mm apart), not from the touch-down (20 mm).
    #expect(last.json.contains("\"scale\":1.293103"))
  }

  @Test("after 150 ms (DEFAULT_GESTURE_SWIPE_TIMEOUT) close fingers that moved 1 mm scroll")
  func swipeTimeout() {
    // A finger moves 1.4 mm: past the tap's 1.3 mm (motion counts from then), under the
    // 1.5 mm that decides by directions.
    let early = pad()
    early.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    early.frame(at: 100)
    early.frame(at: 149, .move(1, 11.4, 20))
    #expect(!decisions(early).contains { $0.hasPrefix("scroll") })

    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 100)
    run.frame(at: 151, .move(1, 11.4, 20))
    run.frame(at: 160, .move(1, 11.6, 20))
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:cancelled@151", "scroll:began@160"])
    #expect(
      run.reason("hold-2") == .touchpadCancelled(next: "scroll", fingers: 2))

    // 7 mm apart vertically is not close: the rule does not apply.
    let apart = pad()
    apart.frame(at: 0, .down(1, 10, 20), .down(2, 30, 27))
    apart.frame(at: 100)
    apart.frame(at: 151, .move(1, 11.4, 20))
    #expect(!decisions(apart).contains { $0.hasPrefix("scroll") })
  }

  @Test("while a tap is possible (180 ms, 1.3 mm) motion decides nothing (tapping's filter)")
  func tapHoldsMotionBack() {
    // The fingers move 1.2 mm: a tap is still possible, so nothing is decided until the tap
    // times out at 180 ms; then their motion counts.
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 5)
    run.frame(at: 30, .move(1, 10, 21.2), .move(2, 30, 21.2))
    #expect(decisions(run) == [])
    run.frame(at: 179, .move(1, 10, 21.25), .move(2, 30, 21.25))
    #expect(decisions(run) == ["hold-2:began@40"])
    run.frame(at: 190, .move(1, 10, 21.6), .move(2, 30, 21.6))
    run.frame(at: 200, .move(1, 10, 22), .move(2, 30, 22))
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:cancelled@190", "scroll:began@200"])
  }

  @Test("one finger moving 4 mm (max_move) beside a still one scrolls; 3.9 mm waits")
  func oneFingerScroll() {
    let waits = pad()
    waits.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    waits.frame(at: 10, .move(2, 30, 23.9))
    #expect(decisions(waits) == [])

    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 5)
    run.frame(at: 10, .move(2, 30, 24))
    run.frame(at: 20, .move(2, 30, 25))
    #expect(decisions(run) == ["scroll:began@20"])
  }

  @Test("a scroll whose fingers part within 300 ms (DEFAULT_GESTURE_PINCH_TIMEOUT) pinches")
  func scrollCorrectedToPinch() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 5)
    run.frame(at: 10, .move(1, 10, 21.5), .move(2, 30, 21.5))
    run.frame(at: 20, .move(1, 10, 22), .move(2, 30, 22))
    run.frame(at: 290, .move(1, 7, 22), .move(2, 33, 22))
    run.frame(at: 300, .move(1, 6, 22), .move(2, 34, 22))
    #expect(decisions(run) == ["scroll:began@20", "scroll:cancelled@290", "pinch-2:began@300"])

    let late = pad()
    late.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    late.frame(at: 5)
    late.frame(at: 10, .move(1, 10, 21.5), .move(2, 30, 21.5))
    late.frame(at: 20, .move(1, 10, 22), .move(2, 30, 22))
    late.frame(at: 310, .move(1, 7, 22), .move(2, 33, 22))
    #expect(decisions(late) == ["scroll:began@20"])
  }

  @Test("three fingers swipe; a lifted finger cancels it after 100 ms (SWITCH_TIMEOUT), not 99")
  func fingerCountSwitch() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20))
    run.frame(at: 5)
    run.frame(at: 10, .move(1, 12, 20), .move(2, 22, 20), .move(3, 32, 20))
    #expect(decisions(run) == ["swipe-3:began@10"])
    run.frame(at: 50, .up(3))
    run.advance(to: 149)
    #expect(decisions(run) == ["swipe-3:began@10"])
    run.advance(to: 150)
    #expect(decisions(run) == ["swipe-3:began@10", "swipe-3:cancelled@150"])
    #expect(run.reason("swipe-3") == .touchpadCancelled(next: "none", fingers: 2))
  }

  @Test("three fingers at 1.9 mm (min_move + 0.5 per finger) wait; at 2 mm they swipe")
  func swipeMinimumMove() {
    let waits = pad()
    waits.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20))
    waits.frame(at: 10, .move(1, 11.9, 20), .move(2, 21.9, 20), .move(3, 31.9, 20))
    #expect(decisions(waits) == [])
  }

  @Test("one finger holds and moves under 0.5 mm (HOLD_AND_MOTION); 0.5 mm cancels the hold")
  func oneFingerHoldAndMotion() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20))
    run.advance(to: 40)
    #expect(decisions(run) == ["hold-1:began@40"])
    // (After the tap's 180 ms: before, tapping holds motion back.)
    run.frame(at: 200, .move(1, 10.4, 20))
    #expect(decisions(run) == ["hold-1:began@40"])
    run.frame(at: 210, .move(1, 10.5, 20))
    #expect(decisions(run) == ["hold-1:began@40", "hold-1:cancelled@210"])
    #expect(run.reason("hold-1") == .touchpadCancelled(next: "pointerMotion", fingers: 1))
  }

  @Test("more fingers than the pad places swipe at their first motion")
  func unplacedFingersSwipe() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20), extra: 1)
    run.frame(at: 5, extra: 1)
    #expect(decisions(run) == [])
    // The first motion after the tap's 180 ms (when the three resting fingers began to hold).
    run.frame(at: 200, .move(1, 10.2, 20), extra: 1)
    #expect(decisions(run) == ["hold-3:began@180", "hold-3:cancelled@200", "swipe-3:began@200"])
  }

  /// A semi-MT pad is single-touch to libinput (`tp_init_slots`), its second finger a fake
  /// touch on the first (`tp_position_fake_touches`): corners moving apart are one motion.
  /// With tapping off two fingers scroll at once (`tp_gesture_handle_state_none`); with
  /// tapping on (libinput 1.26, 15609213) only once the motion decides, as on other pads.
  @Test("a semi-MT pad's two fingers scroll, never pinch; at once only with tapping off")
  func boundingBoxScrolls() {
    for tapping in [true, false] {
      let run = pad()
      if !tapping { run.touchpad = nil }
      var frames = FrameBuilder()
      func send(_ ms: Double, _ changes: [Change]) {
        var f = frames.frame(at: ms, changes)
        f.isBoundingBox = true
        run.send(f)
      }
      send(0, [.down(1, 10, 20), .down(2, 30, 20)])
      send(5, [])
      // Apart and down: a pinch on other pads, one motion here. Tapping off, the scroll
      // decided at the touch-down moves to SCROLL at 10 ms and scrolls at 20 ms; tapping on,
      // 1.56 mm from where the fingers landed decides it at 20 ms, and it scrolls at 30 ms.
      send(10, [.move(1, 9.5, 21), .move(2, 30.5, 21)])
      send(20, [.move(1, 9, 21.2), .move(2, 31, 21.2)])
      #expect(decisions(run) == (tapping ? [] : ["scroll:began@20"]), "tapping \(tapping)")
      send(30, [.move(1, 8.5, 21.5), .move(2, 31.5, 21.5)])
      let first = decisions(run).first { $0.hasPrefix("scroll") }
      #expect(first == (tapping ? "scroll:began@30" : "scroll:began@20"), "tapping \(tapping)")
      #expect(!decisions(run).contains { $0.hasPrefix("pinch") })
    }
  }

  @Test("a swipe ends with the direction of the whole motion")
  func swipeDirection() {
    let run = pad()
    var ended: GestureMeasures?
    run.recorder.observe = { t, r in
      if t.gesture == "swipe-3" && t.to == .ended { ended = r.measures }
    }
    run.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20))
    run.frame(at: 5)
    run.frame(at: 10, .move(1, 12, 20), .move(2, 22, 20), .move(3, 32, 20))
    run.frame(at: 400, .move(1, 2, 22), .move(2, 12, 22), .move(3, 22, 22))
    run.frame(at: 410, .up(1), .up(2), .up(3))
    #expect(decisions(run) == ["swipe-3:began@10", "swipe-3:ended@410"])
    #expect(ended?.direction == .left)
    #expect(ended?.fingers == 3)
    #expect(ended.flatMap(\.distance).map { abs($0 - (100.0 + 4).squareRoot()) < 1e-9 } == true)
  }

  @Test("motion in the report a finger lands and the next is no motion (motion history reset)")
  func motionHistoryReset() {
    // hp8470p: the finger moves 1.3 mm in its second report, then rests: libinput holds.
    let holds = pad()
    holds.frame(at: 0, .down(1, 10, 20))
    holds.frame(at: 13, .move(1, 10, 21.3))
    holds.advance(to: 40)
    #expect(decisions(holds) == ["hold-1:began@40"])
    // The same motion one report later is pointer motion, 1.3 mm from where the finger landed:
    // no hold (HOLD_AND_MOTION_THRESHOLD is 0.5 mm).
    let points = pad()
    points.frame(at: 0, .down(1, 10, 20))
    points.frame(at: 7)
    points.frame(at: 13, .move(1, 10, 21.3))
    points.advance(to: 40)
    #expect(decisions(points) == [])
    points.frame(at: 60, .up(1))
    #expect(
      points.reason("hold-1")
        == .touchpadDecided("pointerMotion", fingers: 1, rule: "one finger moved"))
  }

  @Test("a clickpad pressed ends the gestures (its touches pinned); a pressed button fails a tap")
  func clickpadPressed() {
    let root = Region(name: "pad")
    root.simultaneousGesture(TouchpadGesture(.swipe, touches: 3), name: "swipe-3")
    root.simultaneousGesture(TapGesture(touches: 3), name: "tap-3")
    let run = EngineRun(root: root)
    var frames = FrameBuilder()
    func send(_ ms: Double, _ changes: [Change], pressed: Bool) {
      var f = frames.frame(at: ms, changes)
      f.isClickpad = true
      f.buttons = pressed ? .left : []
      run.send(f)
    }
    send(0, [.down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20)], pressed: false)
    send(5, [], pressed: false)
    send(10, [.move(1, 12, 20), .move(2, 22, 20), .move(3, 32, 20)], pressed: false)
    #expect(decisions(run) == ["swipe-3:began@10"])
    send(30, [], pressed: true)
    // libinput pins the touches: no finger is left, the swipe ends (tp_gesture_stop).
    #expect(decisions(run) == ["swipe-3:began@10", "swipe-3:ended@30"])
    #expect(run.reason("tap-3") == .clicked(buttons: "left"))
    send(40, [.up(1), .up(2), .up(3)], pressed: false)
    #expect(run.succeeded == ["pad/swipe-3"])
  }

  @Test("a finger landing beside a finger still down decides again (a second pinch)")
  func decidesAgainAfterALanding() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 10, .move(1, 8, 20), .move(2, 32, 20))
    run.frame(at: 20, .move(1, 7, 20), .move(2, 33, 20))
    run.frame(at: 100, .up(2))
    run.advance(to: 200)
    run.frame(at: 300, .down(3, 30, 20))
    run.frame(at: 310, .move(1, 5.5, 20), .move(3, 32, 20))
    run.frame(at: 320, .move(1, 5, 20), .move(3, 33, 20))
    #expect(
      decisions(run) == [
        "pinch-2:began@20", "pinch-2:cancelled@200", "pinch-2:began@320",
      ])
  }

  @Test("libinput's directions: neighbouring octants are the same way, opposite ones not")
  func directions() {
    typealias M = TouchpadGestureStateMachine
    let north = M.direction(Point(x: 0, y: -5))
    let northEast = M.direction(Point(x: 4, y: -4))
    let south = M.direction(Point(x: 0, y: 5))
    let northWest = M.direction(Point(x: -4, y: -4))
    #expect(north & 0x01 != 0)
    #expect(M.sameDirections(north, northEast))
    #expect(M.sameDirections(north, northWest))  // bits 7 and 0 are neighbours
    #expect(!M.sameDirections(north, south))
    // Under 2 mm on both axes: three octants around the motion.
    #expect(M.direction(Point(x: 1, y: 1)) == 0b0001_1100)
  }

  @Test("scene files: a kind is required, and fingers libinput cannot decide are an error")
  func sceneErrors() throws {
    func error(_ gesture: String) -> String? {
      let text =
        #"{"root": {"name": "pad", "gestures": [{"name": "g", "gesture": "#
        + gesture + "}]}}"
      do {
        _ = try SceneFile.parse(text)
        return nil
      } catch { return error.description }
    }
    #expect(
      error(#"{"touchpad": {}}"#)?.contains(
        #"root.gestures[0].gesture.touchpad: missing key "kind""#) == true)
    #expect(
      error(#"{"touchpad": {"kind": "swipe", "touches": 2}}"#)?.contains(
        "libinput decides a swipe with 3 to 4 fingers, found 2") == true)
    #expect(
      error(#"{"touchpad": {"kind": "scroll", "touches": 3}}"#)?.contains(
        "libinput decides a scroll with 2 fingers, found 3") == true)
    #expect(error(#"{"touchpad": {"kind": "pinch", "touches": 4}}"#) == nil)
    let g = TouchpadGesture(.swipe)
    #expect(g.touches == 3)
  }
}
