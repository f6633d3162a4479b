import Testing

@testable import Gestures

@Suite struct SynDroppedTests {
  @Test func liftInsideTheGapIsCancelled() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    s.at(8)
    s.abs(AbsCode.mtPositionX, 20)
    s.syn()
    s.at(16)
    s.syn(SynCode.dropped)
    s.abs(AbsCode.mtPositionX, 40)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    s.at(40)
    s.touch(slot: 0, id: 2, x: 500, y: 500)
    s.syn()
    let frames = try decode(TestDevices.touchscreenB(), s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["moved@0"], ["cancelled@0"], ["down@0"]])
    #expect(frames[2].time == 16_000)
  }

  @Test func staleContactReplacedLaterIsCancelledNotLost() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    s.at(16)
    // The lift was in the events the kernel threw away; the gap carries nothing for slot 0.
    s.syn(SynCode.dropped)
    s.syn()
    s.at(40)
    s.touch(slot: 0, id: 2, x: 500, y: 500)
    s.syn()
    let frames = try decode(TestDevices.touchscreenB(), s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["cancelled@0", "down@0"]])
  }

  @Test func contactThatSurvivesTheGapKeepsItsID() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    s.at(16)
    s.syn(SynCode.dropped)
    s.abs(AbsCode.mtPositionX, 30)
    s.syn()
    s.at(24)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    let frames = try decode(TestDevices.touchscreenB(), s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["moved@0"], ["up@0"]])
    #expect(frames[1].contacts[0].id == frames[0].contacts[0].id)
  }
}

@Suite struct ToolFingerTests {
  @Test func extraFingersAreCountedWithoutPositions() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 100, y: 100)
    s.touch(slot: 1, id: 2, x: 300, y: 100)
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolDoubleTap, 1)
    s.syn()
    s.at(10)
    s.key(KeyCode.btnToolDoubleTap, 0)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    s.at(20)
    s.key(KeyCode.btnToolTripleTap, 0)
    s.key(KeyCode.btnToolQuadTap, 1)
    s.syn()
    s.at(30)
    s.key(KeyCode.btnToolQuadTap, 0)
    s.key(KeyCode.btnToolDoubleTap, 1)
    s.syn()
    let frames = try decode(TestDevices.touchpad(), s.events)
    #expect(frames.map(\.fingerCount) == [2, 3, 4, 2])
    #expect(frames.allSatisfy { $0.contacts.count == 2 })
  }

  @Test func toolCountIsIgnoredWhenSlotsSuffice() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 100, y: 100)
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    let frames = try decode(TestDevices.touchpad(slots: 5), s.events)
    #expect(frames[0].fingerCount == 1)
  }
}

@Suite struct CancellationCauseTests {
  @Test func framesSayWhyTheirContactsWereCancelled() throws {
    var decoder = MultitouchDecoder(device: TestDevices.touchscreenB())
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 10, y: 10)
    s.syn()
    for e in s.events { _ = try decoder.feed(e) }
    #expect(decoder.frame.cancellation == nil)
    let cancelled = decoder.cancelAll(at: 50)
    #expect(cancelled)
    #expect(decoder.frame.cancellation == .deviceRemoved)
  }

  @Test func aLostLiftAndAPalmAreNamed() throws {
    var lost = EventScript()
    lost.touch(slot: 0, id: 1, x: 10, y: 10)
    lost.syn()
    lost.syn(SynCode.dropped)
    lost.abs(AbsCode.mtTrackingID, -1)
    lost.syn()
    #expect(try decode(TestDevices.touchscreenB(), lost.events).last?.cancellation == .lostLift)
    var palm = EventScript()
    palm.touch(slot: 0, id: 1, x: 10, y: 10)
    palm.syn()
    palm.abs(AbsCode.mtToolType, 2)
    palm.syn()
    #expect(try decode(TestDevices.touchscreenB(), palm.events).last?.cancellation == .palm)
  }

  @Test func aGestureCancelledByARemovedDeviceSaysSo() {
    let recorder = TransitionRecorder()
    let root = Region(name: "root")
    root.gesture(DragGesture(minimumDistance: 0), name: "drag")
    let engine = Engine(root: root, sink: recorder)
    engine.handle(
      TouchFrame(time: 0, device: 0, contacts: [Contact(id: 1, slot: 0, x: 5, y: 5, phase: .down)]))
    engine.handle(
      TouchFrame(
        time: 10_000, device: 0, contacts: [Contact(id: 1, slot: 0, x: 9, y: 5, phase: .cancelled)],
        cancellation: .deviceRemoved))
    #expect(recorder.transitions.last?.reason == .touchCancelledBecause(.deviceRemoved))
    #expect(
      recorder.transitions.last?.reason?.description
        == "a touch was cancelled: the device was removed")
  }
}
