import GestureTestSupport
import Testing

@testable import Gestures

@Suite struct ExclusiveGestureTests {
  @Test func firstWinsWhenItsRulesAreMet() {
    let e = Driver(TestPress().exclusively(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 11, 10, .moved)))
    e.advance(toTime: ms(500))
    #expect(e.phases == [.ended])
    #expect(e.values == [.first(true)])
    #expect(e.json == [#"{"first":true}"#])
    #expect(e.text == ["first: true"])
    let r = e.recognizer as! ExclusiveGestureRecognizer<TestPress, TestDrag>
    #expect(r.second.state == .failed)
    #expect(r.second.failure == .defeated(by: "first"))
  }

  @Test func secondWaitsWhileFirstIsPossibleThenWins() {
    let e = Driver(TestPress().exclusively(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 16, 10, .moved)))
    // The drag's rules are met but the press is still possible: nothing yet.
    #expect(e.phases.isEmpty)
    e.send(frame(200, (1, 22, 10, .moved)))  // the press fails: 12 mm
    e.send(frame(300, (1, 25, 10, .moved)), frame(400, (1, 25, 10, .up)))
    #expect(e.phases == [.began, .changed, .ended])
    #expect(
      e.values == [
        .second(Point(x: 12, y: 0)), .second(Point(x: 15, y: 0)), .second(Point(x: 15, y: 0)),
      ])
    #expect(e.json[0] == #"{"second":{"translation":[12.000000,0.000000]}}"#)
  }

  @Test func secondWinsAtOnceOverAFirstThatNeedsALift() {
    let e = Driver(TestTap().exclusively(before: TestPress()))
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(500))
    #expect(e.phases == [.ended])
    #expect(e.values == [.second(true)])
    let r = e.recognizer as! ExclusiveGestureRecognizer<TestTap, TestPress>
    #expect(r.first.failure == .defeated(by: "second"))
  }

  @Test func firstThatNeedsALiftStillWinsOnLift() {
    let e = Driver(TestTap(tag: 7).exclusively(before: TestPress()))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.ended])
    #expect(e.values == [.first(7)])
  }

  @Test func continuousSecondThatEndedWhileWaitingBeginsAndEnds() {
    // The drag moves 6 mm (ready, waits for the press) and lifts: the press fails, the drag
    // succeeds and ends in the same step.
    let e = Driver(TestPress().exclusively(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 16, 10, .moved)))
    e.send(frame(200, (1, 16, 10, .up)))
    #expect(e.phases == [.began, .ended])
    #expect(e.values.last == .second(Point(x: 6, y: 0)))
  }

  @Test func bothFailingFailsWithBothReasons() {
    let e = Driver(TestPress().exclusively(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.failed])
    #expect(
      e.reasons == [
        .partsFailed(
          first: .liftedTooSoon(duration: 0.1, minimum: 0.5),
          second: .endedBelowThreshold(measure: "distance", value: 0, threshold: 5, unit: " mm"))
      ])
    #expect(e.json == ["null"])
  }

  @Test func winnerCancelledCancelsTheComposite() {
    let e = Driver(TestDrag(minimumDistance: 1).exclusively(before: TestPress()))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 12, 10, .moved)))
    e.send(frame(200, (1, 12, 10, .cancelled)))
    #expect(e.phases == [.began, .cancelled])
    #expect(e.reasons.last == .partFailed(part: "first", reason: .touchCancelled))
  }

  @Test func continuityFollowsTheWinner() {
    let r = TestTap().exclusively(before: TestDrag()).makeRecognizer()
    #expect(r.isContinuous)
    let e = Driver(TestTap(tag: 3).exclusively(before: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(!e.recognizer.isContinuous)
    #expect(e.phases == [.ended])
    #expect(e.values == [.first(3)])
  }
}
