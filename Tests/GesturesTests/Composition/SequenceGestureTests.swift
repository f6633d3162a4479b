import GestureTestSupport
import Testing

@testable import Gestures

@Suite struct SequenceGestureTests {
  typealias V = SequenceGesture<TestPress, TestDrag>.Value

  @Test func pressThenDragBeginsAtThePressAndFollowsTheDrag() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)), frame(200, (1, 11, 10, .moved)))
    #expect(e.phases.isEmpty)
    #expect(e.recognizer.value == .first(true))
    e.send(frame(600, (1, 14, 10, .moved)))
    e.send(frame(700, (1, 14, 13, .moved)), frame(800, (1, 14, 13, .up)))
    #expect(e.phases == [.began, .changed, .changed, .ended])
    #expect(
      e.values == [
        .second(true, Point(x: 0, y: 0)), .second(true, Point(x: 3, y: 0)),
        .second(true, Point(x: 3, y: 3)), .second(true, Point(x: 3, y: 3)),
      ])
    #expect(e.json[1] == #"{"first":true,"second":{"translation":[3.000000,0.000000]}}"#)
    #expect(e.text[1] == "first: true, second: (3.000000, 0.000000)")
  }

  @Test func secondStartsAtTheHandOverPosition() {
    let e = Driver(TestPress().sequenced(before: TestDrag(minimumDistance: 2)))
    e.send(frame(0, (1, 10, 10, .down)), frame(400, (1, 15, 10, .moved)))
    e.advance(toTime: ms(500))
    // First ended: the sequence began with no second value yet.
    #expect(e.phases == [.began])
    #expect(e.values == [.second(true, nil)])
    #expect(e.json == [#"{"first":true,"second":null}"#])
    #expect(e.text == ["first: true, second: none"])
    e.send(frame(600, (1, 16, 10, .moved)))
    #expect(e.phases == [.began])
    e.send(frame(700, (1, 17, 10, .moved)))
    #expect(e.phases == [.began, .changed])
    #expect(e.values.last == .second(true, Point(x: 2, y: 0)))
  }

  @Test func movingBeforeFirstEndsFailsTheSequence() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 25, 10, .moved)))
    #expect(e.phases == [.failed])
    #expect(
      e.reasons == [.partFailed(part: "first", reason: .movedTooFar(distance: 15, maximum: 10))])
    #expect(e.json == [#"{"first":true}"#])
  }

  @Test func liftingBeforeFirstEndsFailsTheSequence() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)), frame(300, (1, 10, 10, .up)))
    #expect(e.phases == [.failed])
    #expect(
      e.reasons == [
        .partFailed(part: "first", reason: .liftedTooSoon(duration: 0.3, minimum: 0.5))
      ])
  }

  @Test func secondFailingAfterTheSequenceBeganCancelsIt() {
    let e = Driver(TestPress().sequenced(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(600, (1, 11, 10, .moved)))
    e.send(frame(700, (1, 11, 10, .up)))
    #expect(e.phases == [.began, .cancelled])
    #expect(
      e.reasons == [
        nil,
        .partFailed(
          part: "second",
          reason: .endedBelowThreshold(measure: "distance", value: 1, threshold: 5, unit: " mm")),
      ])
  }

  @Test func secondFailingBeforeTheSequenceBeganFailsIt() {
    let e = Driver(TestPress().sequenced(before: TestDrag(minimumDistance: 5)))
    e.holdsReady = true
    e.send(frame(0, (1, 10, 10, .down)), frame(600, (1, 11, 10, .moved)))
    #expect(e.recognizer.state == .ready)
    e.send(frame(700, (1, 11, 10, .up)))
    // The second part failed while the sequence waited: the arena names what it waited for.
    #expect(e.phases == [.failed])
    #expect(e.reasons == [.liftedWhileWaiting(for: "competitor")])
  }

  @Test func waitingSequenceKeepsFollowingTheSecondPart() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.holdsReady = true
    e.send(frame(0, (1, 10, 10, .down)), frame(600, (1, 12, 10, .moved)))
    e.release(at: ms(650))
    e.send(frame(700, (1, 13, 10, .moved)), frame(750, (1, 13, 10, .up)))
    #expect(e.phases == [.began, .changed, .ended])
    #expect(
      e.values == [
        .second(true, Point(x: 2, y: 0)), .second(true, Point(x: 3, y: 0)),
        .second(true, Point(x: 3, y: 0)),
      ])
  }

  @Test func tapThenTapHandsOverWithNoTouchDown() {
    let e = Driver(TestTap(tag: 1).sequenced(before: TestTap(tag: 2)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.began])
    #expect(e.values == [.second(1, nil)])
    e.send(frame(300, (2, 30, 30, .down)), frame(400, (2, 30, 30, .up)))
    #expect(e.phases == [.began, .ended])
    #expect(e.values.last == .second(1, 2))
    #expect(e.json.last == #"{"first":1,"second":2}"#)
  }

  @Test func deadlinesAndLiftRuleComeFromTheRunningPart() {
    let r = TestTap().sequenced(before: TestPress(duration: 300)).makeRecognizer()
    #expect(r.isContinuous)
    #expect(r.succeedsOnlyAfterLift)
    let e = Driver(TestPress(duration: 500).sequenced(before: TestPress(duration: 300)))
    e.send(frame(0, (1, 10, 10, .down)))
    #expect(e.recognizer.deadline == ms(500))
    e.advance(toTime: ms(500))
    #expect(e.recognizer.deadline == ms(800))
    e.advance(toTime: ms(800))
    #expect(e.phases == [.began, .ended])
    #expect(e.values.last == .second(true, true))
  }

  @Test func touchCancelledInSecondCancelsTheSequence() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)), frame(600, (1, 12, 10, .moved)))
    e.send(frame(700, (1, 12, 10, .cancelled)))
    #expect(e.phases == [.began, .changed, .cancelled])
    #expect(e.reasons.last == .partFailed(part: "second", reason: .touchCancelled))
  }

  @Test func restartsAfterTheTouchesLift() {
    let e = Driver(TestPress().sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    e.send(frame(200, (2, 10, 10, .down)), frame(800, (2, 11, 10, .moved)))
    e.send(frame(900, (2, 11, 10, .up)))
    #expect(e.phases == [.failed, .began, .changed, .ended])
  }
}
