import GestureTestSupport
import Testing

@testable import Gestures

@Suite("Drag gesture")
struct DragGestureTests {
  @Test("minimumDistance 0 begins at touch-down")
  func zeroDistance() {
    let d = Driver(DragGesture(minimumDistance: 0))
    d.down(1, 20, 30, at: 0)
    #expect(d.phases == [.began])
    let v = d.values[0]!
    #expect(v.location == Point(x: 20, y: 30))
    #expect(v.startLocation == Point(x: 20, y: 30))
    #expect(v.translation == .zero)
    #expect(v.time == 0)
    d.move(1, 21, 30, at: 10)
    d.up(1, at: 20)
    #expect(d.phases == [.began, .changed, .ended])
  }

  @Test("the default 10 pt: moving just under and lifting fails, just over begins")
  func defaultDistance() {
    let limit = pt(10)
    let under = Driver(DragGesture())
    under.down(1, 20, 20, at: 0)
    under.move(1, 20 + limit - 0.01, 20, at: 50)
    #expect(under.phases == [])
    under.up(1, at: 100)
    #expect(under.phases == [.failed])
    guard case .endedBelowThreshold(let measure, let value, let threshold, _) = under.reason else {
      Issue.record("expected endedBelowThreshold, got \(String(describing: under.reason))")
      return
    }
    #expect(measure == "movement")
    #expect(approx(value, limit - 0.01))
    #expect(approx(threshold, limit))

    let over = Driver(DragGesture())
    over.down(1, 20, 20, at: 0)
    over.move(1, 20, 20 + limit + 0.01, at: 50)
    #expect(over.phases == [.began])
    let v = over.values[0]!
    #expect(v.startLocation == Point(x: 20, y: 20))
    #expect(approx(v.translation.height, limit + 0.01))
    over.move(1, 20, 25, at: 60)
    over.up(1, at: 70)
    #expect(over.phases == [.began, .changed, .ended])
    #expect(over.values.last??.location == Point(x: 20, y: 25))
  }

  @Test("minimumDistance is a parameter, in points")
  func customDistance() {
    let d = Driver(DragGesture(minimumDistance: 20))  // 3.175 mm
    d.down(1, 20, 20, at: 0)
    d.move(1, 23, 20, at: 50)
    #expect(d.phases == [])
    d.move(1, 23.2, 20, at: 60)
    #expect(d.phases == [.began])
  }

  @Test("the translation counts from the touch-down, not from where the threshold was passed")
  func translationFromStart() {
    let d = Driver(DragGesture())
    d.down(1, 10, 10, at: 0)
    d.move(1, 13, 14, at: 50)
    #expect(d.values.last??.translation == Size(width: 3, height: 4))
  }

  @Test("changed only when the location moved")
  func changedOnlyOnMovement() {
    let d = Driver(DragGesture(minimumDistance: 0, touches: 2))
    d.frame(at: 0, .down(1, 10, 10), .down(2, 20, 10))
    d.move(1, 12, 10, at: 10)
    d.frame(at: 20)
    d.move(1, 12, 10, at: 30)
    #expect(d.phases == [.began, .changed])
  }

  @Test("a two-finger drag follows the centroid and ends when one finger lifts")
  func twoFingers() {
    let d = Driver(DragGesture(touches: 2))
    d.down(1, 10, 10, at: 0)
    d.down(2, 20, 10, at: 20)
    d.frame(at: 40, .move(1, 10, 12), .move(2, 20, 12))
    #expect(d.phases == [.began])
    let v = d.values[0]!
    #expect(v.startLocation == Point(x: 15, y: 10))
    #expect(v.location == Point(x: 15, y: 12))
    #expect(v.translation == Size(width: 0, height: 2))
    d.frame(at: 60, .move(1, 10, 14), .move(2, 20, 14))
    d.up(2, at: 80)
    // Beside a finger still down, the lift reaches the gesture when the bounce window closes.
    d.advance(to: 80 + bounceWindow)
    #expect(d.phases == [.began, .changed, .ended])
    #expect(d.values.last??.location == Point(x: 15, y: 14))
  }

