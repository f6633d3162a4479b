import GestureTesting
import Gestures
import Testing

/// The scripts themselves: paths, composition and timing.
@Suite struct TouchScriptTests {
  @Test func pathPositionsFollowTheSegments() {
    let path = TouchPath(at: Point(x: 10, y: 10), landing: 1)
      .holding(for: 0.5)
      .moving(to: Point(x: 30, y: 10), duration: 1, profile: .linear)
    #expect(path.lift == 2.5)
    #expect(path.position(at: 0) == Point(x: 10, y: 10))
    #expect(path.position(at: 1.4) == Point(x: 10, y: 10))
    #expect(path.position(at: 2) == Point(x: 20, y: 10))
    #expect(path.position(at: 9) == Point(x: 30, y: 10))
    #expect(path.endLocation == Point(x: 30, y: 10))
    #expect(path.segmentEnds == [1.5, 2.5])
  }

  @Test func turningIsClockwiseOnScreenForPositiveAngles() {
    let c = Point(x: 50, y: 50)
    let path = TouchPath(at: Point(x: 60, y: 50)).turning(
      around: c, by: .degrees(90), scale: 2, duration: 1, profile: .linear)
    let end = path.endLocation
    // Right of the centre, a quarter turn clockwise with y down is below it, twice as far.
    #expect(abs(end.x - 50) < 1e-9)
    #expect(abs(end.y - 70) < 1e-9)
    let half = path.position(at: 0.5)
    #expect(abs((half - c).length - 15) < 1e-9)
  }

  @Test func profilesStartAtZeroAndArriveAtOne() {
    for profile in [VelocityProfile.linear, .easeIn, .easeOut, .easeInOut] {
      #expect(profile.progress(0) == 0)
      #expect(profile.progress(1) == 1)
    }
    #expect(VelocityProfile.easeIn.progress(0.5) < 0.5)
    #expect(VelocityProfile.easeOut.progress(0.5) > 0.5)
    #expect(VelocityProfile.easeInOut.progress(0.5) == 0.5)
  }

  @Test func compositionKeepsOrderAndGaps() {
    let p = Point(x: 20, y: 20)
    let script = TouchScript.tap(at: p).followed(by: .longPress(at: p), after: 0.2)
    #expect(script.touches.map(\.landing) == [0, 0.25])
    #expect(script.end == 0.25 + 0.8)
    let both = TouchScript.tap(at: p).combined(with: TouchScript.tap(at: p).delayed(by: 1))
    #expect(both.start == 0)
    #expect(both.touches.count == 2)
  }

  @Test func multiFingerTapsStandSideBySide() {
    let script = TouchScript.tap(at: Point(x: 50, y: 40), fingers: 3, spacing: 10)
    #expect(script.touches.map(\.location.x) == [40, 50, 60])
    #expect(script.touches.allSatisfy { $0.location.y == 40 && $0.lift == 0.05 })
  }

  @Test func pinchFingersSpreadToTheFinalDistance() {
    let script = TouchScript.pinch(center: Point(x: 100, y: 80), from: 40, to: 100)
    let ends = script.touches.map(\.endLocation)
    #expect(abs((ends[1] - ends[0]).length - 100) < 1e-9)
    #expect(script.touches.map(\.location) == [Point(x: 80, y: 80), Point(x: 120, y: 80)])
  }
}
