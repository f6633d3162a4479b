import GestureTestSupport
import GestureTesting
import GestureTraces
import Testing

@testable import Gestures

/// The synthesized touchpad traces of what hands do (Recordings/synth/README.md), replayed with
/// a touchpad scene: a two- and a three-finger drag (scroll and swipe, as libinput names them)
/// and a tap. Each expectation failed before contacts were judged and finger-count changes
/// handled (issue 11).
@Suite struct TouchpadHandsTests {
  private func replay(_ name: String) throws -> ReplayResult {
    let root = Region(name: "pad")
    root.gesture(DragGesture(touches: 2), name: "scroll")
    root.gesture(DragGesture(touches: 3), name: "swipe3")
    root.gesture(TapGesture(), name: "tap")
    let source = try TraceFile.open(
      path: repositoryRoot + "/Recordings/synth/\(name).events", descriptionPath: nil)
    return try GestureReplay.run(source, scene: .region(root), recordsContacts: true)
  }

  private func phases(_ r: ReplayResult, _ gesture: String) -> [String] {
    r.transitions(of: gesture).filter { $0.to != .changed }.map { "\($0.from)→\($0.to)" }
  }

  @Test(arguments: ["touchpad-bounce-40ms", "touchpad-bounce-80ms"])
  func aShortBounceKeepsTheScrollGoing(_ name: String) throws {
    let r = try replay(name)
    #expect(phases(r, "scroll") == ["possible→began", "changed→ended"], "\(r.log)")
    // One finger of the scroll lifted and landed again: the gestures saw it continue.
    let begins = r.transitions(of: "scroll", to: .began)
    let ends = r.ended("scroll")
    #expect(begins.count == 1 && ends.count == 1)
    #expect(ends.first.map { r.seconds($0.time) } ?? 0 > 1.0)
  }

  @Test func aLongLiftEndsTheScrollAndItStartsAgain() throws {
    let r = try replay("touchpad-bounce-150ms")
    #expect(
      phases(r, "scroll") == [
        "possible→began", "changed→ended", "possible→began", "changed→ended",
      ],
      "\(r.log)")
  }

  @Test(arguments: ["touchpad-thumb-mid-scroll", "touchpad-extra-contact-mid-scroll"])
  func aThumbOrAPalmEdgeMidScrollDoesNotEndIt(_ name: String) throws {
    let r = try replay(name)
    #expect(phases(r, "scroll") == ["possible→began", "changed→ended"], "\(r.log)")
    #expect(r.cancelled("scroll").isEmpty)
    let leftOut = r.frames.flatMap(\.contacts).filter { $0.phase == .down && $0.role != .finger }
    #expect(!leftOut.isEmpty, "the extra contact is judged a thumb or palm")
  }

  @Test func aHoveringFingerTapsOnceWhenItPresses() throws {
    let r = try replay("touchpad-hover-tap")
    #expect(r.ended("tap").count == 1, "\(r.log)")
    #expect(r.transitions(of: "scroll", to: .began).isEmpty)
    let only = try replay("touchpad-hover-only")
    #expect(only.transitions.isEmpty, "\(only.log)")
  }

  @Test func aPalmStartsNothingAndTheTapBesideItCounts() throws {
    let r = try replay("touchpad-palm")
    #expect(r.ended("tap").count == 1, "\(r.log)")
    #expect(r.transitions(of: "scroll", to: .began).isEmpty)
    #expect(r.frames.flatMap(\.contacts).contains { $0.role == .palm })
  }

  @Test func aSingleTouchTouchpadScrollsAndSwipesByFingerCount() throws {
    let scroll = try replay("single-touch-two-finger-scroll")
    #expect(phases(scroll, "scroll") == ["possible→began", "changed→ended"], "\(scroll.log)")
    let moved = scroll.ended("scroll").first?.value as? DragGesture.Value
    #expect((moved?.translation.height ?? 0) > 25, "it follows ABS_X/ABS_Y")
    let swipe = try replay("single-touch-three-finger-swipe")
    #expect(phases(swipe, "swipe3") == ["possible→began", "changed→ended"], "\(swipe.log)")
  }
}

/// What the command line shows of the input layer's decisions.
@Suite struct TouchpadDecisionOutputTests {
  private func path(_ name: String) -> String {
    repositoryRoot + "/Recordings/synth/\(name).events"
  }

  @Test func explainListsLeftOutContactsAndBounces() {
    let (status, out, _) = replay(["--explain", path("touchpad-thumb-mid-scroll")])
    #expect(status == 0)
    // The scrolling fingers are fast: libinput's speed-based thumb rule decides first.
    #expect(
      out.contains("left out: thumb (came down beside a finger moving over 20 mm/s"), "\(out)")
    #expect(out.contains("left out: hovering (pressure "))
    let bounce = replay(["--explain", "--format", "json", path("touchpad-bounce-80ms")]).1
    #expect(bounce.contains("\"continued\":4"), "\(bounce)")
  }

  @Test func touchesNameTheRoleAndWhy() {
    let (status, out, _) = replay(["--touches", path("touchpad-palm")])
    #expect(status == 0)
    #expect(out.contains("palm (pressure 156 > 130)"), "\(out)")
    let json = replay(["--touches", "--format", "json", path("touchpad-hover-only")]).1
    #expect(json.contains("\"role\":\"hovering\",\"reason\":\"pressure "))
    #expect(!json.contains("\"role\":\"finger\""))
  }

  @Test func quirksOptionReadsADirectoryOrNone() throws {
    let none = replay(["--quirks", "none", path("touchpad-hover-tap")])
    #expect(none.0 == 0)
    let missing = replay(["--quirks", "/nonexistent-quirks", path("touchpad-hover-tap")])
    #expect(missing.0 == 1)
    #expect(missing.2.contains("/nonexistent-quirks: no such directory"))
  }
}

/// Scene files ask for contacts other than fingers, and for drags that more fingers cancel.
@Suite struct SceneContactKeysTests {
  @Test func aGestureThatAsksForPalmsTakesThem() throws {
    let text = """
      {"surface": {"units": "mm"}, "root": {"name": "pad", "gestures": [
        {"name": "palm-aware", "contacts": ["finger", "palm"], "gesture": {"longPress": {}}},
        {"name": "strict", "gesture": {"drag": {"touches": 2, "extraTouches": "cancel"}}}]}}
      """
    let description = try SceneFile.parse(text)
    #expect(description.root.gestures[0].acceptedRoles == [.finger, .palm])
    #expect(description.root.gestures[1].acceptedRoles == .finger)
    let drag = try #require(description.root.gestures[1].gesture.gesture as? DragGesture)
    #expect(drag.extraTouches == .cancel)
    let scene = Scene(description)
    let recorder = TransitionRecorder()
    let engine = Engine(scene: scene, sink: recorder)
    let palm = Contact(
      id: 1, slot: 0, x: 10, y: 10, phase: .down, role: .palm,
      reason: .pressure(160, threshold: 130))
    engine.handle(TouchFrame(time: 0, device: 0, contacts: [palm], fingerCount: 0))
    engine.advance(to: 600_000)
    // The palm-aware long press took the palm and ended; the drag never saw it.
    #expect(recorder.transitions.map(\.gesture) == ["palm-aware"])
    #expect(recorder.transitions.first?.to == .ended)
  }
}
