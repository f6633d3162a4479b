import Testing

@testable import Gestures

/// Found reviewing the golden logs: fingers a touchpad counts beyond its slots, or whose slot
/// never got a position, did not count against a gesture's touch count (a three-finger tap on a
/// two-slot Cypress pad, and a two-finger tap on a Wacom Intuos5, ended `tap`).
@Suite("Fingers without a position")
struct UnplacedFingerTests {
  /// A frame of `contacts` in which the device counts `fingers` fingers.
  func frame(_ ms: Int64, _ contacts: [Contact], fingers: Int) -> TouchFrame {
    TouchFrame(time: ms * 1000, device: 0, contacts: contacts, fingerCount: fingers)
  }

  func isNone(_ s: GestureSignal) -> Bool {
    if case .none = s { return true }
    return false
  }

  func isReady(_ s: GestureSignal) -> Bool {
    if case .ready = s { return true }
    return false
  }

  @Test("fingers without a position count against a tap's touch count")
  func tapFailsWithUnplacedFingers() {
    let r = TapGesture().makeRecognizer()
    r.engineStart(at: 0)
    let down = [Contact(id: 1, slot: 0, x: 10, y: 10, phase: .down)]
    let signal = r.engineReceive(frame(0, down, fingers: 3), adopting: .all)
    guard case .failed(.tooManyTouches(let count, let allowed)) = signal else {
      Issue.record("expected tooManyTouches, got \(signal)")
      return
    }
    #expect(count == 3)
    #expect(allowed == 1)
  }

  @Test("a tap whose frames count only its own finger is still a tap")
  func tapWithoutUnplacedFingers() {
    let r = TapGesture().makeRecognizer()
    r.engineStart(at: 0)
    let down = [Contact(id: 1, slot: 0, x: 10, y: 10, phase: .down)]
    #expect(isNone(r.engineReceive(frame(0, down, fingers: 1), adopting: .all)))
    let up = [Contact(id: 1, slot: 0, x: 10, y: 10, phase: .up)]
    #expect(isReady(r.engineReceive(frame(50, up, fingers: 0), adopting: .all)))
  }

  @Test("an unplaced third finger fails a two-finger magnify; a second one does not")
  func magnifyCountsUnplacedFingers() {
    let two = [
      Contact(id: 1, slot: 0, x: 10, y: 10, phase: .down),
      Contact(id: 2, slot: 1, x: 30, y: 10, phase: .down),
    ]
    let r = MagnifyGesture().makeRecognizer()
    r.engineStart(at: 0)
    let signal = r.engineReceive(frame(0, two, fingers: 3), adopting: .all)
    guard case .failed(.tooManyTouches(let count, let allowed)) = signal else {
      Issue.record("expected tooManyTouches, got \(signal)")
      return
    }
    #expect(count == 3)
    #expect(allowed == 2)

    let one = [Contact(id: 1, slot: 0, x: 10, y: 10, phase: .down)]
    let s = MagnifyGesture().makeRecognizer()
    s.engineStart(at: 0)
    #expect(isNone(s.engineReceive(frame(0, one, fingers: 2), adopting: .all)))
  }
}
