import GestureTestSupport
import Testing

@testable import Gestures

@Suite struct SimultaneousGestureTests {
  @Test func twoDragsBeginWithTheFirstToMoveAndEndTogether() {
    let e = Driver(
      TestDrag(minimumDistance: 2).simultaneously(with: TestDrag(minimumDistance: 6)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 13, 10, .moved)))
    e.send(frame(200, (1, 15, 10, .moved)), frame(300, (1, 17, 10, .moved)))
    e.send(frame(400, (1, 17, 10, .up)))
    #expect(e.phases == [.began, .changed, .changed, .ended])
    let p = { (x: Double) in Point(x: x, y: 0) }
    #expect(
      e.values == [
        .init(first: p(3), second: nil), .init(first: p(5), second: nil),
        .init(first: p(7), second: p(7)), .init(first: p(7), second: p(7)),
      ])
    #expect(e.json[0] == #"{"first":{"translation":[3.000000,0.000000]},"second":null}"#)
    #expect(e.text[0] == "first: (3.000000, 0.000000), second: none")
  }

  @Test func discretePairEndsWhenBothAreDone() {
    let e = Driver(TestTap(tag: 4).simultaneously(with: TestPress()))
    #expect(!e.recognizer.isContinuous)
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.ended])
    #expect(e.values == [.init(first: 4, second: nil)])
    #expect(e.json == [#"{"first":4,"second":null}"#])
  }

  @Test func discretePairWaitsForTheSlowerPart() {
    let e = Driver(
      TestPress(duration: 200).simultaneously(with: TestPress(duration: 500)))
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(300))
    #expect(e.phases.isEmpty)
    e.advance(toTime: ms(500))
    #expect(e.phases == [.ended])
    #expect(e.values == [.init(first: true, second: true)])
  }

  @Test func bothFailingFailsWithBothReasons() {
    let e = Driver(TestPress().simultaneously(with: TestDrag(minimumDistance: 5)))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 11, 10, .up)))
    #expect(e.phases == [.failed])
    #expect(
      e.reasons == [
        .partsFailed(
          first: .liftedTooSoon(duration: 0.1, minimum: 0.5),
          second: .endedBelowThreshold(measure: "distance", value: 1, threshold: 5, unit: " mm"))
      ])
    #expect(e.json == [#"{"first":null,"second":null}"#])
  }

  @Test func activeCompositeIsCancelledWhenBothStopWithoutSuccess() {
    let e = Driver(TestDrag(minimumDistance: 1).simultaneously(with: TestPress()))
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 12, 10, .moved)))
    e.send(frame(200, (1, 30, 10, .moved)))  // the press fails: moved too far
    e.send(frame(300, (1, 30, 10, .cancelled)))
    #expect(e.phases == [.began, .changed, .cancelled])
    #expect(
      e.reasons.last
        == .partsFailed(first: .touchCancelled, second: .movedTooFar(distance: 20, maximum: 10)))
  }

  @Test func aDiscretePartMakesAContinuousPairBegin() {
    let e = Driver(TestPress().simultaneously(with: TestDrag(minimumDistance: 5)))
    #expect(e.recognizer.isContinuous)
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(500))
    #expect(e.phases == [.began])
    #expect(e.values == [.init(first: true, second: nil)])
    e.send(frame(600, (1, 12, 10, .moved)), frame(700, (1, 16, 10, .moved)))
    e.send(frame(800, (1, 16, 10, .up)))
    #expect(e.phases == [.began, .changed, .ended])
    #expect(e.values.last == .init(first: true, second: Point(x: 6, y: 0)))
  }

  @Test func deadlineIsTheEarliestOfTheRunningParts() {
    let e = Driver(TestPress(duration: 500).simultaneously(with: TestTap()))
    e.send(frame(0, (1, 10, 10, .down)))
    #expect(e.recognizer.deadline == ms(500))
    e.advance(toTime: ms(500))
    #expect(e.recognizer.deadline == ms(750))
    e.advance(toTime: ms(800))
    #expect(e.phases == [.ended])
    #expect(e.values == [.init(first: true, second: nil)])
    #expect(!e.recognizer.succeedsOnlyAfterLift)
  }
}
