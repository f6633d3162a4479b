import GestureTesting
import Gestures
import Glibc
import Testing

/// The swipe on both sides of each parameter, through synthetic touches.
@Suite struct SwipeGestureTests {
  let start = Point(x: 100, y: 80)

  /// `mm` in points, the unit of the gesture's parameters.
  func pt(_ mm: Double) -> Double { mm / Points.millimetres }

  /// Replays `script` against a scene holding only `swipe`, named "swipe".
  func run(_ script: TouchScript, _ swipe: SwipeGesture = SwipeGesture()) throws -> ReplayResult {
    let root = Region(name: "screen")
    root.gesture(swipe, name: "swipe")
    return try GestureReplay.run(script, scene: .region(root))
  }

  /// A straight flick of `length` mm at `degrees` (from +x towards +y) lasting `duration` s.
  func flick(_ length: Double, degrees: Double, duration: Double, fingers: Int = 1)
    -> TouchScript
  {
    let a = degrees * .pi / 180
    let end = start + Point(x: length * cos(a), y: length * sin(a))
    if fingers == 1 { return .flick(from: start, to: end, duration: duration) }
    return .drag(
      from: start, to: end, duration: duration, profile: .linear, fingers: fingers, holdAfter: 0)
  }

  func swipe(_ result: ReplayResult) -> SwipeGesture.Value? {
    result.ended("swipe").first?.value(as: SwipeGesture.Value.self)
  }

  @Test func aQuickStraightFlickIsASwipeInItsDirection() throws {
    for (degrees, name) in [(0.0, "right"), (90, "down"), (180, "left"), (270, "up")] {
      let result = try run(flick(40, degrees: degrees, duration: 0.15))
      let v = try #require(swipe(result), "\(name): \(result.summary)")
      #expect(v.direction.name == name)
      #expect(v.distance > 30 && v.touches == 1 && v.duration < 0.2)
    }
  }

  @Test func directionsOutsideTheSetFail() throws {
    let result = try run(flick(40, degrees: 0, duration: 0.15), SwipeGesture(directions: [.up]))
    #expect(swipe(result) == nil)
    #expect(
      result.failed("swipe").first?.reason.map { "\($0)" }?.contains("allowed direction") == true)
    // Diagonals when asked for.
    let diagonal = try run(flick(40, degrees: 45, duration: 0.15), SwipeGesture(directions: .all))
    #expect(swipe(diagonal)?.direction == .downRight)
  }

  @Test func aSlowSwipeNeedsPrecisionAFastOneToleratesMore() throws {
    // 30° off: beyond 20° at the slowest accepted speed, within it once four times as fast
    // (the tolerance doubles to 40°).
    let slow = SwipeGesture(minimumVelocity: pt(100))
    let offSlow = try run(flick(30, degrees: 30, duration: 0.25), slow)  // ~110 mm/s
    #expect(swipe(offSlow) == nil)
    let offFast = try run(flick(60, degrees: 30, duration: 0.1), slow)  // ~550 mm/s
    #expect(swipe(offFast)?.direction == .right)
  }

  @Test func aFastSwipeNeedsMoreDistance() throws {
    // 15 mm passes slowly (minimum 10 mm) but not at four times the speed (minimum 20 mm).
    let g = SwipeGesture(minimumDistance: pt(10), minimumVelocity: pt(50))
    #expect(swipe(try run(flick(15, degrees: 0, duration: 0.2), g)) != nil)  // ~75 mm/s
    let fast = try run(flick(15, degrees: 0, duration: 0.05), g)  // ~300 mm/s: 20 mm needed
    #expect(swipe(fast) == nil)
    #expect(
      fast.failed("swipe").first?.reason.map { "\($0)" }?.hasPrefix("lifted with movement") == true)
  }

  @Test func tooSlowOrTooLongFails() throws {
    let slow = try run(
      flick(20, degrees: 0, duration: 0.45), SwipeGesture(minimumVelocity: pt(100)))
    #expect(
      slow.failed("swipe").first?.reason.map { "\($0)" }?.hasPrefix("lifted with speed") == true)
    let long = try run(flick(100, degrees: 0, duration: 0.8))
    #expect(long.failed("swipe").first.map { "\($0.reason!)" }?.hasPrefix("held") == true)
  }

  @Test func theFingerCountMustMatch() throws {
    let three = SwipeGesture(touches: 3)
    let v = try #require(swipe(try run(flick(40, degrees: 180, duration: 0.15, fingers: 3), three)))
    #expect(v.direction == .left && v.touches == 3)
    #expect(swipe(try run(flick(40, degrees: 180, duration: 0.15, fingers: 1), three)) == nil)
    #expect(swipe(try run(flick(40, degrees: 180, duration: 0.15, fingers: 4), three)) == nil)
  }

  /// A scene of one gesture, `gesture` its JSON.
  func scene(_ gesture: String) throws(SceneError) -> Scene {
    let text = #"{"root": {"name": "r", "gestures": [{"name": "g", "gesture": "# + gesture + "}]}}"
    return Scene(try SceneFile.parse(text))
  }

  @Test func sceneFilesDescribeSwipes() throws {
    let s = try scene(
      #"{"swipe": {"directions": ["left", "right"], "touches": 3, "minimumDistance": 15, "minimumVelocity": 80, "angleTolerance": 30, "maximumDuration": 0.8}}"#
    )
    let r = try #require(s.root.attachments.first?.makeRecognizer() as? SwipeGestureRecognizer)
    #expect(
      r.gesture
        == SwipeGesture(
          directions: [.left, .right], touches: 3, minimumDistance: 15, minimumVelocity: 80,
          angleTolerance: 30, maximumDuration: 0.8))
    let all = try #require(
      try scene(#"{"swipe": {"directions": "all"}}"#).root.attachments.first?.makeRecognizer()
        as? SwipeGestureRecognizer)
    #expect(all.gesture.directions == .all && all.gesture.touches == 1)
    for (json, message) in [
      (#"{"swipe": {"directions": ["sideways"]}}"#, "directions[0]"),
      (#"{"swipe": {"directions": []}}"#, "no direction"),
      (#"{"swipe": {"directions": "most"}}"#, "unknown directions \"most\""),
      (#"{"swipe": {"angleTolerance": 91}}"#, "must be at most 90°"),
      (#"{"swipe": {"minimumVelocity": -1}}"#, "must not be negative"),
      (#"{"swipe": {"maximumDuration": 4000}}"#, "must be at most 3600 s"),
      (#"{"swipe": {"speed": 3}}"#, "speed"),
    ] {
      do {
        _ = try scene(json)
        Issue.record("\(json) was accepted")
      } catch {
        #expect(error.description.contains(message), "\(json): \(error)")
        #expect(error.description.contains("root.gestures[0].gesture.swipe"), "\(json): \(error)")
      }
    }
  }
}

@Suite struct SwipeGestureOutputTests {
  @Test func theTransitionLogWritesTheSwipe() {
    let v = SwipeGesture.Value(
      direction: .left, touches: 3, startLocation: Point(x: 50, y: 20),
      location: Point(x: 10, y: 22), translation: Point(x: -40, y: 2), distance: 40.04,
      velocity: Point(x: -266.667, y: 13.333), duration: 0.15)
    let json = OutputBuffer()
    v.writeJSON(to: json)
    #expect(
      json.text
        == #"{"direction":"left","touches":3,"translation":[-40.000,2.000],"distance":40.040,"velocity":[-266.667,13.333],"duration":0.150}"#
    )
    let text = OutputBuffer()
    v.writeText(to: text)
    #expect(text.text == "left 40.0 mm in 0.150 s")
  }
}
