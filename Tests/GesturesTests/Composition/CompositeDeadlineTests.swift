import GestureTestSupport
import Testing

@testable import Gestures

/// The engine asks only recognizers that may keep time for deadlines
/// (``GestureRecognizer/keepsTime``): a composite keeps time when one of its parts does.
@Suite struct CompositeDeadlineTests {
  @Test func aLongPressBesideADragStillEndsOnTime() {
    let e = Driver(DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.5)))
    e.down(1, 10, 10, at: 0)
    e.advance(to: 600)
    #expect(e.phases.contains(.began))
    #expect(e.phaseTimes.first == 500)
  }

  @Test func aModifiedLongPressStillEndsOnTime() {
    let e = Driver(LongPressGesture(minimumDuration: 0.3).onEnded { _ in })
    e.down(1, 10, 10, at: 0)
    e.advance(to: 400)
    #expect(e.phases == [.ended])
    #expect(e.phaseTimes == [300])
  }

  @Test func onlyKindsWithoutTimersSkipTheQuestion() {
    #expect(!DragGesture().makeRecognizer().keepsTime)
    #expect(!MagnifyGesture().simultaneously(with: RotateGesture()).makeRecognizer().keepsTime)
    #expect(DragGesture().simultaneously(with: TapGesture()).makeRecognizer().keepsTime)
    #expect(DragGesture().sequenced(before: LongPressGesture()).makeRecognizer().keepsTime)
    #expect(LongPressGesture().onEnded { _ in }.makeRecognizer().keepsTime)
  }
}
