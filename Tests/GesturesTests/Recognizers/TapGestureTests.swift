import GestureTestSupport
import Testing

@testable import Gestures

@Suite("Tap gestures")
struct TapGestureTests {
  /// Taps `count` times with one finger at (x, y): down at `start`, each tap `hold` ms long,
  /// `gap` ms between a lift and the next touch-down.
  func taps(
    _ d: Driver<some Any>, count: Int, at x: Double = 20, _ y: Double = 20, start: Double = 0,
    hold: Double = 100, gap: Double = 100
  ) {
    var t = start
    for i in 0..<count {
      d.down(10 + i, x, y, at: t)
      d.up(10 + i, at: t + hold)
      t += hold + gap
    }
  }

  @Test("single, double and triple taps end when the last tap lifts", arguments: [1, 2, 3])
  func counts(count: Int) {
    let d = Driver(TapGesture(count: count))
    taps(d, count: count)
    #expect(d.phases == [.ended])
    #expect(d.phaseTimes == [Double(count) * 200 - 100])
    #expect(d.recognizer.succeedsOnlyAfterLift)
    #expect(!d.recognizer.isContinuous)
    #expect(json(d.recognizer) == "null")
  }

  @Test("too few taps time out after the gap", arguments: [2, 3])
  func tooFewTaps(count: Int) {
    let d = Driver(TapGesture(count: count))
    taps(d, count: count - 1)
    #expect(d.phases == [])
    d.advance(to: 2000)
    #expect(d.phases == [.failed])
    #expect(d.reason == .tapTimedOut(taps: count - 1, required: count, maximumGap: 0.35))
    #expect(d.phaseTimes == [Double(count - 1) * 200 - 100 + 350])
  }

  @Test("a double tap with a gap just under 0.35 s succeeds, just over fails")
  func gap() {
    let under = Driver(TapGesture(count: 2))
    taps(under, count: 2, gap: 349)
    #expect(under.phases == [.ended])

    let over = Driver(TapGesture(count: 2))
    taps(over, count: 2, gap: 351)
    #expect(over.phases == [.failed])
    #expect(over.reason == .tapTimedOut(taps: 1, required: 2, maximumGap: 0.35))
    #expect(over.phaseTimes == [450])
  }

  @Test("maximumGap is a parameter")
  func customGap() {
    let under = Driver(TapGesture(count: 2, maximumGap: 0.5))
    taps(under, count: 2, gap: 499)
    #expect(under.phases == [.ended])
    let over = Driver(TapGesture(count: 2, maximumGap: 0.5))
    taps(over, count: 2, gap: 501)
    #expect(over.reason == .tapTimedOut(taps: 1, required: 2, maximumGap: 0.5))
  }

  @Test("a tap held just under 0.75 s succeeds, just over fails at the deadline")
  func duration() {
    let under = Driver(TapGesture())
    taps(under, count: 1, hold: 749)
    #expect(under.phases == [.ended])

    let over = Driver(TapGesture())
    taps(over, count: 1, hold: 751)
    #expect(over.phases == [.failed])
    #expect(over.reason == .heldTooLong(duration: 0.75, maximum: 0.75))
    #expect(over.phaseTimes == [750])
  }

