import GestureTestSupport
import GestureTesting
import Gestures
import Testing

/// Scene files' edge and corner frames: every spelling, and every broken one with its path.
@Suite struct EdgeRegionSceneTests {
  /// A scene whose root has one child with `"frame": frame`.
  func child(_ frame: String) throws(SceneError) -> RegionSpec {
    let text =
      #"{"root": {"name": "screen", "children": [{"name": "edge", "frame": "# + frame + "}]}}"
    return try SceneFile.parse(text).root.children[0]
  }

  @Test func everyEdgeAndCornerDecodes() throws {
    for edge in RectEdge.allCases {
      let spec = try child(#"{"edge": ""# + edge.rawValue + #"", "band": 8}"#)
      #expect(spec.placement == .edge(edge, band: 8) && spec.frame == nil)
    }
    for corner in RectCorner.allCases {
      let spec = try child(#"{"size": 12.5, "corner": ""# + corner.rawValue + #""}"#)
      #expect(spec.placement == .corner(corner, size: 12.5))
    }
    // The largest band, and a fixed frame still decodes as one.
    #expect(try child(#"{"edge": "top", "band": 1000000}"#).placement == .edge(.top, band: 1e6))
    let fixed = try child("[1, 2, 3, 4]")
    #expect(fixed.frame == Rect(x: 1, y: 2, width: 3, height: 4) && fixed.placement == nil)
  }

  @Test func theBuiltRegionCarriesThePlacement() throws {
    let text = #"""
      {"root": {"name": "screen", "children": [
        {"name": "left", "frame": {"edge": "left", "band": 8}},
        {"name": "hot", "frame": {"corner": "bottomRight", "size": 10}}]}}
      """#
    let description = try SceneFile.parse(text)
    let scene = Scene(description)
    #expect(
      scene.root.children.map(\.placement) == [
        .edge(.left, band: 8), .corner(.bottomRight, size: 10),
      ])
    #expect(scene.root.children.allSatisfy { $0.frame == nil })
    // The description is data: equal when read twice, different from a fixed-frame twin.
    #expect(try SceneFile.parse(text) == description)
    var fixed = description
    fixed.root.children[0].placement = nil
    fixed.root.children[0].frame = Rect(x: 0, y: 0, width: 8, height: 160)
    #expect(fixed != description)
  }

  @Test func brokenEdgeFramesNameTheirPath() {
    let p = "root.children[0].frame"
    for (json, path, message) in [
      (#"{"edge": "leading", "band": 8}"#, p + ".edge", #"unknown edge "leading""#),
      (#"{"edge": "left"}"#, p, "needs its depth"),
      (#"{"edge": "left", "band": -1}"#, p + ".band", "must not be negative"),
      (#"{"edge": "left", "band": 0}"#, p + ".band", "must be above 0"),
      (#"{"edge": "left", "band": 1000001}"#, p + ".band", "must be at most 1000000"),
      (#"{"edge": "left", "band": "8"}"#, p + ".band", "expected a number"),
      (#"{"edge": 3, "band": 8}"#, p + ".edge", "expected a string"),
      (#"{"edge": "left", "size": 8}"#, p + ".size", "not \"size\""),
      (#"{"edge": "left", "corner": "topLeft", "band": 8}"#, p, "not both"),
      (#"{"corner": "middle", "size": 8}"#, p + ".corner", #"unknown corner "middle""#),
      (#"{"corner": "topLeft"}"#, p, "needs its \"size\""),
      (#"{"corner": "topLeft", "size": -2}"#, p + ".size", "must not be negative"),
      (#"{"corner": "topLeft", "band": 8}"#, p + ".band", "not \"band\""),
      (#"{"band": 8}"#, p, "expected a frame"),
      (#"{"edge": "left", "band": 8, "depth": 3}"#, p, #"unknown key "depth""#),
      (#""left""#, p, "expected a frame"),
    ] {
      do {
        _ = try child(json)
        Issue.record("\(json) was accepted")
      } catch {
        #expect(error.path == path, "\(json): \(error)")
        #expect(error.description.contains(message), "\(json): \(error)")
      }
    }
  }
}

/// The fixture scene of issue 14's desktop gestures, replayed.
@Suite struct DesktopGestureSceneTests {
  let file = SceneFixtures.scene("desktop-edges-tip-tap.json")

  func run(_ script: TouchScript) throws -> ReplayResult {
    try GestureReplay.run(script, scene: .file(file))
  }

  @Test func edgeCornerAndTipTapFromOneScene() throws {
    let swipe = try run(.flick(from: Point(x: 4, y: 80), to: Point(x: 54, y: 80)))
    #expect(swipe.endedGestures == ["edge-swipe"], "\(swipe.summary)")
    let press = try run(.longPress(at: Point(x: 250, y: 5)))
    #expect(press.endedGestures == ["corner-press"], "\(press.summary)")
    let tip = try run(
      TouchScript([
        TouchPath(at: Point(x: 80, y: 80)).holding(for: 1),
        TouchPath(at: Point(x: 110, y: 80), landing: 0.3).holding(for: 0.05),
      ]))
    #expect(tip.endedGestures == ["tip-tap"], "\(tip.summary)")
    let tap = try run(.tap(at: Point(x: 110, y: 80)))
    #expect(tap.endedGestures == ["tap"], "\(tap.summary)")
  }
}
