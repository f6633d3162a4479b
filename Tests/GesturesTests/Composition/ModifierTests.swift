import GestureTestSupport
import Testing

@testable import Gestures

/// Collects callback arguments (the gestures' closures are not Sendable; tests run them on one
/// thread).
final class Calls<T> {
  var all: [T] = []
}

@Suite struct ModifierTests {
  @Test func onChangedFiresOnBeganAndChangesOnlyWhenTheValueDiffers() {
    let calls = Calls<Point>()
    let e = Driver(TestDrag(minimumDistance: 1).onChanged { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 12, 10, .moved)))
    e.send(frame(200, (1, 12, 10, .moved)))  // same value: changed, no call
    e.send(frame(300, (1, 13, 10, .moved)), frame(400, (1, 13, 10, .up)))
    #expect(e.phases == [.began, .changed, .changed, .ended])
    #expect(calls.all == [Point(x: 2, y: 0), Point(x: 3, y: 0)])
  }

  @Test func onChangedStartsAfreshInEachAttempt() {
    let calls = Calls<Point>()
    let e = Driver(TestDrag().onChanged { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    e.send(frame(200, (2, 20, 20, .down)), frame(300, (2, 20, 20, .up)))
    #expect(calls.all == [.zero, .zero])
  }

  @Test func onChangedNeverFiresForADiscreteGesture() {
    let calls = Calls<Bool>()
    let e = Driver(TestPress().onChanged { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(600))
    #expect(e.phases == [.ended])
    #expect(calls.all.isEmpty)
  }

  @Test func onEndedFiresOnceWithTheFinalValue() {
    let calls = Calls<Point>()
    let e = Driver(TestDrag().onEnded { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 14, 10, .moved)))
    e.send(frame(200, (1, 14, 12, .up)))
    #expect(calls.all == [Point(x: 4, y: 2)])
  }

  @Test func onEndedIsNotCalledOnFailure() {
    let calls = Calls<Bool>()
    let e = Driver(TestPress().onEnded { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.failed])
    #expect(calls.all.isEmpty)
  }

  @Test func onEndedIsNotCalledOnCancellation() {
    let calls = Calls<Point>()
    let e = Driver(TestDrag().onEnded { calls.all.append($0) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 14, 10, .moved)))
    e.send(frame(200, (1, 14, 10, .cancelled)))
    #expect(e.phases == [.began, .changed, .cancelled])
    #expect(calls.all.isEmpty)
  }

  @Test func onEndedOfAPartFiresWhenThePartEnds() {
    let calls = Calls<Bool>()
    let e = Driver(
      TestPress().onEnded { calls.all.append($0) }.sequenced(before: TestDrag()))
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(500))
    #expect(calls.all == [true])
    #expect(e.phases == [.began])
  }

  @Test func onEndedOfADefeatedPartDoesNotFire() {
    let calls = Calls<Point>()
    let e = Driver(
      TestPress().exclusively(before: TestDrag(minimumDistance: 2).onEnded { calls.all.append($0) })
    )
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 13, 10, .moved)))
    e.advance(toTime: ms(500))
    e.send(frame(600, (1, 13, 10, .up)))
    #expect(e.values == [.first(true)])
    #expect(calls.all.isEmpty)
  }

  @Test func updatingFollowsTheValueAndResetsWhenTheGestureEnds() {
    @GestureState var offset = Point.zero
    let seen = Calls<Point>()
    let e = Driver(
      TestDrag().updating($offset) { value, state, _ in
        state = value
      }.onChanged { _ in seen.all.append(offset) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 13, 10, .moved)))
    #expect(offset == Point(x: 3, y: 0))
    e.send(frame(200, (1, 13, 14, .moved)))
    #expect(offset == Point(x: 3, y: 4))
    e.send(frame(300, (1, 13, 14, .up)))
    #expect(offset == .zero)
    // `updating` runs before an outer `onChanged`.
    #expect(seen.all == [.zero, Point(x: 3, y: 0), Point(x: 3, y: 4)])
  }

  @Test func updatingResetsWhenTheGestureIsCancelled() {
    @GestureState var offset = Point.zero
    let e = Driver(TestDrag().updating($offset) { value, state, _ in state = value })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 13, 10, .moved)))
    #expect(offset == Point(x: 3, y: 0))
    e.send(frame(200, (1, 13, 10, .cancelled)))
    #expect(e.phases.last == .cancelled)
    #expect(offset == .zero)
  }

  @Test func updatingResetsWhenTheGestureFails() {
    @GestureState(initialValue: 0) var count: Int
    let e = Driver(
      TestPress().updating($count) { _, state, _ in state += 1 })
    e.send(frame(0, (1, 10, 10, .down)))
    // A discrete gesture never calls the body; give the state a value to see it reset.
    $count.set(5, in: Transaction())
    e.send(frame(100, (1, 10, 10, .up)))
    #expect(e.phases == [.failed])
    #expect(count == 0)
  }

  @Test func updatingBodyGetsATransaction() {
    @GestureState var disabled = false
    let e = Driver(
      TestDrag().updating($disabled) { _, state, transaction in
        transaction.disablesAnimations = true
        state = transaction.disablesAnimations
      })
    e.send(frame(0, (1, 10, 10, .down)))
    #expect(disabled)
    #expect($disabled.initialValue == false)
  }

  @Test func mapTransformsTheValueAndLogsItWhenItWritesItself() {
    let e = Driver(TestDrag().map { $0.x })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 12.5, 10, .moved)))
    #expect(e.values == [0, 2.5])
    #expect(e.json == ["0.000000", "2.500000"])
    #expect(e.text == ["0.000000", "2.500000"])
  }

  struct Opaque: Equatable { var dx: Double }

  @Test func mapLogsTheInnerValueWhenTheMappedOneHasNoEncoding() {
    let e = Driver(TestDrag().map { Opaque(dx: $0.x) })
    e.send(frame(0, (1, 10, 10, .down)), frame(100, (1, 12, 10, .moved)))
    #expect(e.values == [Opaque(dx: 0), Opaque(dx: 2)])
    #expect(e.json.last == #"{"translation":[2.000000,0.000000]}"#)
  }

  @Test func modifiersForwardWhatTheEngineReads() {
    let tap = TestTap().onEnded { _ in }.map { $0 * 2 }.makeRecognizer()
    #expect(tap.succeedsOnlyAfterLift)
    #expect(!tap.isContinuous)
    let e = Driver(TestPress().onEnded { _ in }.map { $0 ? 1 : 0 })
    e.send(frame(0, (1, 10, 10, .down)))
    #expect(e.recognizer.deadline == ms(500))
    #expect(e.recognizer.touches.downCount == 1)
    e.advance(toTime: ms(500))
    #expect(e.values == [1])
    #expect(e.json == ["1"])
  }

  @Test func modifiedCompositesCompose() {
    let ended = Calls<SequenceGesture<TestPress, TestDrag>.Value>()
    let e = Driver(
      TestPress().sequenced(before: TestDrag()).onEnded { ended.all.append($0) }
        .simultaneously(with: TestTap().exclusively(before: TestDrag(minimumDistance: 50))))
    e.send(frame(0, (1, 10, 10, .down)))
    e.advance(toTime: ms(500))
    // Moving 6 mm fails the tap; lifting fails the 50 mm drag: the exclusive part fails.
    e.send(frame(600, (1, 16, 10, .moved)), frame(700, (1, 16, 10, .up)))
    #expect(e.phases == [.began, .changed, .ended])
    #expect(ended.all == [.second(true, Point(x: 6, y: 0))])
    #expect(e.values.last??.second == nil)
  }
}
