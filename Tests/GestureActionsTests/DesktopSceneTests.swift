import GestureActions
import GestureTestSupport
import GestureTesting
import Gestures
import Testing

/// The bundled desktop scene (Examples/Desktop/desktop.json) on synthetic touchpad and
/// touchscreen input: each gesture runs its action, and ordinary pointing and scrolling run
/// none.
@Suite struct DesktopSceneTests {
  static let path = repositoryRoot + "/Examples/Desktop/desktop.json"
  /// The middle of the virtual touchpad's 100 × 60 mm.
  let mid = Point(x: 50, y: 30)

  func run(_ script: TouchScript, on device: VirtualDevice = .touchpad()) throws -> [String] {
    let scene = try SceneFile.load(path: Self.path, extensions: sceneExtensions)
    let actions = try SceneActions(scene)
    return try ActionRun.run(script, root: scene.root, bindings: actions.bindings, on: device)
      .summary
  }

  @Test func theLongPressClicksWhereTheFingerIs() throws {
    let scene = try SceneFile.load(path: Self.path, extensions: sceneExtensions)
    let actions = try SceneActions(scene)
    let screen = VirtualDevice.touchscreen()
    // A quarter of the way across, three quarters down.
    let surface = try #require(TouchSurface(device: try TouchScript().trace(on: screen).devices[0]))
    let at = Point(x: surface.width / 4, y: surface.height * 3 / 4)
    let r = try ActionRun.run(
      .longPress(at: at, duration: 0.8), root: scene.root, bindings: actions.bindings, on: screen,
      surface: Rect(x: 0, y: 0, width: surface.width, height: surface.height))
    let performed = try #require(r.performed.first)
    let (kind, frames) = try #require(performed.action.input(for: performed.context))
    #expect(kind == .absolutePointer)
    #expect(
      frames[0] == [
        InputEvent(type: 3, code: 0, value: 16384), InputEvent(type: 3, code: 1, value: 49151),
      ])
    #expect(
      frames.dropFirst() == [
        [InputEvent(type: 1, code: 0x111, value: 1)], [InputEvent(type: 1, code: 0x111, value: 0)],
      ])
  }

  @Test func threeAndFourFingerSwipesSendTheirWorkspaceKeys() throws {
    let moves: [(Point, String, String)] = [
      (Point(x: -35, y: 0), "key super+Page_Down", "key super+shift+Page_Down"),
      (Point(x: 35, y: 0), "key super+Page_Up", "key super+shift+Page_Up"),
      (Point(x: 0, y: -25), "key super+s", "key super+Up"),
      (Point(x: 0, y: 25), "key Escape", "key super+Down"),
    ]
    for (offset, three, four) in moves {
      let from = mid - Point(x: offset.x / 2, y: offset.y / 2)
      let s3 = TouchScript.drag(
        from: from, to: from + offset, duration: 0.25, fingers: 3, spacing: 12)
      let got3 = try run(s3)
      #expect(got3 == [three], "\(got3)")
      let s4 = TouchScript.drag(
        from: from, to: from + offset, duration: 0.25, fingers: 4, spacing: 10)
      let got4 = try run(s4)
      #expect(got4 == [four], "\(got4)")
    }
  }

  @Test func pinchRotateAndTapRunTheirActions() throws {
    #expect(try run(.pinch(center: mid, from: 40, to: 15)) == ["key super+s"])
    #expect(try run(.pinch(center: mid, from: 20, to: 45)) == ["key super+a"])
    // Turning two fingers is a pinch to libinput: a volume step per 15° from where it decided
    // (the fingers' first 1.5 mm, about 6° here), and no overview (the spread stays).
    let volume = try run(.rotate(center: mid, by: Angle(degrees: 60), distance: 30))
    #expect(volume == Array(repeating: "key volumeup +1", count: 3))
    #expect(try run(.tap(at: mid, fingers: 3, spacing: 12)) == ["button middle"])
  }

  /// libinput begins a swipe as soon as three fingers move together, with no time limit: a
  /// slow swipe (2 s) switches the workspace too, and one of under 20 mm does nothing.
  @Test func slowSwipesRunAndShortOnesDoNot() throws {
    let from = mid - Point(x: 20, y: 0)
    let slow = TouchScript.drag(
      from: from, to: from + Point(x: 40, y: 0), duration: 2, fingers: 3, spacing: 12)
    #expect(try run(slow) == ["key super+Page_Up"])
    let short = TouchScript.drag(
      from: from, to: from + Point(x: 15, y: 0), duration: 0.3, fingers: 3, spacing: 12)
    #expect(try run(short).isEmpty)
  }

  /// Two scrolling fingers that drift apart and turn stay a scroll, as libinput decides once:
  /// no volume step, no overview.
  @Test func aDriftingScrollRunsNothing() throws {
    let a = TouchPath(at: mid + Point(x: -8, y: -10))
      .moving(by: Point(x: -4, y: 30), duration: 0.6, profile: .linear)
    let b = TouchPath(at: mid + Point(x: 8, y: -10))
      .moving(by: Point(x: 6, y: 26), duration: 0.6, profile: .linear)
    #expect(try run(TouchScript([a, b])).isEmpty)
  }

  @Test func edgeSwipesAreTheTouchscreens() throws {
    let screen = VirtualDevice.touchscreen()
    let surface = try #require(TouchSurface(device: try TouchScript().trace(on: screen).devices[0]))
    let y = surface.height / 2
    let fromLeft = TouchScript.flick(
      from: Point(x: 2, y: y), to: Point(x: 150, y: y), duration: 0.15)
    #expect(try run(fromLeft, on: screen) == ["key super+a"])
    let fromRight = TouchScript.flick(
      from: Point(x: surface.width - 2, y: y), to: Point(x: surface.width - 150, y: y),
      duration: 0.15)
    #expect(try run(fromRight, on: screen) == ["key super+v"])
    // On a touchpad a fast one-finger motion from the edge is pointer motion.
    let pointer = TouchScript.flick(
      from: Point(x: 2, y: 30), to: Point(x: 45, y: 30), duration: 0.15)
    #expect(try run(pointer).isEmpty)
  }

  /// Pointing, a tap, a two-finger scroll and a resting finger reach the touchpad's gestures,
  /// which fail with what libinput decided, and no action runs.
  @Test func pointingScrollingAndRestingRunNothing() throws {
    let scroll = TouchScript.drag(
      from: mid, to: mid + Point(x: 0, y: 25), duration: 0.4, fingers: 2, spacing: 15)
    let scripts: [(String, TouchScript, [String], String)] = [
      (
        "pointing", .drag(from: mid, to: mid + Point(x: 30, y: 10), duration: 0.4), ["swipe-3"],
        "libinput decided pointerMotion"
      ),
      ("a tap", .tap(at: mid), ["swipe-3", "tap-3"], ""),  // tap-3: one finger of three
      ("a scroll", scroll, ["pinch", "swipe-3"], "libinput decided scroll"),
      ("a resting finger", .longPress(at: mid, duration: 1), ["swipe-3"], "libinput decided hold"),
    ]
    for (what, script, failing, reason) in scripts {
      let scene = try SceneFile.load(path: Self.path, extensions: sceneExtensions)
      let recorder = try ActionRun.run(
        script, root: scene.root, bindings: try SceneActions(scene).bindings, on: .touchpad())
      #expect(recorder.summary.isEmpty, "\(what)")
      let lines = recorder.transitionLog.split(separator: "\n")
      for gesture in failing {
        #expect(
          lines.contains {
            $0.contains(": \(gesture) ") && $0.contains("→ failed")
              && (reason.isEmpty || $0.contains(reason))
          },
          "\(what): \(gesture) reached and failed (\(reason)) in\n\(recorder.transitionLog)")
      }
    }
  }

  @Test func aTouchscreensLongPressRightClicks() throws {
    let screen = VirtualDevice.touchscreen()
    #expect(
      try run(.longPress(at: mid, duration: 0.8), on: screen) == ["button right at the touch"])
    // Touchpad gestures are not the touchscreen's.
    #expect(try run(.tap(at: mid, fingers: 3, spacing: 12), on: screen).isEmpty)
  }
}