  @Test("a two-finger drag: one finger is too few, three too many")
  func twoFingerCounts() {
    let one = Driver(DragGesture(touches: 2))
    one.down(1, 10, 10, at: 0)
    one.move(1, 20, 10, at: 50)
    #expect(one.phases == [])
    one.up(1, at: 100)
    #expect(one.reason == .tooFewTouches(count: 1, required: 2))

    let three = Driver(DragGesture(touches: 2))
    three.frame(at: 0, .down(1, 10, 10), .down(2, 20, 10))
    three.down(3, 30, 10, at: 20)
    #expect(three.reason == .tooManyTouches(count: 3, allowed: 2))

    let belowThreshold = Driver(DragGesture(touches: 2))
    belowThreshold.frame(at: 0, .down(1, 10, 10), .down(2, 20, 10))
    belowThreshold.up(1, at: 50)
    belowThreshold.advance(to: 50 + bounceWindow)
    guard case .endedBelowThreshold = belowThreshold.reason else {
      Issue.record("expected endedBelowThreshold, got \(String(describing: belowThreshold.reason))")
      return
    }
  }

  @Test("a second finger is ignored by an active one-finger drag, or cancels it if asked")
  func secondFingerIgnoredOrCancels() {
    let d = Driver(DragGesture())
    d.down(1, 10, 10, at: 0)
    d.move(1, 20, 10, at: 50)
    d.down(2, 40, 10, at: 60)
    d.move(1, 25, 10, at: 70)
    #expect(d.phases == [.began, .changed])
    let c = Driver(DragGesture(extraTouches: .cancel))
    c.down(1, 10, 10, at: 0)
    c.move(1, 20, 10, at: 50)
    c.down(2, 40, 10, at: 60)
    #expect(c.phases == [.began, .cancelled])
    #expect(c.reason == .tooManyTouches(count: 2, allowed: 1))
  }

  @Test("held ready by a competitor, it keeps following and fails if the finger lifts first")
  func heldReady() {
    let d = Driver(DragGesture())
    d.holdsReady = true
    d.down(1, 10, 10, at: 0)
    d.move(1, 15, 10, at: 50)
    #expect(d.state == .ready)
    d.move(1, 18, 10, at: 60)
    d.recognize(at: 70)
    #expect(d.values.last??.location == Point(x: 18, y: 10))
    d.move(1, 19, 10, at: 80)
    #expect(d.phases == [.began, .changed])

    let lifted = Driver(DragGesture())
    lifted.holdsReady = true
    lifted.down(1, 10, 10, at: 0)
    lifted.move(1, 15, 10, at: 50)
    lifted.up(1, at: 60)
    #expect(lifted.phases == [.failed])
    // The arena says why a gesture that was only waiting failed: the competitor it waited for.
    #expect(lifted.reason == .liftedWhileWaiting(for: "competitor"))
  }

  @Test("velocity and predicted end on a constant-speed drag (100 mm/s to the right)")
  func velocity() {
    let d = Driver(DragGesture())
    d.down(1, 10, 20, at: 0)
    for i in 1...20 { d.move(1, 10 + Double(i), 20, at: Double(i) * 10) }
    let v = d.values.last!!
    #expect(approx(v.velocity.width, 100, 1e-6))
    #expect(approx(v.velocity.height, 0, 1e-6))
    #expect(approx(DragGesture.projectionSeconds, 0.499, 1e-12))
    #expect(approx(v.predictedEndLocation.x, 30 + 49.9, 1e-6))
    #expect(approx(v.predictedEndTranslation.width, 20 + 49.9, 1e-6))
    #expect(approx(v.predictedEndLocation.y, 20))
    #expect(
      json(d.recognizer)
        == #"{"location":[30.000,20.000],"startLocation":[10.000,20.000],"translation":[20.000,0.000],"velocity":[100.000,0.000],"predictedEndLocation":[79.900,20.000],"predictedEndTranslation":[69.900,0.000]}"#
    )
    #expect(text(d.recognizer) == "at 30.000,20.000 moved 20.000,0.000 v 100.0,0.0 mm/s")
    // The lift adds no sample: the velocity at the end is still the drag's.
    d.up(1, at: 210)
    #expect(d.phases.last == .ended)
    #expect(approx(d.values.last!!.velocity.width, 100, 1e-6))
  }

  @Test("no value before the touches are down")
  func noValue() {
    let d = Driver(DragGesture(touches: 2))
    d.down(1, 10, 10, at: 0)
    #expect(d.recognizer.value == nil)
    #expect(json(d.recognizer) == "null")
    #expect(d.recognizer.isContinuous)
    #expect(DragGesture().minimumDistance == 10)
  }
}
