import GestureTesting
import Gestures
import Testing

/// A tip-tap among other gestures: it sees the resting and the tapping fingers, a tap does not
/// also fire for the tapping finger, and it holds nothing back that does not share its tap.
@Suite struct TipTapArbitrationTests {
  let restPoint = Point(x: 80, y: 80)
  let tapPoint = Point(x: 110, y: 80)

  var tipTap: TouchScript {
    TouchScript([
      TouchPath(at: restPoint).holding(for: 1),
      TouchPath(at: tapPoint, landing: 0.3).holding(for: 0.05),
    ])
  }

  func run(_ script: TouchScript, _ root: Region) throws -> ReplayResult {
    try GestureReplay.run(script, scene: .region(root))
  }

  @Test func onOneRegionTheTipTapWinsAndTheTapDoesNotFireInEitherOrder() throws {
    for tipTapFirst in [true, false] {
      let root = Region(name: "screen")
      if tipTapFirst { root.gesture(TipTapGesture(), name: "tip-tap") }
      root.gesture(TapGesture(), name: "tap")
      if !tipTapFirst { root.gesture(TipTapGesture(), name: "tip-tap") }
      let result = try run(tipTap, root)
      #expect(result.ended("tip-tap").count == 1, "\(result.summary)")
      #expect(result.ended("tap").isEmpty, "\(result.summary)")
      // The tap took the resting finger too, and fails as the second finger lands.
      #expect(result.failed("tap").first?.reason == .tooManyTouches(count: 2, allowed: 1))
      // A lone tap still is a tap, at once.
      let lone = try run(.tap(at: tapPoint), root)
      #expect(lone.ended("tap").count == 1 && lone.ended("tip-tap").isEmpty)
      #expect(abs((lone.ended("tap").first?.seconds ?? 1) - 0.05) < 0.01, "\(lone.summary)")
    }
  }

  @Test func onTheRootItSeesFingersOnDifferentRegions() throws {
    // The resting finger on a list, the tap on a button beside it.
    let root = Region(name: "screen")
    root.addChild(Region(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 160)))
    root.addChild(
      Region(name: "button", frame: Rect(x: 100, y: 60, width: 40, height: 40)).gesture(
        TapGesture(), name: "button-tap"))
    root.highPriorityGesture(TipTapGesture(), name: "tip-tap")
    let result = try run(tipTap, root)
    #expect(result.ended("tip-tap").count == 1, "\(result.summary)")
    #expect(result.ended("button-tap").isEmpty)
    #expect(result.failed("button-tap").first?.reason == .defeated(by: "tip-tap"))
    // As a normal gesture the button's tap comes first (descendants before ancestors).
    let normal = Region(name: "screen")
    normal.addChild(
      Region(name: "button", frame: Rect(x: 100, y: 60, width: 40, height: 40)).gesture(
        TapGesture(), name: "button-tap"))
    normal.gesture(TipTapGesture(), name: "tip-tap")
    let lost = try run(tipTap, normal)
    #expect(lost.ended("button-tap").count == 1 && lost.ended("tip-tap").isEmpty)
  }

  @Test func repeatedTipTapsReachAModifiersCallback() throws {
    final class Count { var taps: [TipTapGesture.Value] = [] }
    let count = Count()
    let root = Region(name: "screen")
    root.gesture(TipTapGesture().onEnded { count.taps.append($0) }, name: "tip-tap")
    let script = TouchScript([
      TouchPath(at: restPoint).holding(for: 1.2),
      TouchPath(at: tapPoint, landing: 0.3).holding(for: 0.05),
      TouchPath(at: Point(x: 120, y: 90), landing: 0.7).holding(for: 0.05),
    ])
    let result = try run(script, root)
    #expect(result.ended("tip-tap").count == 2, "\(result.summary)")
    #expect(count.taps.count == 2 && count.taps.last.map { abs($0.location.x - 120) < 0.1 } == true)
  }

  @Test func aLongPressOfTheRestingFingerIsNotHeldBack() throws {
    let root = Region(name: "screen")
    root.gesture(TipTapGesture(), name: "tip-tap")
    root.gesture(LongPressGesture(), name: "long-press")
    let script = TouchScript([
      TouchPath(at: restPoint).holding(for: 1.2),
      TouchPath(at: tapPoint, landing: 0.8).holding(for: 0.05),
    ])
    let result = try run(script, root)
    let press = try #require(result.ended("long-press").first?.seconds, "\(result.summary)")
    #expect(abs(press - 0.5) < 0.01)
    // The long press took the resting finger; the tip-tap beside it still comes after.
    #expect(result.ended("tip-tap").count == 1, "\(result.summary)")
  }

  @Test func aDragOfTheFirstFingerBeginsOnceItMovedPastTheRest() throws {
    let root = Region(name: "screen")
    root.gesture(TipTapGesture(), name: "tip-tap")
    root.gesture(DragGesture(), name: "drag")
    let result = try run(.drag(from: restPoint, to: Point(x: 80, y: 130)), root)
    #expect(result.ended("drag").count == 1, "\(result.summary)")
    #expect(result.failed("tip-tap").first.map { "\($0.reason!)" }?.hasPrefix("a resting") == true)
  }
}

