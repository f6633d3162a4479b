import GestureTestSupport
import Glibc
import Testing

@testable import Gestures

@Suite("Magnify gesture")
struct MagnifyGestureTests {
  /// Two touches 20 mm apart on a horizontal line at y = 20, the second then moved to `x`.
  func pinch(to x: Double, _ gesture: MagnifyGesture = MagnifyGesture()) -> Driver<
    MagnifyGesture.Value
  > {
    let d = Driver(gesture)
    d.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    d.move(2, x, 20, at: 50)
    return d
  }

  @Test("a scale change just under 0.01 then a lift fails with the numbers")
  func under() {
    let d = pinch(to: 30.19)
    #expect(d.phases == [])
    d.up(2, at: 100)
    // Beside a finger still down, the lift reaches the gesture when the bounce window closes.
    d.advance(to: 100 + bounceWindow)
    #expect(d.phases == [.failed])
    guard case .endedBelowThreshold(let measure, let value, let threshold, _) = d.reason else {
      Issue.record("expected endedBelowThreshold, got \(String(describing: d.reason))")
      return
    }
    #expect(measure == "scale change")
    #expect(approx(value, 0.0095))
    #expect(threshold == 0.01)
  }

  @Test("just over 0.01 out begins with magnification > 1")
  func overOut() {
    let d = pinch(to: 30.21)
    #expect(d.phases == [.began])
    #expect(approx(d.values[0]!.magnification, 1.0105))
    d.move(2, 50, 20, at: 60)
    #expect(approx(d.values.last!!.magnification, 2))
    d.up(1, at: 70)
    d.advance(to: 70 + bounceWindow)
    #expect(d.phases == [.began, .changed, .ended])
    #expect(approx(d.values.last!!.magnification, 2))
  }

  @Test("just over 0.01 in begins with magnification < 1")
  func overIn() {
    let d = pinch(to: 29.79)
    #expect(d.phases == [.began])
    #expect(approx(d.values[0]!.magnification, 0.9895))
    d.move(2, 20, 20, at: 60)
    #expect(approx(d.values.last!!.magnification, 0.5))
  }

  @Test("minimumScaleDelta is a parameter")
  func customDelta() {
    let d = pinch(to: 31.9, MagnifyGesture(minimumScaleDelta: 0.1))
    #expect(d.phases == [])
    d.move(2, 32.1, 20, at: 60)
    #expect(d.phases == [.began])
  }

  @Test("the spread is measured from when the second touch came down")
  func startSpread() {
    let d = Driver(MagnifyGesture())
    d.down(1, 10, 20, at: 0)
    d.move(1, 5, 20, at: 20)
    d.down(2, 15, 20, at: 40)
    #expect(d.phases == [])
    d.move(2, 25, 20, at: 60)
    #expect(approx(d.values.last!!.magnification, 2))
    #expect(d.values.last!!.startLocation == Point(x: 10, y: 20))
  }

  @Test("one touch is too few; three are too many")
  func touchCounts() {
    let one = Driver(MagnifyGesture())
    one.down(1, 10, 20, at: 0)
    one.up(1, at: 100)
    #expect(one.reason == .tooFewTouches(count: 1, required: 2))

    let three = Driver(MagnifyGesture())
    three.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    three.down(3, 50, 20, at: 20)
    #expect(three.reason == .tooManyTouches(count: 3, allowed: 2))
  }

  @Test("startLocation, startAnchor, velocity and JSON")
  func value() {
    let d = Driver(MagnifyGesture(), frame: Rect(x: 0, y: 0, width: 100, height: 50))
    d.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    // The spread grows 1 mm per 10 ms: 0.05 per 10 ms = 5 per second.
    for i in 1...10 { d.move(2, 30 + Double(i), 20, at: Double(i) * 10) }
    let v = d.values.last!!
    #expect(v.startLocation == Point(x: 20, y: 20))
    #expect(v.startAnchor == UnitPoint(x: 0.2, y: 0.4))
    #expect(approx(v.magnification, 1.5))
    #expect(approx(v.velocity, 5, 1e-6))
    #expect(v.time == 100_000)
    #expect(json(d.recognizer) == #"{"magnification":1.500,"velocity":5.000}"#)
    #expect(text(d.recognizer) == "x1.500 v 5.000/s")
    #expect(d.recognizer.isContinuous)
  }
}

@Suite("Rotate gesture")
struct RotateGestureTests {
  /// The second touch's position at `degrees` (clockwise on screen) around the first at
  /// (50, 50), 20 mm away.
  func around(_ degrees: Double) -> (Double, Double) {
    let r = degrees * Double.pi / 180
    return (50 + 20 * cos(r), 50 + 20 * sin(r))
  }

