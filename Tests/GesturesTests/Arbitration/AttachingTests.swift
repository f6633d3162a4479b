import GestureTestSupport
import Testing

@testable import Gestures

/// SwiftUI's attaching API: `.gesture`, `.highPriorityGesture` and `.simultaneousGesture` with
/// the name optional, names derived from the gesture and made unique on their region.
@Suite struct AttachingTests {
  @Test func namesAreDerivedFromTheGestureKind() {
    let region = Region(name: "root")
    region.gesture(DragGesture())
    region.gesture(LongPressGesture())
    region.gesture(TapGesture())
    region.gesture(TapGesture(count: 2))
    region.gesture(TapGesture(count: 3))
    region.gesture(TapGesture(count: 5))
    region.gesture(SpatialTapGesture())
    region.gesture(MagnifyGesture())
    region.gesture(RotateGesture())
    region.gesture(SwipeGesture())
    region.gesture(TipTapGesture())
    #expect(
      region.attachments.map(\.name) == [
        "drag", "long-press", "tap", "double-tap", "triple-tap", "5-tap", "spatial-tap",
        "magnify", "rotate", "swipe", "tip-tap",
      ])
  }

  @Test func modifiersAndCompositesNameWhatTheyWrap() {
    let region = Region(name: "root")
    region.gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
    region.gesture(LongPressGesture().map { $0 ? 1 : 0 })
    region.gesture(DragGesture().updating(GestureState(wrappedValue: 0)) { _, _, _ in })
    region.gesture(LongPressGesture().onPressingChanged { _ in })
    region.gesture(LongPressGesture().sequenced(before: DragGesture()))
    region.gesture(MagnifyGesture().simultaneously(with: RotateGesture()))
    region.gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
    #expect(
      region.attachments.map(\.name) == [
        "drag", "long-press", "drag-2", "long-press-2", "sequence(long-press,drag)",
        "simultaneous(magnify,rotate)", "exclusive(double-tap,tap)",
      ])
  }

  @Test func equalDerivedNamesGetSuffixesAndGivenNamesAreKept() {
    let region = Region(name: "root")
    region.gesture(DragGesture())
    region.highPriorityGesture(DragGesture())
    region.simultaneousGesture(DragGesture())
    region.gesture(DragGesture(), name: "drag")
    region.gesture(DragGesture(), name: "drag-4")
    region.attach(GestureAttachment(DragGesture()))
    region.gesture(TapGesture(), name: "mine")
    #expect(
      region.attachments.map(\.name) == [
        "drag", "drag-2", "drag-3", "drag", "drag-4", "drag-5", "mine",
      ])
    // Unique per region: another region starts again.
    let other = Region(name: "other")
    other.gesture(DragGesture())
    #expect(other.attachments.map(\.name) == ["drag"])
    // A name given to the attachment itself is kept.
    #expect(GestureAttachment(TapGesture()).name == "tap")
    var named = GestureAttachment(TapGesture())
    named.name = "tap"
    region.attach(named)
    region.attach(GestureAttachment(TapGesture(), name: "tap"))
    #expect(region.attachments.suffix(2).map(\.name) == ["tap", "tap"])
  }

  @Test func theEntryPointsKeepTheirParameters() {
    let region = Region(name: "root")
    region.gesture(TapGesture(), including: .subviews)
    region.highPriorityGesture(
      DragGesture(), including: .gesture, waitsForHigherPriority: false,
      simultaneousWith: ["tap"])
    region.simultaneousGesture(LongPressGesture(), including: .none)
    region.highPriorityGesture(TapGesture(), name: "high")
    let a = region.attachments
    #expect(a.map(\.priority) == [.normal, .high, .simultaneous, .high])
    #expect(a.map(\.mask) == [.subviews, .gesture, .none, .all])
    #expect(a.map(\.waitsForHigherPriority) == [true, false, true, true])
    #expect(a[1].simultaneousWith == ["tap"])
    #expect(a.map(\.name) == ["tap", "drag", "long-press", "high"])
  }

  @Test func derivedNamesReachTheLog() {
    let root = Region(name: "root")
    root.gesture(TapGesture(count: 2))
    root.gesture(TapGesture())
    root.gesture(TapGesture())
    root.gesture(DragGesture())
    let run = EngineRun(root: root)
    run.tap(at: 20, 20)
    run.finish()
    #expect(Set(run.transitions.map(\.gesture)) == ["double-tap", "tap", "tap-2", "drag"])
    #expect(run.succeeded == ["root/tap"])
  }

  @Test func simultaneousWithReachesDerivedNames() {
    let root = Region(name: "root")
    root.gesture(MagnifyGesture(), simultaneousWith: ["rotate"])
    root.highPriorityGesture(RotateGesture())
    let run = EngineRun(root: root)
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    // Spread and turn at once: both begin, neither cancels the other.
    run.frame(at: 50, .move(2, 35, 25))
    run.frame(at: 100, .up(1), .up(2))
    run.finish()
    #expect(run.succeeded.sorted() == ["root/magnify", "root/rotate"])
    #expect(run.transitions.allSatisfy { $0.to != .cancelled })
  }

  @Test func swiftUICodePastedCompilesAndRuns() {
    final class Taps { var count = 0 }
    let taps = Taps()
    var tap = TapGesture()
    tap.count = 2
    let region = Region(name: "root")
      .gesture(tap.onEnded { taps.count += 1 })
      .highPriorityGesture(DragGesture().onChanged { _ in }, including: .all)
      .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
      .onLongPressGesture(minimumDuration: 2) {}
    #expect(region.attachments.map(\.name) == ["double-tap", "drag", "long-press", "long-press-2"])
    let run = EngineRun(root: region)
    run.tap(1, at: 20, 20)
    run.tap(2, at: 20, 20, from: 150)
    run.finish()
    #expect(taps.count == 1)
  }

  @Test func kindsOfAnAppsOwnAreNamedByTheirType() {
    // Test gestures that make their own recognizers: their type's name in words.
    #expect(TestPress().defaultName == "test-press")
    #expect(NoValueGesture().defaultName == "no-value")
    #expect(GestureName.kind(typeName: "App.PinchToZoomGesture<Int>") == "pinch-to-zoom")
    #expect(GestureName.kind(typeName: "HTTPTapGesture") == "http-tap")
    #expect(GestureName.kind(typeName: "Gesture") == "gesture")
    #expect(GestureName.words("tipTap2") == "tip-tap2")
    let region = Region(name: "root")
    region.gesture(TestPress())
    region.gesture(TestPress().onEnded { _ in })
    #expect(region.attachments.map(\.name) == ["test-press", "test-press-2"])
  }

  @Test func tapCountIsSettable() {
    var tap = TapGesture()
    tap.count = 2
    #expect(tap.count == 2 && tap.rules.count == 2 && tap.defaultName == "double-tap")
    tap.count = 0
    #expect(tap.count == 1)
    var spatial = SpatialTapGesture()
    spatial.count = 3
    #expect(spatial.rules.count == 3)
    // The count set is the count run: one tap does not end a double tap.
    tap.count = 2
    let run = EngineRun(tap, name: "taps")
    run.tap(at: 20, 20)
    run.advance(to: 1000)
    #expect(run.succeeded.isEmpty)
    #expect(run.summary == ["root/taps:possible→failed"])
    let twice = EngineRun(tap, name: "taps")
    twice.tap(at: 20, 20)
    twice.tap(2, at: 20, 20, from: 150)
    #expect(twice.succeeded == ["root/taps"])
  }
}
