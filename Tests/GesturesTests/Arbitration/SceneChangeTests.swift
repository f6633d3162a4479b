import Testing

@testable import Gestures

/// A scene changed under a running engine (``Region/sceneGeneration``): the next frame sees it;
/// gestures under way keep running unless their region left, and then they end with the reason.
@Suite struct SceneChangeTests {
  static func frame(_ ms: Int64, _ phase: ContactPhase, x: Double, y: Double, id: Int = 1)
    -> TouchFrame
  {
    TouchFrame(
      time: ms * 1000, device: 0, contacts: [Contact(id: id, slot: 0, x: x, y: y, phase: phase)],
      fingerCount: phase.isActive ? 1 : 0)
  }

  /// `name:from→to@node` for each transition.
  static func lines(_ r: TransitionRecorder) -> [String] {
    r.transitions.map { "\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)@\($0.node)" }
  }

  /// A panel with a drag in a root, and a drag begun on it.
  static func dragOnAPanel() -> (Region, Region, TransitionRecorder, Engine) {
    let root = Region(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let panel = Region(name: "panel", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    panel.gesture(DragGesture(), name: "drag")
    root.addChild(panel)
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, sink: recorder)
    engine.handle(Self.frame(0, .down, x: 10, y: 10))
    engine.handle(Self.frame(16, .moved, x: 25, y: 10))
    return (root, panel, recorder, engine)
  }

  @Test func aRegionAddedAfterTheEngineStartedIsHit() {
    let root = Region(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.gesture(TapGesture(), name: "tap")
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, sink: recorder)
    engine.handle(Self.frame(0, .down, x: 10, y: 10))
    engine.handle(Self.frame(50, .up, x: 10, y: 10))
    #expect(Self.lines(recorder) == ["tap:possible→ended@root"])
    recorder.removeAll()
    let button = Region(name: "button", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    button.gesture(TapGesture(), name: "press")
    root.addChild(button)
    engine.handle(Self.frame(1000, .down, x: 10, y: 10, id: 2))
    engine.handle(Self.frame(1050, .up, x: 10, y: 10, id: 2))
    // The button's tap comes first (a descendant's normal gesture) and defeats the root's.
    #expect(
      Self.lines(recorder) == ["press:possible→ended@root/button", "tap:possible→failed@root"])
    #expect(recorder.transitions[1].reason == .defeated(by: "press"))
  }

  @Test func aRegionRemovedWhileItsDragRunsCancelsTheDrag() {
    let (_, panel, recorder, engine) = Self.dragOnAPanel()
    #expect(Self.lines(recorder) == ["drag:possible→began@root/panel"])
    recorder.removeAll()
    panel.removeFromParent()
    engine.handle(Self.frame(32, .moved, x: 30, y: 10))
    engine.handle(Self.frame(48, .up, x: 30, y: 10))
    #expect(Self.lines(recorder) == ["drag:began→cancelled@root/panel"])
    #expect(recorder.transitions.first?.reason == .regionRemoved)
    #expect(recorder.transitions.first?.time == 32_000)
    // The next touch there reaches nothing: the root has no gesture.
    recorder.removeAll()
    engine.handle(Self.frame(500, .down, x: 10, y: 10, id: 2))
    engine.handle(Self.frame(516, .moved, x: 30, y: 10, id: 2))
    engine.handle(Self.frame(532, .up, x: 30, y: 10, id: 2))
    engine.finish(at: 2_000_000)
    #expect(recorder.transitions.isEmpty)
  }

  @Test func aDragKeepsRunningThroughAChangeElsewhere() {
    let (root, panel, recorder, engine) = Self.dragOnAPanel()
    // A region added beside it, and the panel itself moved: the drag goes on and ends.
    let other = Region(name: "other", frame: Rect(x: 60, y: 60, width: 30, height: 30))
    other.gesture(TapGesture(), name: "tap")
    root.addChild(other)
    panel.frame = Rect(x: 5, y: 0, width: 50, height: 50)
    engine.handle(Self.frame(32, .moved, x: 30, y: 10))
    engine.handle(Self.frame(48, .up, x: 30, y: 10))
    #expect(
      Self.lines(recorder) == [
        "drag:possible→began@root/panel", "drag:began→changed@root/panel",
        "drag:changed→ended@root/panel",
      ])
  }

  @Test func aMovedFrameMovesWhereTouchesHit() {
    let root = Region(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.hasContent = false
    let button = Region(name: "button", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    button.gesture(TapGesture(), name: "press")
    root.addChild(button)
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, sink: recorder)
    button.frame = Rect(x: 60, y: 60, width: 20, height: 20)
    engine.handle(Self.frame(0, .down, x: 10, y: 10))
    engine.handle(Self.frame(50, .up, x: 10, y: 10))
    #expect(recorder.transitions.isEmpty)
    engine.handle(Self.frame(1000, .down, x: 70, y: 70, id: 2))
    engine.handle(Self.frame(1050, .up, x: 70, y: 70, id: 2))
    #expect(Self.lines(recorder) == ["press:possible→ended@root/button"])
  }

  @Test func everyChangeToTheTreeMovesTheRootsGeneration() {
    let root = Region(name: "root")
    let child = Region(name: "child")
    let grandchild = Region(name: "grandchild")
    var last = root.sceneGeneration
    func moved() -> Bool {
      defer { last = root.sceneGeneration }
      return root.sceneGeneration != last
    }
    root.addChild(child)
    #expect(moved())
    child.addChild(grandchild)
    #expect(moved())
    grandchild.frame = Rect(x: 0, y: 0, width: 1, height: 1)
    #expect(moved())
    grandchild.shape = .circle
    #expect(moved())
    grandchild.contentShape = .capsule
    #expect(moved())
    grandchild.allowsHitTesting = false
    #expect(moved())
    grandchild.hasContent = false
    #expect(moved())
    grandchild.devices = .touchpad
    #expect(moved())
    grandchild.placement = .edge(.left, band: 3)
    #expect(moved())
    grandchild.gesture(TapGesture(), name: "tap")
    #expect(moved())
    grandchild.updateAttachment(named: "tap") { $0.waitsForHigherPriority = false }
    #expect(moved())
    grandchild.removeFromParent()
    #expect(moved())
    // A detached subtree no longer reaches the root.
    grandchild.frame = nil
    #expect(!moved())
  }
}
