import Testing

@testable import Gestures

/// A composite's parts follow its lifecycle: they start and retire with it, and when the engine
/// stops the composite (a competitor wins, the input ends) the parts still running stop too, so
/// their callbacks run.
@Suite struct CompositeLifecycleTests {
  func down(_ t: Int64, x: Double = 10) -> TouchFrame {
    frame(t, (1, x, 10, .down))
  }

  @Test func aDefeatedCompositeStopsItsLongPressPart() {
    let log = PressingLog()
    let region = Region(name: "root")
      .gesture(
        LongPressGesture().onPressingChanged(log.action).exclusively(before: TestTap()),
        name: "ex"
      )
      .highPriorityGesture(TestDrag(), name: "drag")
    let r = run(region, [down(0)])
    #expect(r.summary == ["drag:possible→began", "ex:possible→failed"])
    #expect(log.calls == [true, false])
  }

  @Test func theInputEndingStopsTheRunningPart() {
    let log = PressingLog()
    let region = Region(name: "root")
      .gesture(
        LongPressGesture().onPressingChanged(log.action).sequenced(before: TestDrag()), name: "seq")
    let r = run(region, [down(0)], finishAt: 100)
    #expect(r.summary.last?.hasSuffix("possible→failed") == true)
    #expect(log.calls == [true, false])
  }

  @Test func aCancelledSequenceResetsTheGestureStateOfItsSecondPart() {
    @GestureState var offset = 0.0
    let drag = TestDrag().updating($offset) { value, state, _ in state = value.x }
    let region = Region(name: "root").gesture(TestPress().sequenced(before: drag), name: "seq")
    let r = run(region, [down(0), frame(600, (1, 14, 10, .moved))], finishAt: 700)
    #expect(r.summary == ["seq:possible→began", "seq:began→changed", "seq:changed→cancelled"])
    // The cancelled transition still logs the part's value: the part stops after it.
    #expect(r.values[2] == #"{"first":true,"second":{"translation":[4.000000,0.000000]}}"#)
    #expect(offset == 0)
  }

  @Test func partsStartAfreshWithTheNextAttempt() {
    let region = Region(name: "root").gesture(
      TestPress().sequenced(before: TestDrag()), name: "seq")
    let r = run(
      region,
      [
        down(0), frame(600, (1, 12, 10, .moved)), frame(700, (1, 12, 10, .up)),
        down(1000), frame(1100, (1, 10, 10, .up)),
      ])
    #expect(
      r.summary == [
        "seq:possible→began", "seq:began→changed", "seq:changed→ended", "seq:possible→failed",
      ])
    #expect(
      r.transitions[3].reason
        == .partFailed(
          part: "first", reason: .liftedTooSoon(duration: 0.1, minimum: 0.5)))
  }
}
