import GestureTesting
import Gestures
import Testing

/// Every kind of script, replayed through the built-in scene, is recognized as the gesture that
/// scene should recognize, at the scripted times and with the scripted values.
@Suite struct ScriptGestureTests {
  let center = Point(x: 128, y: 80)

  @Test func tapEndsWhenTheDoubleTapWindowCloses() throws {
    let result = try GestureReplay.run(.tap(at: center))
    // The finger lifts at 0.05 s; the double tap waits 0.35 s for a second tap.
    try result.expect(
      .ended("tap", at: 0.4, within: 1e-6),
      .failed("double-tap", because: .tapTimedOut(taps: 1, required: 2, maximumGap: 0.35)),
      .noGestureEnded(except: "tap"))
  }

  @Test func doubleTapEndsAtTheSecondLift() throws {
    let result = try GestureReplay.run(.doubleTap(at: center))
    try result.expect(
      .ended("double-tap", at: 0.23, within: 1e-6),
      .failed("tap", because: .defeated(by: "double-tap")),
      .noGestureEnded(except: "double-tap"))
  }

  @Test func tripleTapIsADoubleTapThenATap() throws {
    let result = try GestureReplay.run(.taps(3, at: center))
    // Third tap lifts at 0.41 s and has no partner within 0.35 s.
    #expect(result.endedGestures == ["double-tap", "tap"])
    try result.expect(.ended("tap", at: 0.41 + 0.35, within: 1e-6))
  }

  @Test func longPressEndsAtHalfASecond() throws {
    let result = try GestureReplay.run(.longPress(at: center, duration: 0.8))
    try result.expect(
      .ended("long-press", at: 0.5, within: 1e-6),
      .failed("tap", because: .defeated(by: "long-press")),
      .noGestureEnded(except: "long-press"))
    #expect(result.ended("long-press").first?.value(as: Bool.self) == true)
  }

  @Test func oneFingerDragEndsWithTheScriptedTranslation() throws {
    let result = try GestureReplay.run(.drag(from: center, to: center + Point(x: 20, y: 0)))
    try result.expect(
      .began("drag"),
      .ended("drag", translation: Point(x: 20, y: 0), within: 0.5),
      .ended("drag", location: center + Point(x: 20, y: 0), within: 0.5),
      .noGestureEnded(except: "drag"))
    let end = try #require(result.ended("drag").last?.drag)
    #expect(end.startLocation == center)
  }

  @Test(arguments: [VelocityProfile.linear, .easeIn, .easeOut, .easeInOut])
  func dragProfilesAllArrive(_ profile: VelocityProfile) throws {
    let end = center + Point(x: -15, y: 25)
    let result = try GestureReplay.run(
      .drag(from: center, to: end, duration: 0.4, profile: profile))
    try result.expect(.ended("drag", translation: Point(x: -15, y: 25), within: 0.1))
  }

  @Test func flickLiftsAtSpeed() throws {
    // 40 mm in 0.1 s at constant speed: 400 mm/s when it lifts.
    let result = try GestureReplay.run(.flick(from: center, to: center + Point(x: 40, y: 0)))
    let end = try #require(result.ended("drag").last?.drag)
    #expect(abs(end.velocity.width - 400) < 10)
    #expect(abs(end.velocity.height) < 1e-9)
    // The lift comes while moving: the last report is one frame (3.2 mm) short.
    #expect(end.translation.width > 36 && end.translation.width < 40)
    #expect(end.predictedEndTranslation.width > end.translation.width + 150)
  }

  @Test func aDragThatStopsBeforeLiftingHasLittleVelocityLeft() throws {
    let script = TouchScript.drag(
      from: center, to: center + Point(x: 40, y: 0), duration: 0.1, profile: .easeOut,
      holdAfter: 0)
    let flick = try GestureReplay.run(.flick(from: center, to: center + Point(x: 40, y: 0)))
    let stop = try GestureReplay.run(script)
    let v1 = try #require(flick.ended("drag").last?.drag?.velocity.width)
    let v2 = try #require(stop.ended("drag").last?.drag?.velocity.width)
    #expect(v2 < v1 / 2)
  }

