import GestureTestSupport
import Testing

@testable import Gestures

/// libinput decides again on fingers that stay down, and follows a touch through a jump: the
/// touchpad gestures do the same on the real engine. Positions are mm, times ms.
@Suite("Touchpad gestures deciding again (libinput)")
struct TouchpadDecidingAgainTests {
  private func pad() -> EngineRun { touchpadRun() }
  private func decisions(_ run: EngineRun) -> [String] { touchpadDecisions(run) }

  @Test("a hold ended by a click holds again 40 ms after the release, on the same fingers")
  func holdAgainAfterClick() {
    let run = pad()
    var pressed = false
    run.device = {
      $0.isClickpad = true
      if pressed { $0.buttons = .left }
    }
    run.frame(at: 0, .down(1, 30, 20), .down(2, 50, 20))
    run.advance(to: 100)
    pressed = true
    run.frame(at: 100, .move(1, 30, 20.1))
    // Moving on while pressed unpins them (2 mm): the pointer moves, no gesture.
    run.frame(at: 150, .move(1, 30, 22.1), .move(2, 50, 22.1))
    pressed = false
    run.frame(at: 200, .move(1, 30, 22.1))
    run.advance(to: 239)
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:ended@100"])
    run.advance(to: 240)
    #expect(decisions(run) == ["hold-2:began@40", "hold-2:ended@100", "hold-2:began@240"])
    run.frame(at: 300, .up(1), .up(2))
    #expect(decisions(run).last == "hold-2:ended@300")
  }

  @Test("a scroll goes on through a touch's jump (tp_detect_jumps); a gesture that does not fails")
  func scrollThroughJump() {
    let run = pad()
    var jumping = false
    run.device = { frame in
      guard jumping else { return }
      frame.cancellation = .jumped
      // The decoder's continuation comes down in the jumped contact's slot.
      for i in frame.contacts.indices where frame.contacts[i].id == 3 {
        frame.contacts[i].slot = 1
      }
    }
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    for k in 1...6 {
      let y = 20 + 2 * Double(k)
      run.frame(at: 10 * Double(k), .move(1, 10, y), .move(2, 30, y))
    }
    #expect(decisions(run).contains("scroll:began@30"))
    jumping = true
    run.frame(at: 70, .cancel(1), .down(3, 10, 52), .move(2, 30, 34))
    jumping = false
    run.frame(at: 80, .move(3, 10, 54), .move(2, 30, 36))
    run.frame(at: 90, .up(3), .up(2))
    #expect(decisions(run).last == "scroll:ended@90")

    let plain = EngineRun(LongPressGesture(minimumDuration: 1), name: "press")
    var jumped = false
    plain.device = { if jumped { $0.cancellation = .jumped } }
    plain.frame(at: 0, .down(1, 10, 20))
    jumped = true
    plain.frame(at: 50, .cancel(1), .down(2, 10, 40))
    #expect(plain.reason("press") == .touchCancelledBecause(.jumped))
  }

  @Test("a suppressed thumb left alone is a finger again, not in the thumb zone (tp_thumb_revive)")
  func thumbRevived() {
    // The pad is 60 mm high: the upper thumb line at 51 mm.
    func thumbLeftAlone(at thumbY: Double) -> EngineRun {
      let run = pad()
      run.device = {
        $0.detectsThumbs = true
        $0.upperThumbLine = 51
      }
      run.frame(at: 0, .down(1, 30, 20), .down(2, 50, thumbY))
      run.advance(to: 200)
      // The upper finger moves 4 mm, the lower one stays: a thumb; the finger moves alone.
      run.frame(at: 200, .move(1, 30, 24))
      run.frame(at: 260, .move(1, 30, 34))
      run.frame(at: 290, .up(1))
      // The lift alone revives nothing: libinput revives at the thumb's own report.
      run.advance(to: 340)
      run.frame(at: 350, .move(2, 50, thumbY + 0.1))
      run.advance(to: 400)
      return run
    }
    let revived = thumbLeftAlone(at: 50.8)
    #expect(Array(decisions(revived).prefix(2)) == ["hold-2:began@40", "hold-2:cancelled@200"])
    #expect(Array(decisions(revived).dropFirst(2)) == ["hold-1:began@390"])
    // At 50.9 mm the thumb is above the line and a finger again; at 51.1 mm it is below:
    // jailed (THUMB_STATE_REVIVED_JAILED), no hold.
    let jailed = thumbLeftAlone(at: 51)
    #expect(decisions(jailed) == ["hold-2:began@40", "hold-2:cancelled@200"])
  }

