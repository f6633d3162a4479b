import GestureTestSupport
import Testing

@testable import Gestures

/// Every arbitration rule of the tree on both sides.
@Suite struct TreeRuleTests {
  /// window ⊃ panel ⊃ button, each with a tap named after it.
  func nested(
    window: GesturePriority = .normal, panel: GesturePriority = .normal,
    button: GesturePriority = .normal, panelMask: GestureMask = .all
  ) -> Region {
    let root = Region(name: "window")
    let panelRegion = Region(name: "panel", frame: Rect(x: 10, y: 10, width: 200, height: 200))
    let buttonRegion = Region(name: "button", frame: Rect(x: 20, y: 20, width: 50, height: 30))
    root.attach(GestureAttachment(TapGesture(), name: "window-tap", priority: window))
    panelRegion.attach(
      GestureAttachment(TapGesture(), name: "panel-tap", priority: panel, mask: panelMask))
    buttonRegion.attach(GestureAttachment(TapGesture(), name: "button-tap", priority: button))
    panelRegion.addChild(buttonRegion)
    root.addChild(panelRegion)
    return root
  }

  func tapButton(_ root: Region) -> EngineRun {
    let run = EngineRun(root: root)
    run.tap(at: 30, 30)
    run.finish()
    return run
  }

  @Test func theDeepestNormalGestureWins() {
    let run = tapButton(nested())
    #expect(run.succeeded == ["window/panel/button/button-tap"])
    #expect(run.reason("panel-tap") == .defeated(by: "button-tap"))
    #expect(run.reason("window-tap") == .defeated(by: "button-tap"))
  }

  @Test func anAncestorsHighPriorityGestureWinsOverDescendants() {
    let run = tapButton(nested(panel: .high))
    #expect(run.succeeded == ["window/panel/panel-tap"])
  }

  @Test func ofTwoHighPriorityGesturesTheAncestorWins() {
    let run = tapButton(nested(window: .high, panel: .high))
    #expect(run.succeeded == ["window/window-tap"])
  }

  @Test func aDescendantsHighPriorityGestureBeatsAnAncestorsNormalOne() {
    let run = tapButton(nested(button: .high))
    #expect(run.succeeded == ["window/panel/button/button-tap"])
  }

  @Test func simultaneousGesturesNeitherBlockNorAreBlocked() {
    let ancestor = tapButton(nested(panel: .simultaneous))
    #expect(
      Set(ancestor.succeeded) == ["window/panel/panel-tap", "window/panel/button/button-tap"])
    let descendant = tapButton(nested(panel: .high, button: .simultaneous))
    #expect(
      Set(descendant.succeeded) == ["window/panel/panel-tap", "window/panel/button/button-tap"])
  }

  @Test func maskAllEnablesBoth() {
    #expect(tapButton(nested(panelMask: .all)).succeeded == ["window/panel/button/button-tap"])
  }

  @Test func maskGestureDisablesTheSubviewsGestures() {
    let run = tapButton(nested(panelMask: .gesture))
    #expect(run.succeeded == ["window/panel/panel-tap"])
    #expect(!run.summary.contains { $0.contains("button-tap") })
  }

  @Test func maskSubviewsDisablesTheGestureItself() {
    let run = tapButton(nested(panelMask: .subviews))
    #expect(run.succeeded == ["window/panel/button/button-tap"])
    #expect(!run.summary.contains { $0.contains("panel-tap") })
  }

  @Test func maskNoneDisablesBoth() {
    let run = tapButton(nested(panelMask: .none))
    #expect(run.succeeded == ["window/window-tap"])
  }

  @Test func aTapWaitsForAnAncestorsDoubleTapUnlessItOptsOut() {
    func tree(wait: Bool) -> Region {
      let root = Region(name: "window")
      root.gesture(TapGesture(count: 2), name: "double")
      let button = Region(name: "button", frame: Rect(x: 0, y: 0, width: 50, height: 50))
      button.gesture(TapGesture(), name: "tap", waitsForHigherPriority: wait)
      root.addChild(button)
      return root
    }
    // The tap has higher precedence (descendant) but needs fewer taps: SwiftUI's rule makes it
    // wait for the double tap's window; opting out makes it fire on lift.
    let waiting = EngineRun(root: tree(wait: true))
    waiting.tap(at: 10, 10)
    waiting.finish()
    #expect(waiting.succeeded == ["window/button/tap"])
    #expect(waiting.transitions.first { $0.to == .ended }!.time == 410_000)
    let eager = EngineRun(root: tree(wait: false))
    eager.tap(at: 10, 10)
    eager.finish()
    #expect(eager.transitions.first { $0.to == .ended }!.time == 60_000)
    #expect(eager.reason("double") == .defeated(by: "tap"))
  }

  @Test func noWaitWhereNoDoubleTapCompetes() {
    let root = Region(name: "window")
    root.gesture(TapGesture(), name: "tap")
    let run = EngineRun(root: root)
    run.tap(at: 10, 10)
    #expect(run.transitions.first?.time == 60_000, "no 300 ms single-tap delay")
  }

  @Test func twoFingersOnTwoRegionsRecognizeIndependently() {
    let root = Region(name: "window", hasContent: false)
    let left = Region(name: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let right = Region(name: "right", frame: Rect(x: 150, y: 0, width: 100, height: 100))
    left.gesture(TapGesture(), name: "left-tap")
    right.gesture(DragGesture(minimumDistance: 0), name: "right-drag")
    root.addChild(left)
    root.addChild(right)
    let run = EngineRun(root: root)
    run.frame(0, (1, 50, 50, .down), (2, 200, 50, .down))
    run.frame(30, (1, 50, 50, .stationary), (2, 210, 50, .moved))
    run.frame(60, (1, 50, 50, .up), (2, 220, 50, .moved))
    run.frame(90, (2, 220, 50, .up))
    run.finish()
    #expect(Set(run.succeeded) == ["window/left/left-tap", "window/right/right-drag"])
    #expect(!run.summary.contains { $0.hasSuffix("failed") })
  }

  @Test func aPinchTakesItsTouchesFromItsOwnRegion() {
    let root = Region(name: "window", hasContent: false)
    let photo = Region(name: "photo", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    photo.gesture(MagnifyGesture(), name: "zoom")
    root.addChild(photo)
    let run = EngineRun(root: root)
    // One finger on the photo and one outside it: not a pinch of the photo.
    run.frame(0, (1, 50, 50, .down), (2, 200, 50, .down))
    run.frame(30, (1, 40, 50, .moved), (2, 220, 50, .moved))
    run.frame(60, (1, 40, 50, .up), (2, 220, 50, .up))
    run.finish()
    #expect(run.succeeded.isEmpty)
  }
}

@Suite struct PixelSceneTests {
  @Test func aPixelSceneIsMappedOntoTheTouchSurface() throws {
    let json = """
      {"surface": {"width": 600, "height": 600},
       "root": {"name": "screen", "content": false, "children": [
         {"name": "button", "frame": [0, 0, 100, 100],
          "gestures": [{"name": "press", "gesture": {"tap": {}}}]}]}}
      """
    let scene = Scene(try SceneFile.parse(json, file: "pixels.json"))
    // The surface is 300 mm wide, so the 100 px button is 50 mm wide.
    let inside = EngineRun(scene: scene)
    inside.tap(at: 40, 40)
    inside.finish()
    #expect(inside.succeeded == ["screen/button/press"])
    let outside = EngineRun(scene: scene)
    outside.tap(at: 60, 60)
    outside.finish()
    #expect(outside.succeeded.isEmpty)
  }
}