  func twist(to degrees: Double, _ gesture: RotateGesture = RotateGesture()) -> Driver<
    RotateGesture.Value
  > {
    let d = Driver(gesture)
    d.frame(at: 0, .down(1, 50, 50), .down(2, 70, 50))
    let (x, y) = around(degrees)
    d.move(2, x, y, at: 50)
    return d
  }

  @Test("a turn just under 1° then a lift fails with the numbers in degrees")
  func under() {
    let d = twist(to: 0.99)
    #expect(d.phases == [])
    d.up(1, at: 100)
    d.advance(to: 100 + bounceWindow)
    guard case .endedBelowThreshold(let measure, let value, let threshold, _) = d.reason else {
      Issue.record("expected endedBelowThreshold, got \(String(describing: d.reason))")
      return
    }
    #expect(measure == "rotation")
    #expect(approx(value, 0.99))
    #expect(approx(threshold, 1))
  }

  @Test("just over 1° clockwise on screen (y down) is positive")
  func clockwise() {
    let d = twist(to: 1.01)
    #expect(d.phases == [.began])
    #expect(approx(d.values[0]!.rotation.degrees, 1.01))
    // Clockwise on screen: the second touch moved down (+y) from the right of the first.
    #expect(around(1.01).1 > 50)
  }

  @Test("just over 1° counter-clockwise is negative")
  func counterClockwise() {
    let d = twist(to: -1.01)
    #expect(d.phases == [.began])
    #expect(approx(d.values[0]!.rotation.degrees, -1.01))
    let e = twist(to: -0.99)
    #expect(e.phases == [])
  }

  @Test("minimumAngleDelta is a parameter")
  func customDelta() {
    let d = twist(to: 9, RotateGesture(minimumAngleDelta: .degrees(10)))
    #expect(d.phases == [])
    let (x, y) = around(11)
    d.move(2, x, y, at: 60)
    #expect(d.phases == [.began])
  }

  @Test("a turn past 180° keeps counting", arguments: [1.0, -1.0])
  func unwrapping(direction: Double) {
    let d = Driver(RotateGesture())
    d.frame(at: 0, .down(1, 50, 50), .down(2, 70, 50))
    for step in 1...13 {
      let (x, y) = around(direction * Double(step) * 30)
      d.move(2, x, y, at: Double(step) * 20)
    }
    #expect(approx(d.values.last!!.rotation.degrees, direction * 390, 1e-6))
    #expect(d.phases.count == 13)
  }

  @Test("both touches turning about their centroid")
  func bothTurn() {
    let d = Driver(RotateGesture())
    d.frame(at: 0, .down(1, 40, 50), .down(2, 60, 50))
    d.frame(at: 20, .move(1, 50, 40), .move(2, 50, 60))
    #expect(approx(d.values.last!!.rotation.degrees, 90))
    #expect(d.values.last!!.startLocation == Point(x: 50, y: 50))
  }

  @Test("velocity, startAnchor and JSON; a lift ends it")
  func value() {
    let d = Driver(RotateGesture(), frame: Rect(x: 0, y: 0, width: 200, height: 100))
    d.frame(at: 0, .down(1, 50, 50), .down(2, 70, 50))
    // 0.9° per 10 ms = 90°/s.
    for i in 1...20 {
      let (x, y) = around(Double(i) * 0.9)
      d.move(2, x, y, at: Double(i) * 10)
    }
    let v = d.values.last!!
    #expect(approx(v.rotation.degrees, 18, 1e-9))
    #expect(approx(v.velocity.degrees, 90, 1e-6))
    #expect(v.startAnchor == UnitPoint(x: 0.3, y: 0.5))
    #expect(json(d.recognizer) == #"{"rotation":18.000,"velocity":90.000}"#)
    #expect(text(d.recognizer) == "18.000 deg v 90.000 deg/s")
    d.up(2, at: 210)
    d.advance(to: 210 + bounceWindow)
    #expect(d.phases.last == .ended)
    #expect(approx(d.values.last!!.rotation.degrees, 18, 1e-9))
  }

  @Test("one touch is too few")
  func tooFew() {
    let d = Driver(RotateGesture())
    d.down(1, 10, 20, at: 0)
    d.up(1, at: 100)
    #expect(d.reason == .tooFewTouches(count: 1, required: 2))
  }

  @Test("defaults are SwiftUI's")
  func defaults() {
    #expect(RotateGesture().minimumAngleDelta == .degrees(1))
    #expect(RotateGesture().touches == 2)
    #expect(MagnifyGesture().minimumScaleDelta == 0.01)
    #expect(MagnifyGesture().touches == 2)
  }
}
