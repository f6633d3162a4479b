import GestureActions
import GestureSession
import GestureTestSupport
import GestureTesting
import GestureTraces
import Gestures
import Testing

/// What runs when, through synthetic touches: phases, repeats and their reverse, acceleration,
/// conditions and rate limits.
@Suite struct ActionBindingsTests {
  let center = Point(x: 100, y: 80)

  func rotateScene(_ rule: ActionRepeat, reverse: Bool = true) -> (Region, [ActionBinding]) {
    let root = Region(name: "root")
    root.gesture(RotateGesture(), name: "rotate")
    var up = Action.keys("volumeup")!
    up.repeatRule = rule
    if reverse { up.reverse = [Action.keys("volumedown")!] }
    return (root, [ActionBinding(gesture: "rotate", phase: .changed, actions: [up])])
  }

  @Test func aRepeatRunsOncePerStepAndItsReverseTheOtherWay() throws {
    let (root, bindings) = rotateScene(ActionRepeat(every: 15))
    // 50° clockwise: three whole steps of 15°.
    let cw = try ActionRun.run(
      .rotate(center: center, by: Angle(degrees: 50)), root: root, bindings: bindings)
    #expect(cw.summary == Array(repeating: "key volumeup +1", count: 3))
    #expect(
      cw.performed.allSatisfy { $0.context.direction == "clockwise" && $0.context.fingers == 2 })
    // 50° the other way: three of the reverse.
    let ccw = try ActionRun.run(
      .rotate(center: center, by: Angle(degrees: -50)), root: root, bindings: bindings)
    #expect(ccw.summary == Array(repeating: "key volumedown -1", count: 3))
    // Just under one step: nothing; just over: one.
    let under = try ActionRun.run(
      .rotate(center: center, by: Angle(degrees: 14)), root: root, bindings: bindings)
    #expect(under.performed.isEmpty)
    let over = try ActionRun.run(
      .rotate(center: center, by: Angle(degrees: 16.5)), root: root, bindings: bindings)
    #expect(over.summary == ["key volumeup +1"])
  }

  @Test func aTinyStepIsCappedNotATrap() throws {
    // A step far below the change (a program's rule; scene files keep it ≥ 0.001) is a huge
    // number of steps: capped per transition, never converted to Int unclamped.
    let (root, bindings) = rotateScene(ActionRepeat(every: 1e-300))
    let r = try ActionRun.run(
      .rotate(center: center, by: Angle(degrees: 50)), root: root, bindings: bindings)
    #expect(!r.performed.isEmpty)
    #expect(r.summary.allSatisfy { $0 == "key volumeup +1" })
  }

  @Test func goingBackRunsTheReverseFromWhereTheStepsWere() throws {
    let (root, bindings) = rotateScene(ActionRepeat(every: 10))
    let there = TouchScript.rotate(
      center: center, by: Angle(degrees: 35), duration: 0.5, holdAfter: 0)
    // 35° clockwise then back 35° with the same fingers: 3 up, then 3 down (at 20°, 10°, 0°).
    let script = TouchScript(
      there.touches.map {
        $0.turning(around: center, by: Angle(degrees: -35), duration: 0.5).holding(for: 0.02)
      })
    let r = try ActionRun.run(script, root: root, bindings: bindings)
    #expect(
      r.summary == [
        "key volumeup +1", "key volumeup +1", "key volumeup +1", "key volumedown -1",
        "key volumedown -1", "key volumedown -1",
      ])
    // Without a reverse, going back runs nothing and moves the anchor back with it.
    let (plain, plainBindings) = rotateScene(ActionRepeat(every: 10), reverse: false)
    let p = try ActionRun.run(script, root: plain, bindings: plainBindings)
    #expect(p.summary == ["key volumeup +1", "key volumeup +1", "key volumeup +1"])
  }

  /// A repeat's anchor goes with its gesture: the next rotation counts its steps from its own
  /// start, not from where the last one stopped.
  @Test func theNextAttemptCountsFromItsOwnStart() throws {
    let (root, bindings) = rotateScene(ActionRepeat(every: 15))
    let once = TouchScript.rotate(center: center, by: Angle(degrees: 50))
    let r = try ActionRun.run(once.followed(by: once, after: 0.5), root: root, bindings: bindings)
    #expect(r.summary == Array(repeating: "key volumeup +1", count: 6), "\(r.summary)")
  }

  @Test func accelerationShrinksTheStepAboveItsSpeed() throws {
    // 60° in 0.2 s is about 300°/s on average: above 100°/s the steps shrink (at most 4×).
    let slowRule = ActionRepeat(every: 20)
    let fastRule = ActionRepeat(every: 20, accelerateSpeed: 100, accelerateMaximum: 4)
    let quick = TouchScript.rotate(center: center, by: Angle(degrees: 60), duration: 0.2)
    let (root, plain) = rotateScene(slowRule)
    #expect(try ActionRun.run(quick, root: root, bindings: plain).summary.count == 3)
    let (root2, fast) = rotateScene(fastRule)
    let n = try ActionRun.run(quick, root: root2, bindings: fast).summary.count
    #expect(n > 3 && n <= 12, "\(n) steps")
    // Slower than the speed, the same steps as without acceleration.
    let slow = TouchScript.rotate(
      center: center, by: Angle(degrees: 60), duration: 3, profile: .linear)
    let (root3, fast3) = rotateScene(ActionRepeat(every: 20, accelerateSpeed: 100))
    #expect(try ActionRun.run(slow, root: root3, bindings: fast3).summary.count == 3)
  }

  @Test func aTranslationRepeatLocksToTheFirstAxisThatMovesAStep() throws {
    let root = Region(name: "root")
    root.gesture(DragGesture(), name: "drag")
    var right = Action.keys("Right")!
    right.repeatRule = ActionRepeat(every: 10, of: .translation)
    right.reverse = [Action.keys("Left")!]
    let b = [ActionBinding(gesture: "drag", phase: .changed, actions: [right])]
    // 35 mm right and 8 mm down: locked to x, three steps.
    let r = try ActionRun.run(
      .drag(from: center, to: center + Point(x: 35, y: 8)), root: root, bindings: b)
    #expect(r.summary == ["key Right +1", "key Right +1", "key Right +1"])
    // 35 mm up: y, negative, three of the reverse.
    let up = try ActionRun.run(
      .drag(from: center, to: center + Point(x: 4, y: -35)), root: root, bindings: b)
    #expect(up.summary == ["key Left -1", "key Left -1", "key Left -1"])
    // Axis x asked for: the up drag's 4 mm of x make no step.
    right.repeatRule?.axis = .x
    let xOnly = try ActionRun.run(
      .drag(from: center, to: center + Point(x: 4, y: -35)), root: root,
      bindings: [ActionBinding(gesture: "drag", phase: .changed, actions: [right])])
    #expect(xOnly.performed.isEmpty)
  }

  @Test func directionsAndDevicesSelectTheActionThatRuns() throws {
    // Inside the virtual touchpad's 100 × 60 mm.
    let pad = Point(x: 50, y: 30)
    let root = Region(name: "root")
    root.gesture(SwipeGesture(directions: .cardinal), name: "swipe")
    var left = Action.keys("ctrl+alt+Right")!
    left.directions = ["left"]
    var right = Action.keys("ctrl+alt+Left")!
    right.directions = ["right"]
    var padOnly = Action.button("middle")!
    padOnly.devices = .touchpad
    var named = Action.button("right")!
    named.devices = DeviceFilter(nameContains: "no such device")
    let b = [
      ActionBinding(gesture: "swipe", phase: .ended, actions: [left, right, padOnly, named])
    ]
    let flickLeft = TouchScript.flick(
      from: pad, to: pad + Point(x: -40, y: 0), duration: 0.12)
    let screen = try ActionRun.run(flickLeft, root: root, bindings: b)
    #expect(screen.summary == ["key ctrl+alt+Right"])
    #expect(screen.performed[0].context.direction == "left")
    let onPad = try ActionRun.run(flickLeft, root: root, bindings: b, on: .touchpad())
    #expect(onPad.summary == ["key ctrl+alt+Right", "button middle"])
    let flickRight = TouchScript.flick(
      from: pad, to: pad + Point(x: 40, y: 0), duration: 0.12)
    #expect(try ActionRun.run(flickRight, root: root, bindings: b).summary == ["key ctrl+alt+Left"])
  }

  @Test func aRateLimitSkipsRunsThatComeTooSoon() throws {
    let root = Region(name: "root")
    root.gesture(TapGesture(), name: "tap")
    var click = Action.button("left")!
    click.rateLimit = 500_000
    let b = [ActionBinding(gesture: "tap", phase: .ended, actions: [click])]
    // Taps 0.3 s apart: the second is held back, the third (0.6 s after the first) runs.
    let taps = TouchScript.tap(at: center).followed(by: .tap(at: center), after: 0.3)
      .followed(by: .tap(at: center), after: 0.3)
    let r = try ActionRun.run(taps, root: root, bindings: b)
    #expect(r.summary == ["button left", "button left"])
    #expect(r.skips.count == 1 && r.skips[0].reason.contains("rate limit 0.5"))
    // Without the limit all three run.
    let free = [ActionBinding(gesture: "tap", phase: .ended, actions: [Action.button("left")!])]
    #expect(try ActionRun.run(taps, root: root, bindings: free).summary.count == 3)
  }

  @Test func phasesAndAttachmentsRunTheirOwnActions() throws {
    let root = Region(name: "root")
    root.gesture(LongPressGesture(), name: "hold")
      .action(.run(["true"]), on: .began)
      .action(Action.button("right")!, on: .ended)
    root.action(.shell("echo cancelled"), on: .cancelled, gesture: "hold")
    #expect(root.attachments[0].actions.map(\.phase) == [.began, .ended, .cancelled])
    let r = try ActionRun.run(.longPress(at: center, duration: 0.8), root: root)
    #expect(r.summary == ["button right"], "\(r.summary)")
    let ctx = try #require(r.performed.first?.context)
    #expect(
      ctx.environment["GESTURE_NAME"] == "hold" && ctx.environment["GESTURE_PHASE"] == "ended")
    #expect(ctx.environment["GESTURE_FINGERS"] == "1" && ctx.environment["GESTURE_NODE"] == "root")
  }

  @Test func aSceneFilesActionsRunAsWritten() throws {
    let (scene, actions) = try ActionRun.scene(
      """
      {"root": {"name": "root", "gestures": [
        {"name": "pinch", "gesture": {"magnify": {}},
         "actions": {"ended": [{"key": "super+s", "direction": "in"}, {"key": "super+a", "direction": "out"}]}}]},
       "actions": {"pinch.changed": {"every": 0.25, "scroll": "up", "reverse": {"scroll": "down", "clicks": 2}}}}
      """)
    let pinchIn = TouchScript.pinch(center: center, from: 60, to: 20)
    let r = try ActionRun.run(pinchIn, root: scene.root, bindings: actions.bindings)
    // 1 → 1/3: two whole steps of 0.25 down, each two notches, then the pinch-in key.
    #expect(r.summary == ["scroll down ×2 -1", "scroll down ×2 -1", "key super+s"], "\(r.summary)")
    guard case .input(.pointer, let frames) = r.performed[0].action.effect else {
      Issue.record("not a pointer action")
      return
    }
    #expect(
      frames == [
        [
          InputEvent(type: 2, code: 8, value: -2), InputEvent(type: 2, code: 11, value: -240),
        ]
      ])
  }

  @Test func aBoundGestureThatBeginsClaimsItsDevice() throws {
    let (root, bindings) = rotateScene(ActionRepeat(every: 15))
    root.gesture(TapGesture(), name: "tap")
    let trace = try TouchScript.rotate(center: center, by: Angle(degrees: 40)).trace()
    var stream = TouchStream(source: trace)
    let actions = ActionBindings(root: root, bindings: bindings, performer: ActionRecorder())
    var claims: [Int] = []
    actions.onClaim = { claims.append($0) }
    let session = Session(root: root, output: OutputBuffer(), observer: actions)
    try session.replay(&stream)
    // Once, when the rotation began; the unbound tap claims nothing.
    #expect(claims == [0])
    let taps = try TouchScript.tap(at: center).trace()
    var tapStream = TouchStream(source: taps)
    let tapSession = Session(root: root, output: OutputBuffer(), observer: actions)
    try tapSession.replay(&tapStream)
    #expect(claims == [0])
  }
}
