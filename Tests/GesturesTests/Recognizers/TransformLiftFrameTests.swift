import GestureTestSupport
import Testing

@testable import Gestures

/// Found reviewing the golden logs: a magnify or rotate ended with the vector between a lifted
/// touch's last position and the other touch's new one (SynPS/2 two-finger-scroll-horizontal
/// ended `rotate` at 177°, and failed `magnify` "with scale change 0.958, below the threshold
/// 0.010").
@Suite("Magnify and rotate across a lift frame")
struct TransformLiftFrameTests {
  @Test("magnify ends with the last value both touches made, not the lift frame's vector")
  func magnifyEndsWithLastBothDownValue() {
    let d = Driver(MagnifyGesture())
    d.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    d.move(2, 40, 20, at: 50)
    #expect(d.phases == [.began])
    #expect(approx(d.values[0]!.magnification, 1.5))
    // Touch 2 lifts at (40, 20) while touch 1 jumps to (35, 20) in the same frame.
    d.frame(at: 60, .move(1, 35, 20), .up(2))
    // Beside a finger still down, the lift reaches the gesture when the bounce window closes.
    d.advance(to: 60 + bounceWindow)
    #expect(d.phases == [.began, .ended])
    #expect(approx(d.values.last!!.magnification, 1.5))
  }

  @Test("rotate ends with the last value both touches made, not a 180° flip")
  func rotateEndsWithLastBothDownValue() {
    let d = Driver(RotateGesture())
    d.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    d.move(2, 30, 25, at: 50)
    #expect(d.phases == [.began])
    let turned = d.values[0]!.rotation.degrees
    #expect(turned > 13 && turned < 15)
    // Touch 1 passes the lifting touch 2 in the lift frame: the raw vector points backwards.
    d.frame(at: 60, .move(1, 40, 25), .up(2))
    d.advance(to: 60 + bounceWindow)
    #expect(d.phases == [.began, .ended])
    #expect(approx(d.values.last!!.rotation.degrees, turned))
  }

  @Test("a lift below the threshold fails with the value the touches made, not the lift jump")
  func magnifyFailsWithTruthfulValue() {
    let d = Driver(MagnifyGesture())
    d.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    d.move(2, 30.1, 20, at: 50)
    #expect(d.phases == [])
    d.frame(at: 60, .move(1, 29, 20), .up(2))
    d.advance(to: 60 + bounceWindow)
    #expect(d.phases == [.failed])
    guard case .endedBelowThreshold(_, let value, let threshold, _) = d.reason else {
      Issue.record("expected endedBelowThreshold, got \(String(describing: d.reason))")
      return
    }
    #expect(approx(value, 0.005))
    #expect(value < threshold)
  }
}
