import GestureTestSupport
import Testing

@testable import Gestures

/// Fingers a touchpad counts by its BTN_TOOL_* keys beyond its slots: libinput's fake touches
/// (`tp_process_fake_touches`), one for each finger beyond the slots and none while the count
/// fits them (`tp_fake_finger_count`), touching while a slot's touch does
/// (`tp_unhover_pressure`), no fingers while the top-most touch they copy is a palm by pressure
/// (`tp_position_fake_touches`). Events through the decoder and the engine, on the 100 × 70 mm
/// pressure clickpad (touch at pressure 30, palm over 130).
@Suite struct TouchpadFakeTouchTests {
  private func padRun() -> EngineRun {
    let root = Region(name: "pad")
    for n in 1...3 {
      root.simultaneousGesture(TouchpadGesture(.tap, touches: n), name: "tap-\(n)")
    }
    root.simultaneousGesture(TouchpadGesture(.scroll), name: "scroll")
    root.simultaneousGesture(TouchpadGesture(.swipe, touches: 3), name: "swipe-3")
    return EngineRun(root: root)
  }

  /// The finger counts of the frames and the gestures that succeeded.
  private func play(_ s: EventScript, slots: Int32) throws -> (fingers: [Int], run: EngineRun) {
    var decoder = MultitouchDecoder(device: pressurePad(slots: slots))
    let run = padRun()
    var fingers: [Int] = []
    for e in s.events where try decoder.feed(e) {
      fingers.append(decoder.frame.fingerCount)
      run.send(decoder.frame)
    }
    run.finish()
    return (fingers, run)
  }

  /// Lifts every slot and lets every key go at `ms`.
  private func liftAll(_ s: inout EventScript, at ms: Int64, slots: Int32) {
    s.at(ms)
    for k in 0..<slots {
      s.abs(AbsCode.mtSlot, k)
      s.abs(AbsCode.mtTrackingID, -1)
    }
    s.key(KeyCode.btnToolTripleTap, 0)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
  }

  @Test(
    "a finger the keys count before the pad places it in a slot is counted once when it lands: 3 fingers on 2 slots tap 3, on 3 slots (no fake touch) 2",
    arguments: [(2, 3), (3, 2)] as [(Int32, Int)])
  func fingerAnnouncedBeforeItsSlot(slots: Int32, tap: Int) throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 300, y: 300)
    s.abs(AbsCode.mtPressure, 60)
    s.key(KeyCode.btnToolFinger, 1)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    // The keys count three fingers; the second is in no slot yet.
    s.at(20)
    s.key(KeyCode.btnToolFinger, 0)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    s.at(40)
    s.touch(slot: 1, id: 2, x: 600, y: 300)
    s.abs(AbsCode.mtPressure, 60)
    s.syn()
    liftAll(&s, at: 100, slots: slots)
    let (fingers, run) = try play(s, slots: slots)
    // Two slots: the third finger is a fake touch from 20 ms, the second a slot's from 40 ms.
    // Three: the keys' count fits the slots, no fake touch, the slots' touches alone count.
    #expect(fingers == (slots == 2 ? [1, 2, 3, 0] : [1, 2, 0]))
    #expect(run.succeeded == ["pad/tap-\(tap)"])
  }

  /// A finger at (30, 30) mm in slot 0, a touch of `pressure` at (50, 45) mm in slot 1 (and a
  /// finger at (40, 30) mm in slot 2 where there is one), three fingers counted by the keys;
  /// with `move` the fingers (a palm stays) move 12 mm right in 12 frames; then all lift.
  private func beside(pressure: Int32, slots: Int32, move: Bool) -> EventScript {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 300, y: 300)
    s.abs(AbsCode.mtPressure, 60)
    s.touch(slot: 1, id: 2, x: 500, y: 450)
    s.abs(AbsCode.mtPressure, pressure)
    if slots > 2 {
      s.touch(slot: 2, id: 3, x: 400, y: 300)
      s.abs(AbsCode.mtPressure, 60)
    }
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    var t: Int64 = 0
    for k in 1..<(move ? 13 : 1) {
      t = Int64(k) * 12
      s.at(t)
      for slot: Int32 in 0..<slots where slot != 1 || pressure <= 130 {
        s.abs(AbsCode.mtSlot, slot)
        s.abs(AbsCode.mtPositionX, [300, 500, 400][Int(slot)] + Int32(k) * 10)
      }
      s.syn()
    }
    liftAll(&s, at: t + 100, slots: slots)
    return s
  }

  @Test(
    "a palm beside two fingers is no finger, also when the keys count it beyond the slots: a 2-finger tap",
    arguments: [2, 3] as [Int32])
  func palmBesideTwoFingersTaps(slots: Int32) throws {
    let palm = try play(beside(pressure: 200, slots: slots, move: false), slots: slots)
    #expect(palm.fingers == [2, 0])
    #expect(palm.run.succeeded == ["pad/tap-2"])
    // The same touch pressing as a finger makes three.
    let finger = try play(beside(pressure: 60, slots: slots, move: false), slots: slots)
    #expect(finger.fingers == [3, 0])
    #expect(finger.run.succeeded == ["pad/tap-3"])
  }

  @Test(
    "two fingers moving beside a palm scroll, three swipe (libinput's gestures count no palm)",
    arguments: [2, 3] as [Int32])
  func palmBesideTwoFingersScrolls(slots: Int32) throws {
    let palm = try play(beside(pressure: 200, slots: slots, move: true), slots: slots)
    #expect(palm.run.succeeded == ["pad/scroll"])
    let finger = try play(beside(pressure: 60, slots: slots, move: true), slots: slots)
    #expect(finger.run.succeeded == ["pad/swipe-3"])
  }

  @Test("the fake touches copy the top-most touch: below a palm by pressure they are palms too")
  func fakeTouchesBelowAPalm() throws {
    // The palm at (50, 20) mm is the top-most touch: libinput's fake touch takes its pressure
    // and is a palm, one finger is left; a palm below the finger leaves two.
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 300, y: 300)
    s.abs(AbsCode.mtPressure, 60)
    s.touch(slot: 1, id: 2, x: 500, y: 200)
    s.abs(AbsCode.mtPressure, 200)
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    liftAll(&s, at: 100, slots: 2)
    let top = try play(s, slots: 2)
    #expect(top.fingers == [1, 0])
    #expect(top.run.succeeded == ["pad/tap-1"])
  }
}
