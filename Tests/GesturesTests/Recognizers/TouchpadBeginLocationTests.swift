import GestureTestSupport
import Testing

@testable import Gestures

/// A touchpad gesture waiting for its stage is handed no frame that only moves its touches
/// (``GestureRecognizer/ignoresMoves``): where it begins is still where the fingers are then.
@Suite struct TouchpadBeginLocationTests {
  @Test func aHoldBegunByItsTimerStartsWhereTheFingersCrept() {
    let run = touchpadRun()
    let began = Calls<(String, Point)>()
    run.recorder.observe = { t, r in
      if t.to == .began, let value = (r as? TouchpadGestureRecognizer)?.value {
        began.all.append((t.gesture, value.startLocation))
      }
    }
    run.frame(at: 0, .down(1, 10, 20), .down(2, 20, 20), .down(3, 30, 20))
    // Creeping 0.1 mm a frame: too little for libinput to call it motion.
    for k in 1...8 {
      let y = 20 + 0.1 * Double(k)
      run.frame(at: Double(20 * k), .move(1, 10, y), .move(2, 20, y), .move(3, 30, y))
    }
    run.advance(to: 180)
    #expect(touchpadDecisions(run) == ["hold-3:began@180"])
    #expect(began.all.count == 1)
    let start = began.all.first?.1 ?? Point(x: .nan, y: .nan)
    #expect(abs(start.x - 20) < 1e-9)
    #expect(abs(start.y - 20.8) < 1e-9)
  }
}