/// Scene files' `"tipTap"`: every key, its range, and the JSON paths of bad ones.
@Suite struct TipTapSceneTests {
  func scene(_ gesture: String) throws(SceneError) -> Scene {
    let text = #"{"root": {"name": "r", "gestures": [{"name": "g", "gesture": "# + gesture + "}]}}"
    return Scene(try SceneFile.parse(text))
  }

  func recognizer(_ gesture: String) throws -> TipTapGestureRecognizer {
    try #require(
      try scene(gesture).root.attachments.first?.makeRecognizer() as? TipTapGestureRecognizer)
  }

  @Test func sceneFilesDescribeTipTaps() throws {
    let r = try recognizer(
      #"{"tipTap": {"touches": 2, "resting": 3, "restingDuration": 0.2, "maximumDuration": 0.4, "maximumMovement": 25, "restingMovement": 30}}"#
    )
    #expect(
      r.gesture
        == TipTapGesture(
          touches: 2, restingTouches: 3, restingDuration: 0.2, maximumDuration: 0.4,
          maximumMovement: 25, restingMovement: 30))
    #expect(try recognizer(#"{"tipTap": {}}"#).gesture == TipTapGesture())
    #expect(try recognizer(#"{"tipTap": {}, "touches": 2}"#).gesture.touches == 2)
    // The ends of each range.
    let edges = try recognizer(
      #"{"tipTap": {"touches": 64, "resting": 64, "restingDuration": 3600, "maximumDuration": 0, "maximumMovement": 1000000, "restingMovement": 0}}"#
    )
    #expect(edges.gesture.restingTouches == 64 && edges.gesture.restingDuration == 3600)
  }

  @Test func badTipTapsNameTheirPath() {
    let p = "root.gestures[0].gesture.tipTap"
    for (json, path, message) in [
      (#"{"tipTap": {"resting": 0}}"#, p + ".resting", "must be at least 1"),
      (#"{"tipTap": {"resting": 65}}"#, p + ".resting", "must be at most 64"),
      (#"{"tipTap": {"resting": 1.5}}"#, p + ".resting", "whole number"),
      (#"{"tipTap": {"touches": 0}}"#, p + ".touches", "must be at least 1"),
      (#"{"tipTap": {"restingDuration": -0.1}}"#, p + ".restingDuration", "must not be negative"),
      (#"{"tipTap": {"restingDuration": 3601}}"#, p + ".restingDuration", "at most 3600 s"),
      (#"{"tipTap": {"maximumDuration": 3601}}"#, p + ".maximumDuration", "at most 3600 s"),
      (#"{"tipTap": {"maximumMovement": -1}}"#, p + ".maximumMovement", "must not be negative"),
      (#"{"tipTap": {"restingMovement": 1000001}}"#, p + ".restingMovement", "at most 1000000"),
      (#"{"tipTap": {"restingTouches": 1}}"#, p, #"unknown key "restingTouches""#),
      (#"{"tipTap": 1}"#, p, "expected tipTap parameters"),
    ] {
      do {
        _ = try scene(json)
        Issue.record("\(json) was accepted")
      } catch {
        #expect(error.path == path, "\(json): \(error)")
        #expect(error.description.contains(message), "\(json): \(error)")
      }
    }
  }

  @Test func theTransitionLogWritesTheTipTap() {
    let v = TipTapGesture.Value(location: Point(x: 110, y: 80.24), touches: 1, restingTouches: 2)
    let json = OutputBuffer()
    v.writeJSON(to: json)
    #expect(json.text == #"{"location":[110.000,80.240],"touches":1,"resting":2}"#)
    let text = OutputBuffer()
    v.writeText(to: text)
    #expect(text.text == "1 beside 2 at 110.0,80.2")
  }
}
