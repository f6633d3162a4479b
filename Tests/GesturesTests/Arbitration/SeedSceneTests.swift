import GestureTestSupport
import Testing

@testable import Gestures

/// The seed examples of the arbitration tree, loaded from scene files, against SwiftUI's answers.
@Suite struct SeedSceneTests {
  @Test func textTapInsideAVStackTapOnlyTheTextFires() throws {
    let run = try EngineRun(fixture: "text-tap-in-vstack")
    run.tap(at: 50, 40)
    run.finish()
    #expect(run.succeeded == ["window/vstack/text/text-tap"])
    #expect(run.reason("vstack-tap") == .defeated(by: "text-tap"))
  }

  @Test func tappingTheImageFiresTheVStackTap() throws {
    let run = try EngineRun(fixture: "text-tap-in-vstack")
    run.tap(at: 50, 70)
    run.finish()
    #expect(run.succeeded == ["window/vstack/vstack-tap"])
  }

  @Test func theVStackTapAsHighPriorityOnlyTheVStackFires() throws {
    let run = try EngineRun(fixture: "vstack-high-priority")
    run.tap(at: 50, 40)
    run.finish()
    #expect(run.succeeded == ["window/vstack/vstack-tap"])
    #expect(run.reason("text-tap") == .defeated(by: "vstack-tap"))
  }

  @Test func theVStackTapAsSimultaneousBothFire() throws {
    let run = try EngineRun(fixture: "vstack-simultaneous")
    run.tap(at: 50, 40)
    run.finish()
    #expect(Set(run.succeeded) == ["window/vstack/vstack-tap", "window/vstack/text/text-tap"])
  }

  @Test func aCircleThatAllowsNoHitTestingLetsTheRectangleBelowFire() throws {
    let run = try EngineRun(fixture: "circle-over-rectangle")
    run.tap(at: 70, 70)
    run.finish()
    #expect(run.succeeded == ["window/rectangle/rectangle-tap"])
    #expect(!run.summary.contains { $0.contains("circle-tap") })
  }

  @Test func aSpacerGapHitsNothingUntilAContentShapeMakesItFire() throws {
    let gap = try EngineRun(fixture: "vstack-spacer-gap")
    gap.tap(at: 70, 120)
    gap.finish()
    #expect(gap.summary.isEmpty)
    let shaped = try EngineRun(fixture: "vstack-spacer-content-shape")
    shaped.tap(at: 70, 120)
    shaped.finish()
    #expect(shaped.succeeded == ["window/vstack/vstack-tap"])
    // Tapping a Text still reaches the VStack's tap without a content shape.
    let text = try EngineRun(fixture: "vstack-spacer-gap")
    text.tap(at: 70, 30)
    text.finish()
    #expect(text.succeeded == ["window/vstack/vstack-tap"])
  }

  @Test func aLongPressSequencedBeforeADragMovesOnlyAfterThePress() throws {
    let held = try EngineRun(fixture: "long-press-then-drag")
    held.frame(0, (1, 60, 60, .down))
    held.engine.advance(to: 600_000)
    held.frame(650, (1, 70, 65, .moved))
    held.frame(700, (1, 80, 70, .moved))
    held.frame(750, (1, 80, 70, .up))
    held.finish()
    #expect(
      held.summary == [
        "window/card/press-then-drag:possible→began",
        "window/card/press-then-drag:began→changed",
        "window/card/press-then-drag:changed→changed",
        "window/card/press-then-drag:changed→ended",
      ])
    #expect(held.transitions[0].time == 500_000)

    let hurried = try EngineRun(fixture: "long-press-then-drag")
    hurried.frame(0, (1, 60, 60, .down))
    hurried.frame(100, (1, 70, 65, .moved))
    hurried.frame(150, (1, 70, 65, .up))
    hurried.finish()
    #expect(hurried.summary == ["window/card/press-then-drag:possible→failed"])
  }
}