  @Test("the second tap of a double tap is held to the same limit")
  func secondTapDuration() {
    let d = Driver(TapGesture(count: 2, maximumDuration: 0.3))
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 100)
    d.down(2, 20, 20, at: 200)
    d.up(2, at: 600)
    #expect(d.reason == .heldTooLong(duration: 0.3, maximum: 0.3))
    #expect(d.phaseTimes == [500])
  }

  @Test("a touch moving just under 45 pt still taps, just over fails")
  func movement() {
    let limit = pt(45)  // 7.144 mm
    let under = Driver(TapGesture())
    under.down(1, 20, 20, at: 0)
    under.move(1, 20 + limit - 0.01, 20, at: 50)
    under.up(1, at: 100)
    #expect(under.phases == [.ended])

    let over = Driver(TapGesture())
    over.down(1, 20, 20, at: 0)
    over.move(1, 20, 20 + limit + 0.01, at: 50)
    #expect(over.phases == [.failed])
    guard case .movedTooFar(let distance, let maximum) = over.reason else {
      Issue.record("expected movedTooFar, got \(String(describing: over.reason))")
      return
    }
    #expect(approx(distance, limit + 0.01))
    #expect(approx(maximum, limit))
  }

  @Test("maximumMovement is a parameter, in points")
  func customMovement() {
    let d = Driver(TapGesture(maximumMovement: 10))
    d.down(1, 20, 20, at: 0)
    d.move(1, 22, 20, at: 50)  // 2 mm > 10 pt = 1.5875 mm
    guard case .movedTooFar(let distance, let maximum) = d.reason else {
      Issue.record("expected movedTooFar")
      return
    }
    #expect(approx(distance, 2))
    #expect(approx(maximum, pt(10)))
  }

  @Test("the second tap must land within 45 pt of the first")
  func distanceBetweenTaps() {
    let limit = pt(45)
    let near = Driver(TapGesture(count: 2))
    near.down(1, 20, 20, at: 0)
    near.up(1, at: 100)
    near.down(2, 20 + limit - 0.01, 20, at: 200)
    near.up(2, at: 300)
    #expect(near.phases == [.ended])

    let far = Driver(TapGesture(count: 2))
    far.down(1, 20, 20, at: 0)
    far.up(1, at: 100)
    far.down(2, 20 + limit + 0.01, 20, at: 200)
    #expect(far.phases == [.failed])
    guard case .tapTooFar(let distance, let maximum) = far.reason else {
      Issue.record("expected tapTooFar, got \(String(describing: far.reason))")
      return
    }
    #expect(approx(distance, limit + 0.01))
    #expect(approx(maximum, limit))
    #expect(far.phaseTimes == [200])
  }

  @Test("the third tap is measured from the first, not the second")
  func thirdTapFromFirst() {
    let step = pt(45) * 0.6
    let d = Driver(TapGesture(count: 3))
    for i in 0..<3 {
      d.down(i, 20 + Double(i) * step, 20, at: Double(i) * 200)
      d.up(i, at: Double(i) * 200 + 100)
    }
    guard case .tapTooFar(let distance, _) = d.reason else {
      Issue.record("expected tapTooFar, got \(String(describing: d.reason))")
      return
    }
    #expect(approx(distance, 2 * step))
  }

  @Test("a two-finger tap needs exactly two fingers down together")
  func twoFingerTap() {
    let two = Driver(TapGesture(touches: 2))
    two.frame(at: 0, .down(1, 20, 20), .down(2, 40, 20))
    two.up(1, at: 100)
    #expect(two.phases == [])
    two.up(2, at: 110)
    #expect(two.phases == [.ended])

    let one = Driver(TapGesture(touches: 2))
    one.down(1, 20, 20, at: 0)
    one.up(1, at: 100)
    #expect(one.phases == [.failed])
    #expect(one.reason == .tooFewTouches(count: 1, required: 2))

    let three = Driver(TapGesture(touches: 2))
    three.frame(at: 0, .down(1, 20, 20), .down(2, 40, 20))
    three.down(3, 60, 20, at: 20)
    #expect(three.phases == [.failed])
    #expect(three.reason == .tooManyTouches(count: 3, allowed: 2))
  }

  @Test("a second finger that comes down after the first lifted is not a two-finger tap")
  func fingersNotTogether() {
    let d = Driver(TapGesture(touches: 2))
    d.down(1, 20, 20, at: 0)
    d.frame(at: 50, .up(1), .down(2, 40, 20))
    #expect(d.reason == .tooFewTouches(count: 1, required: 2))
  }

  @Test("a one-finger tap fails when a second finger comes down")
  func oneFingerTapTwoTouches() {
    let d = Driver(TapGesture())
    d.down(1, 20, 20, at: 0)
    d.down(2, 40, 20, at: 20)
    #expect(d.reason == .tooManyTouches(count: 2, allowed: 1))
  }

  @Test("a three-finger double tap")
  func threeFingerDoubleTap() {
    let d = Driver(SpatialTapGesture(count: 2, touches: 3))
    d.frame(at: 0, .down(1, 10, 10), .down(2, 20, 10), .down(3, 30, 10))
    d.frame(at: 80, .up(1), .up(2), .up(3))
    d.frame(at: 200, .down(4, 10, 12), .down(5, 20, 12), .down(6, 30, 12))
    d.frame(at: 280, .up(4), .up(5))
    #expect(d.phases == [])
    d.up(6, at: 290)
    #expect(d.phases == [.ended])
    #expect(d.values.last??.location == Point(x: 20, y: 12))
  }

  @Test("a spatial tap reports the final lift location")
  func spatialLocation() {
    let d = Driver(SpatialTapGesture(count: 2))
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 100)
    d.down(2, 21, 22, at: 200)
    d.move(2, 21.5, 22.25, at: 250)
    #expect(d.recognizer.value == nil)
    d.up(2, at: 300)
    #expect(d.phases == [.ended])
    #expect(d.values == [SpatialTapGesture.Value(location: Point(x: 21.5, y: 22.25))])
    #expect(json(d.recognizer) == #"{"location":[21.500,22.250]}"#)
    #expect(text(d.recognizer) == "at 21.500,22.250")
  }

  @Test("a cancelled touch fails the tap")
  func cancelled() {
    let d = Driver(TapGesture())
    d.down(1, 20, 20, at: 0)
    d.frame(at: 50, .cancel(1))
    #expect(d.reason == .touchCancelled)
  }

  @Test("a tap restarts cleanly after a failure")
  func restart() {
    let d = Driver(TapGesture(count: 2))
    taps(d, count: 1)
    d.advance(to: 1000)
    #expect(d.phases == [.failed])
    taps(d, count: 2, start: 2000)
    #expect(d.phases == [.failed, .ended])
  }

  @Test("defaults are SwiftUI's")
  func defaults() {
    let g = TapGesture()
    #expect(g.count == 1)
    #expect(g.rules.touches == 1)
    #expect(g.rules.maximumGap == 0.35)
    #expect(g.rules.maximumDuration == 0.75)
    #expect(g.rules.maximumMovement == 45)
  }
}
