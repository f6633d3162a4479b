import GestureTestSupport
import Testing

@testable import Gestures

/// libinput's tap state machine (`evdev-mt-touchpad-tap.c`), thumbs and button areas, through
/// the touchpad gestures on the real engine. Positions are mm, times ms.
@Suite("Touchpad taps, thumbs and button areas (libinput)")
struct TouchpadTappingTests {
  private func pad() -> EngineRun { touchpadRun() }
  private func decisions(_ run: EngineRun) -> [String] { touchpadDecisions(run) }

  @Test("taps: 1, 2 and 3 fingers lifting within 180 ms press their button; 181 ms holds")
  func tapsByFingers() {
    for n in 1...3 {
      let run = pad()
      run.frame(at: 0, changes: (1...n).map { .down($0, Double(10 * $0), 20) })
      run.frame(at: 30, changes: (1...n).map { .up($0) })
      #expect(run.succeeded == ["pad/tap-\(n)"], "\(n) finger(s)")
    }
    let late = pad()
    late.frame(at: 0, .down(1, 10, 20))
    late.advance(to: 181)
    late.frame(at: 181, .up(1))
    #expect(!late.succeeded.contains("pad/tap-1"))
    #expect(
      late.reason("tap-1")
        == .touchpadNotTapped(fingers: 1, state: "TAP_STATE_HOLD"))
  }

  @Test("a tap's finger moving 1.3 mm is no tap (DEFAULT_TAP_MOVE_THRESHOLD); 1.2 mm taps")
  func tapMoveThreshold() {
    let still = pad()
    still.frame(at: 0, .down(1, 10, 20))
    still.frame(at: 20, .move(1, 11.2, 20))
    still.frame(at: 40, .up(1))
    #expect(still.succeeded.contains("pad/tap-1"))
    let moved = pad()
    moved.frame(at: 0, .down(1, 10, 20))
    moved.frame(at: 20, .move(1, 11.31, 20))
    moved.frame(at: 40, .up(1))
    #expect(!moved.succeeded.contains("pad/tap-1"))
    #expect(moved.reason("tap-1") == .touchpadNotTapped(fingers: 1, state: "TAP_STATE_DEAD"))
  }

  @Test("a double tap is two taps; a finger landing after a tap and moving drags: no hold")
  func doubleTapAndDrag() {
    let twice = pad()
    twice.frame(at: 0, .down(1, 10, 20))
    twice.frame(at: 30, .up(1))
    twice.frame(at: 100, .down(2, 10, 20))
    twice.frame(at: 130, .up(2))
    twice.advance(to: 1000)
    #expect(twice.succeeded.filter { $0 == "pad/tap-1" }.count == 2)

    let drag = pad()
    drag.frame(at: 0, .down(1, 10, 20))
    drag.frame(at: 30, .up(1))
    drag.frame(at: 100, .down(2, 10, 20))
    // Resting past the 40 ms hold timeout: tapping may still drag, so no hold begins.
    drag.advance(to: 200)
    drag.frame(at: 200, .move(2, 20, 20))
    drag.frame(at: 300, .move(2, 40, 20))
    drag.frame(at: 320, .up(2))
    #expect(drag.succeeded == ["pad/tap-1"])
  }

  @Test("a dead tap's last finger turning palm leaves it dead: the next finger does not tap")
  func palmInDeadState() {
    // libinput sends the palm event while the finger still counts (tp_tap_handle_state), so
    // TAP_STATE_DEAD stays dead; the next finger's release finds no finger down and idles.
    func run(palm: Bool) -> EngineRun {
      let run = pad()
      var cancelling = false
      run.device = { if cancelling { $0.cancellation = .becamePalm } }
      run.frame(at: 0, .down(1, 10, 20))
      run.frame(at: 20, .move(1, 12, 20))
      cancelling = palm
      run.frame(at: 50, palm ? .cancel(1) : .up(1))
      cancelling = false
      run.frame(at: 100, .down(2, 30, 20))
      run.frame(at: 130, .up(2))
      return run
    }
    let afterPalm = run(palm: true)
    #expect(!afterPalm.succeeded.contains("pad/tap-1"))
    #expect(afterPalm.reason("tap-1") == .touchpadNotTapped(fingers: 1, state: "TAP_STATE_DEAD"))
    // A lift instead of the palm idles the machine: the next finger taps.
    #expect(run(palm: false).succeeded.contains("pad/tap-1"))
  }

  @Test("four fingers kill the tap until all lift (TAP_STATE_DEAD)")
  func fourFingersNoTap() {
    let run = pad()
    run.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20), .down(4, 40, 20))
    run.frame(at: 30, .up(1), .up(2), .up(3), .up(4))
    #expect(!run.succeeded.contains { $0.hasPrefix("pad/tap") })
    #expect(run.reason("tap-3") == .touchpadNotTapped(fingers: 3, state: "TAP_STATE_DEAD"))
  }

  @Test("a still lower finger beside one that moved 4 mm is a thumb on a 50 mm clickpad")
  func thumbSuppressed() {
    let run = pad()
    run.device = { $0.detectsThumbs = true }
    run.frame(at: 0, .down(1, 30, 20), .down(2, 50, 45))
    run.advance(to: 200)
    run.frame(at: 200, .move(1, 30, 24))
    // The thumb is left out: the finger alone moves the pointer; nothing scrolls.
    run.frame(at: 260, .move(1, 30, 34))
    run.frame(at: 300, .up(1), .up(2))
    #expect(Array(decisions(run).prefix(2)) == ["hold-2:began@40", "hold-2:cancelled@200"])
    #expect(!decisions(run).contains { $0.hasPrefix("scroll") })

    // Without thumb detection the two fingers keep holding: the lower one has not moved
    // 1.5 mm, so nothing is decided.
    let holds = pad()
    holds.frame(at: 0, .down(1, 30, 20), .down(2, 50, 45))
    holds.advance(to: 200)
    holds.frame(at: 200, .move(1, 30, 24))
    #expect(decisions(holds) == ["hold-2:began@40"])
  }

  @Test("a finger landing alone in the thumb zone taps only until it reports again (jailed)")
  func jailedTouchEndsItsTap() {
    for (y, taps) in [(62.0, false), (58.0, true)] {
      let run = pad()
      run.device = {
        $0.detectsThumbs = true
        $0.upperThumbLine = 59.5
        $0.lowerThumbLine = 64.4
      }
      run.frame(at: 0, .down(1, 50, y))
      // Any report of a jailed touch while a tap is in progress is TAP_EVENT_THUMB.
      run.frame(at: 20, .move(1, 50.1, y))
      run.frame(at: 40, .up(1))
      #expect(run.succeeded.contains("pad/tap-1") == taps, "y \(y)")
    }
  }

  @Test("a tap button released under a resting finger cancels its pointer motion: it may hold")
  func tapButtonCancelsTheGesture() {
    let run = pad()
    run.device = {
      $0.detectsThumbs = true
      $0.upperThumbLine = 59.5
      $0.lowerThumbLine = 64.4
    }
    // Tap, then land and move: tap-and-drag, the button held, the pointer moving.
    run.frame(at: 0, .down(1, 30, 20))
    run.frame(at: 30, .up(1))
    run.frame(at: 100, .down(2, 30, 20))
    run.frame(at: 120, .move(2, 33, 20))
    run.frame(at: 140, .move(2, 36, 20))
    // A thumb lands 30 mm below (no finger for tapping); the dragging finger lifts, releasing
    // the button (tp_tap_notify cancels the gesture); the thumb, alone, is revived as it next
    // reports and holds 40 ms later. Without the cancel the pointer motion would go on.
    run.frame(at: 260, .down(3, 35, 50))
    run.frame(at: 300, .up(2))
    for t in stride(from: 310.0, through: 400, by: 10) { run.frame(at: t, .move(3, 35, 50)) }
    #expect(decisions(run).contains("hold-1:began@340"), "\(decisions(run))")
  }

  @Test("a finger landing as the moving one lifts may tap: the pointer motion ends, it may hold")
  func tapCancelsPointerMotion() {
    let run = pad()
    run.frame(at: 0, .down(1, 30, 20))
    run.frame(at: 20, .move(1, 35, 20))
    run.frame(at: 40, .move(1, 40, 20))
    // One report: the moving finger lifts, another lands. Its tap filters motion
    // (tp_tap_handle_state), which cancels the pointer motion
    // (tp_gesture_cancel_motion_gestures): the new finger holds after the hold timeout.
    run.frame(at: 100, .up(1), .down(2, 60, 30))
    run.advance(to: 200)
    #expect(decisions(run) == ["hold-1:began@40", "hold-1:cancelled@40", "hold-1:began@140"])
  }

  @Test("a touch resting in a clickpad's button area is no finger until it moves 5 mm")
  func buttonArea() {
    let run = pad()
    run.device = { $0.buttonAreaTop = 50 }
    run.frame(at: 0, .down(1, 30, 20), .down(2, 60, 55))
    run.advance(to: 100)
    // One finger, not two: a one-finger hold.
    #expect(decisions(run) == ["hold-1:began@40"])
    run.frame(at: 150, .move(2, 60, 51))
    run.frame(at: 160, .move(2, 65, 51))
    run.advance(to: 400)
    // Moved 5 mm: a finger, the count changes.
    #expect(decisions(run).contains("hold-1:cancelled@260"))
  }

  @Test("a clickpad's press pins the touches: a hold ends there, not cancelled (tp_pin_fingers)")
  func pressEndsHold() {
    let run = pad()
    var pressed = false
    run.device = {
      $0.isClickpad = true
      if pressed { $0.buttons = .left }
    }
    run.frame(at: 0, .down(1, 30, 20), .down(2, 50, 20))
    run.advance(to: 100)
    pressed = true
    run.frame(at: 110, .move(1, 30, 20.1))
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:ended@110"])
  }

  @Test("a pinned touch is a finger again 1.5 mm from its pin (tp_unpin_finger), not 1.4 mm")
  func unpinDistance() {
    for (moved, holds) in [(1.4, false), (1.6, true)] {
      let run = pad()
      var pressed = false
      run.device = {
        $0.isClickpad = true
        if pressed { $0.buttons = .left }
      }
      run.frame(at: 0, .down(1, 30, 20))
      pressed = true
      run.frame(at: 10, .move(1, 30, 20))
      pressed = false
      run.frame(at: 20, .move(1, 30, 20))
      run.frame(at: 100, .move(1, 30 + moved, 20))
      run.advance(to: 300)
      #expect(decisions(run).contains("hold-1:began@140") == holds, "moved \(moved) mm")
    }
  }

  @Test("a finger the pad counts but does not place taps too: the tap waits for its lift")
  func unplacedFingerTaps() {
    let run = pad()
    run.frame(at: 0, .down(1, 30, 20), extra: 1)
    run.frame(at: 60, .up(1), extra: 1)
    #expect(!run.succeeded.contains("pad/tap-2"))
    run.frame(at: 70)
    #expect(run.succeeded.contains("pad/tap-2"))
  }
}
