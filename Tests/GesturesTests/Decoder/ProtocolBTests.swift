import Testing

@testable import Gestures

@Suite struct ProtocolBTests {
  let device = TestDevices.touchscreenB()

  @Test func downMoveUpInMillimetres() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 7, x: 100, y: 200)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtPositionX, 150)
    s.syn()
    s.at(20)
    s.abs(AbsCode.mtTrackingID, -1)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["moved@0"], ["up@0"]])
    #expect(frames[0].contacts[0].x == 10 && frames[0].contacts[0].y == 20)
    #expect(frames[1].contacts[0].x == 15)
    #expect(frames[2].contacts[0].x == 15)
    #expect(frames.map(\.time) == [0, 10_000, 20_000])
    #expect(Set(frames.map { $0.contacts[0].id }).count == 1)
    #expect(frames.map(\.fingerCount) == [1, 1, 0])
  }

  @Test func implicitSlotZeroAndInheritedPosition() throws {
    var s = EventScript()
    // No ABS_MT_SLOT before the first touch: slot 0 is implied.
    s.abs(AbsCode.mtTrackingID, 1)
    s.abs(AbsCode.mtPositionX, 300)
    s.abs(AbsCode.mtPositionY, 400)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    s.at(20)
    // The next touch lands at the same spot: the kernel sends no position.
    s.abs(AbsCode.mtTrackingID, 2)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["up@0"], ["down@0"]])
    #expect(frames[2].contacts[0].x == 30 && frames[2].contacts[0].y == 40)
    #expect(frames[2].contacts[0].id != frames[0].contacts[0].id)
  }

  @Test func stationaryContactsAreListedButDoNotMakeAFrame() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.touch(slot: 1, id: 2, x: 500, y: 500)
    s.syn()
    s.at(8)
    s.abs(AbsCode.mtSlot, 1)
    s.abs(AbsCode.mtPositionX, 510)
    s.syn()
    s.at(16)
    s.abs(AbsCode.mtPositionX, 510)  // same value again: no change
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.map(\.phases) == [["down@0", "down@1"], ["stationary@0", "moved@1"]])
  }

  @Test func trackingIDReplacedInOneFrameIsLiftAndTouchDown() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    s.at(8)
    s.touch(slot: 0, id: 2, x: 900, y: 900)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames[1].phases == ["up@0", "down@0"])
    #expect(frames[1].contacts[0].x == 1, "the lift keeps the old contact's position")
    #expect(frames[1].contacts[1].x == 90)
  }

  @Test func slotOutOfRangeIsAnError() {
    var s = EventScript()
    s.abs(AbsCode.mtSlot, 10)
    #expect(throws: DecodeError.self) { try decode(device, s.events) }
    var negative = EventScript()
    negative.abs(AbsCode.mtSlot, -1)
    #expect(throws: DecodeError.self) { try decode(device, negative.events) }
    var last = EventScript()
    last.touch(slot: 9, id: 3, x: 1, y: 1)
    last.syn()
    #expect(throws: Never.self) { try decode(device, last.events) }
  }

  @Test func trackingIDReusedWhileDownIsAnError() {
    var s = EventScript()
    s.touch(slot: 0, id: 5, x: 1, y: 1)
    s.syn()
    s.touch(slot: 1, id: 5, x: 2, y: 2)
    do {
      _ = try decode(device, s.events)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("tracking id 5"))
    }
  }

  @Test func palmCancelsTheContact() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    s.at(8)
    s.abs(AbsCode.mtToolType, 2)
    s.syn()
    s.at(16)
    s.abs(AbsCode.mtPositionX, 50)
    s.syn()
    s.at(24)
    s.abs(AbsCode.mtTrackingID, -1)
    s.abs(AbsCode.mtToolType, 0)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["cancelled@0"]])
  }

  @Test func pressureIsNormalised() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.abs(AbsCode.mtPressure, 51)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames[0].contacts[0].pressure == 0.2)
    #expect(frames[0].contacts[0].major == nil)
  }

  @Test func cancelAllEndsEveryContact() throws {
    var decoder = MultitouchDecoder(device: device)
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.touch(slot: 3, id: 2, x: 20, y: 20)
    s.syn()
    for e in s.events { _ = try decoder.feed(e) }
    let cancelled = decoder.cancelAll(at: 99)
    #expect(cancelled)
    #expect(decoder.frame.phases == ["cancelled@0", "cancelled@3"])
    #expect(decoder.frame.fingerCount == 0)
    let again = decoder.cancelAll(at: 100)
    #expect(!again)
  }
}

@Suite struct UnplacedContactTests {
  @Test func aTouchWithoutAnyKnownPositionIsCountedNotPlaced() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 100, y: 100)
    // Slot 1 never had a position: the kernel would send one only if it changed.
    s.touch(slot: 1, id: 2)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtPositionY, 300)
    s.syn()
    s.at(20)
    s.abs(AbsCode.mtPositionX, 400)
    s.syn()
    s.at(30)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    let frames = try decode(TestDevices.touchscreenB(), s.events)
    #expect(
      frames.map(\.phases) == [["down@0"], ["stationary@0", "down@1"], ["stationary@0", "up@1"]])
    #expect(frames.map(\.fingerCount) == [2, 2, 1])
    #expect(frames[1].contacts[1].x == 40 && frames[1].contacts[1].y == 30)
    #expect(frames[1].time == 20_000, "placed when its position became known")
  }

  @Test func aTouchThatLiftsUnplacedIsNeverReported() throws {
    var s = EventScript()
    s.touch(slot: 1, id: 2)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    let frames = try decode(TestDevices.touchscreenB(), s.events)
    #expect(frames.map(\.fingerCount) == [1, 0])
    #expect(frames.allSatisfy { $0.contacts.isEmpty })
  }
}