  @Test("a touch that turns palm leaves a touchpad gesture as a lift; other gestures fail")
  func palmLeaves() {
    func holdEnd(_ cause: CancellationCause) -> [String] {
      let run = pad()
      var palm = false
      run.device = { if palm { $0.cancellation = cause } }
      run.frame(at: 0, .down(1, 30, 20), .down(2, 50, 20))
      run.advance(to: 100)
      palm = true
      run.frame(at: 100, .cancel(2), .up(1))
      return decisions(run).filter { $0.hasPrefix("hold") }
    }
    // libinput: the palm is no finger any more and the other lifts: the hold ends.
    #expect(holdEnd(.becamePalm) == ["hold-2:began@40", "hold-2:ended@100"])
    #expect(holdEnd(.palm) == ["hold-2:began@40", "hold-2:ended@100"])
    // A cancel of any other cause still cancels it.
    #expect(holdEnd(.lostLift) == ["hold-2:began@40", "hold-2:cancelled@100"])

    let press = EngineRun(LongPressGesture(minimumDuration: 1), name: "press")
    press.device = { $0.cancellation = .becamePalm }
    press.frame(at: 0, .down(1, 10, 20))
    press.frame(at: 50, .cancel(1))
    #expect(press.reason("press") == .touchCancelledBecause(.becamePalm))
  }

  @Test("a palm landing or lifting resets the motion history: the finger beside it holds")
  func palmCountsOnThePad() {
    // libinput's nfingers_down counts palms: a palm lifting in the finger's second frame makes
    // that frame and the next move nothing (tp_need_motion_history_reset), so the finger's
    // hold timer fires first. Without the palm the finger's motion cancels the hold.
    func run(palmLifts: Bool) -> [String] {
      let run = pad()
      run.device = { frame in
        for i in frame.contacts.indices where frame.contacts[i].id == 9 {
          frame.contacts[i].role = .palm
        }
        // As the decoder counts: fingers, not palms.
        frame.fingerCount = frame.contacts.filter(\.isFingerDown).count
      }
      run.frame(at: 0, .down(9, 60, 30))
      run.frame(at: 100, .down(1, 20, 20))
      run.frame(at: 110, .move(1, 20, 20.1))
      run.frame(at: 120, palmLifts ? .up(9) : .move(9, 60, 30), .move(1, 23, 23))
      run.frame(at: 130, .move(1, 23, 23.1))
      run.advance(to: 145)
      run.frame(at: 150, .move(1, 26, 26))
      return decisions(run).filter { $0.hasPrefix("hold") }
    }
    #expect(run(palmLifts: true) == ["hold-1:began@140", "hold-1:cancelled@150"])
    #expect(run(palmLifts: false) == [])
  }

  @Test("a frame in which a touch jumped moves nothing: two fingers jumping start no scroll")
  func jumpMovesNothing() {
    func run(jumping: Bool) -> [String] {
      let run = pad()
      var jump = false
      run.device = { frame in
        guard jump else { return }
        frame.cancellation = .jumped
        for i in frame.contacts.indices where frame.contacts[i].id > 2 {
          frame.contacts[i].slot = frame.contacts[i].id - 3
        }
      }
      run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
      run.frame(at: 10, .move(1, 10, 20.1), .move(2, 30, 20.1))
      run.frame(at: 20, .move(1, 10, 20.2), .move(2, 30, 20.2))
      jump = jumping
      if jumping {
        run.frame(at: 30, .cancel(1), .down(3, 10, 32), .cancel(2), .down(4, 30, 32))
      } else {
        run.frame(at: 30, .move(1, 10, 32), .move(2, 30, 32))
      }
      jump = false
      // A scroll decided at 30 ms scrolls from the next motion.
      run.frame(at: 40, .move(jumping ? 3 : 1, 10, 33), .move(jumping ? 4 : 2, 30, 33))
      return decisions(run).filter { $0.hasPrefix("scroll") }
    }
    #expect(run(jumping: true) == [])
    #expect(run(jumping: false) == ["scroll:began@40"])
  }

  @Test("a second finger's tap ends a hold-and-motion at once, a plain hold after 100 ms")
  func tappingEndsHoldAndMotion() {
    // Tapping filters motion while two fingers may tap (TAP_STATE_TOUCH_2): libinput ends the
    // motion gestures then (tp_gesture_cancel_motion_gestures), a hold that moved among them,
    // even while the finger-count change waits out its 100 ms.
    func run(moved: Bool) -> [String] {
      let run = pad()
      run.frame(at: 0, .down(1, 30, 20))
      run.advance(to: 200)
      run.frame(at: 210, .move(1, 30, 20))
      run.frame(at: 220, .move(1, 30, moved ? 20.2 : 20))
      run.frame(at: 300, .down(2, 50, 20))
      for t in stride(from: 310.0, through: 500, by: 10) { run.frame(at: t, .move(2, 50, 20)) }
      return decisions(run).filter { $0.hasPrefix("hold") }
    }
    #expect(
      run(moved: true) == ["hold-1:began@40", "hold-1:cancelled@300", "hold-2:began@350"])
    #expect(
      run(moved: false) == ["hold-1:began@40", "hold-1:cancelled@400", "hold-2:began@440"])
  }
}
