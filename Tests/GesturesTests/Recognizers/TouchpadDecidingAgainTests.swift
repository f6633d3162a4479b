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
    #expect(decisions(run).contains("scroll:began@20"))
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
}