  @Test(arguments: [(40.0, 80.0), (90.0, 30.0)])
  func pinchEndsWithTheScriptedScale(_ from: Double, _ to: Double) throws {
    let result = try GestureReplay.run(.pinch(center: center, from: from, to: to))
    try result.expect(
      .ended("magnify", magnification: to / from, within: 0.01),
      .failed("rotate", reasonContaining: "below the threshold"),
      .noGestureEnded(except: "magnify"))
  }

  @Test(arguments: [45.0, -60.0, 120.0])
  func rotateEndsWithTheScriptedAngleAndSign(_ degrees: Double) throws {
    // Clockwise on screen (y down) is positive.
    let result = try GestureReplay.run(.rotate(center: center, by: .degrees(degrees)))
    try result.expect(
      .ended("rotate", rotation: degrees, within: 0.5),
      .noGestureEnded(except: "rotate"))
    let rotation = try #require(result.ended("rotate").last?.rotation)
    #expect(rotation.sign == degrees.sign)
  }

  @Test func aTurnedPinchLineStillRotatesByTheScriptedAngle() throws {
    let result = try GestureReplay.run(
      .rotate(center: center, by: .degrees(30), distance: 50, direction: .degrees(70)))
    try result.expect(.ended("rotate", rotation: 30, within: 0.5))
  }

  @Test func twoFingerTapIsNoOneFingerTap() throws {
    let result = try GestureReplay.run(.tap(at: center, fingers: 2))
    try result.expect(
      .failed("tap", because: .tooManyTouches(count: 2, allowed: 1)),
      .noGestureEnded())
  }

  @Test func twoFingerTapEndsATwoFingerTapGesture() throws {
    let root = Region(name: "root")
    root.gesture(TapGesture(touches: 2), name: "two-finger-tap")
    let result = try GestureReplay.run(.tap(at: center, fingers: 2), scene: .region(root))
    try result.expect(.ended("two-finger-tap", at: 0.05, within: 1e-6))
  }

  @Test func threeFingerTapOnATouchpad() throws {
    let root = Region(name: "root")
    root.gesture(TapGesture(touches: 3), name: "three-finger-tap")
    let pad = VirtualDevice.touchpad()
    let result = try GestureReplay.run(
      .tap(at: Point(x: 50, y: 30), fingers: 3), on: pad, scene: .region(root))
    try result.expect(.ended("three-finger-tap", at: 0.05, within: 1e-6))
  }

  @Test func fingersLandingApartMakeOneLongPress() throws {
    let script = TouchScript.staggered(
      at: [center, center + Point(x: 30, y: 0), center + Point(x: 60, y: 0)], interval: 0.1,
      hold: 0.5)
    let result = try GestureReplay.run(script, recordsContacts: true)
    // The press counts from the first finger; the later ones fail the one-finger gestures.
    try result.expect(
      .ended("long-press", at: 0.5, within: 1e-6),
      .failed("tap", because: .tooManyTouches(count: 2, allowed: 1)),
      .noGestureEnded(except: "long-press"))
    let downs = result.frames.map { f in f.contacts.filter { $0.phase == .down }.count }
    let times = result.frames.filter { f in f.contacts.contains { $0.phase == .down } }
      .map(\.time)
    #expect(downs.filter { $0 > 0 } == [1, 1, 1])
    #expect(times == [0, 100_000, 200_000])
  }

  @Test func noisyFingersStillTapAndPress() throws {
    let tap = TouchScript.tap(at: center).withNoise(amplitude: 0.3, seed: 42)
    try GestureReplay.run(tap).expect(.ended("tap", at: 0.4, within: 1e-6))
    let press = TouchScript.longPress(at: center).withNoise(amplitude: 0.3, seed: 42)
    try GestureReplay.run(press).expect(.ended("long-press", at: 0.5, within: 1e-6))
  }

  @Test func tooMuchNoiseTurnsAPressIntoAFailure() throws {
    let press = TouchScript.longPress(at: center).withNoise(amplitude: 3, seed: 42)
    try GestureReplay.run(press).expect(
      .failed("long-press", reasonContaining: "more than the maximum 1.588 mm"))
  }
}
