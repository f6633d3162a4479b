import Testing

@testable import Gestures

/// Composed gestures in the real engine, competing with other gestures.
@Suite struct EngineCompositionTests {
  func region() -> Region {
    Region(name: "root")
      .gesture(TestPress().sequenced(before: TestDrag()), name: "seq")
      .gesture(TestDrag(minimumDistance: 5), name: "drag")
  }

  @Test func holdingLetsTheSequenceWinOverALaterDrag() {
    let r = run(
      region(),
      [
        frame(0, (1, 10, 10, .down)), frame(600, (1, 13, 10, .moved)),
        frame(700, (1, 13, 10, .up)),
      ])
    #expect(
      r.summary == [
        "seq:possible→began", "drag:possible→failed", "seq:began→changed", "seq:changed→ended",
      ])
    #expect(r.transitions[1].reason == .defeated(by: "seq"))
    #expect(r.values[0] == #"{"first":true,"second":{"translation":[0.000000,0.000000]}}"#)
    #expect(r.values[3] == #"{"first":true,"second":{"translation":[3.000000,0.000000]}}"#)
  }

  @Test func movingFirstFailsTheSequenceAndTheDragWins() {
    let r = run(
      region(),
      [
        frame(0, (1, 10, 10, .down)), frame(100, (1, 17, 10, .moved)),
        frame(200, (1, 22, 10, .moved)), frame(300, (1, 22, 10, .up)),
      ])
    // At 7 mm the drag is ready but waits for the sequence (earlier, still possible); at 12 mm
    // the sequence's press fails and the drag wins.
    #expect(
      r.summary == [
        "seq:possible→failed", "drag:possible→began", "drag:began→ended",
      ])
    #expect(
      r.transitions[0].reason
        == .partFailed(part: "first", reason: .movedTooFar(distance: 12, maximum: 10)))
  }

  @Test func theTraceEndingCancelsAnActiveSequence() {
    let r = run(
      region(), [frame(0, (1, 10, 10, .down)), frame(600, (1, 12, 10, .moved))], finishAt: 700)
    #expect(r.summary.last == "seq:changed→cancelled")
    #expect(r.transitions.last?.reason == .traceEnded)
  }

  @Test func exclusiveCompositeCompetesAsItsWinner() {
    let region = Region(name: "root")
      .gesture(TestTap(tag: 2).exclusively(before: TestPress()), name: "ex")
      .gesture(TestDrag(minimumDistance: 5), name: "drag")
    let r = run(region, [frame(0, (1, 10, 10, .down)), frame(100, (1, 10, 10, .up))])
    // The drag fails on its own at the lift (below its threshold), then the tap wins.
    #expect(r.summary == ["drag:possible→failed", "ex:possible→ended"])
    #expect(r.values[1] == #"{"first":2}"#)
  }

  @Test func modifiersForwardTheTapCount() {
    let tap = TestTap().onEnded { _ in }.makeRecognizer()
    #expect(tap.requiredTapCount == 1)
    let composite = TestTap().exclusively(before: TestTap()).makeRecognizer()
    #expect(composite.requiredTapCount == nil)
  }
}
