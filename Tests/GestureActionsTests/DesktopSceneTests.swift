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
    let volume = try run(.rotate(center: mid, by: Angle(degrees: 50), distance: 30))
    #expect(volume == Array(repeating: "key volumeup +1", count: 3))
    #expect(try run(.tap(at: mid, fingers: 3, spacing: 12)) == ["button middle"])
  }

  @Test func edgeSwipesStartInTheBandOnly() throws {
    let fromLeft = TouchScript.flick(
      from: Point(x: 2, y: 30), to: Point(x: 45, y: 30), duration: 0.15)
    #expect(try run(fromLeft) == ["key super+a"])
    let fromRight = TouchScript.flick(
      from: Point(x: 98, y: 30), to: Point(x: 55, y: 30), duration: 0.15)
    #expect(try run(fromRight) == ["key super+v"])
    // A touch landing in the touchpad's palm edge zone (8 mm here) is a palm until it leaves
    // the zone: the finger begins just past it, inside the 12 mm band.
    // The same flick starting 14 mm in from the edge is pointer motion.
    let inside = TouchScript.flick(
      from: Point(x: 14, y: 30), to: Point(x: 57, y: 30), duration: 0.15)
    #expect(try run(inside).isEmpty)
  }

  /// Pointing, a tap, a two-finger scroll and a resting finger reach the touchpad's gestures,
  /// which fail, and no action runs.
  @Test func pointingScrollingAndRestingRunNothing() throws {
    let scroll = TouchScript.drag(
      from: mid, to: mid + Point(x: 0, y: 25), duration: 0.4, fingers: 2, spacing: 15)
    let scripts: [(String, TouchScript, [String])] = [
      ("pointing", .drag(from: mid, to: mid + Point(x: 30, y: 10), duration: 0.4), ["swipe-3"]),
      ("a tap", .tap(at: mid), ["swipe-3", "tap-3"]),
      ("a scroll", scroll, ["pinch", "rotate", "swipe-3"]),
      ("a resting finger", .longPress(at: mid, duration: 1), ["swipe-3"]),
    ]
    for (what, script, failing) in scripts {
      let scene = try SceneFile.load(path: Self.path, extensions: sceneExtensions)
      let recorder = try ActionRun.run(
        script, root: scene.root, bindings: try SceneActions(scene).bindings, on: .touchpad())
      #expect(recorder.summary.isEmpty, "\(what)")
      let lines = recorder.transitionLog.split(separator: "\n")
      for gesture in failing {
        #expect(
          lines.contains { $0.contains(": \(gesture) ") && $0.contains("→ failed") },
          "\(what): \(gesture) reached and failed in\n\(recorder.transitionLog)")
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
