import Foundation
import GestureTestSupport
import Testing

@testable import Gestures

@Suite struct SceneFileTests {
  static let full = """
    {
      "description": "every key",
      "surface": {"width": 1920, "height": 1080, "units": "px"},
      "root": {
        "name": "window", "frame": [0, 0, 1920, 1080], "shape": "rectangle",
        "content": true, "allowsHitTesting": true, "contentShape": "rectangle",
        "gestures": [
          {"name": "outer-tap", "priority": "normal", "mask": "all", "gesture": {"tap": {"count": 1}}},
          {"name": "double", "priority": "high", "mask": "gesture", "wait": false,
           "gesture": {"spatialTap": {"count": 2, "touches": 2, "maximumGap": 0.3,
                                      "maximumDuration": 0.5, "maximumMovement": 20}}},
          {"name": "pinch", "priority": "simultaneous", "mask": "subviews",
           "simultaneousWith": ["twist"], "gesture": {"magnify": {"minimumScaleDelta": 0.05}}},
          {"name": "twist", "priority": "simultaneous", "mask": "none", "simultaneousWith": ["pinch"],
           "gesture": {"rotate": {"minimumAngleDelta": 2, "touches": 3}}}
        ],
        "children": [
          {"name": "list", "frame": [100, 100, 800, 600], "content": false,
           "shape": {"roundedRectangle": {"cornerRadius": 12}},
           "gestures": [{"name": "scroll", "gesture": {"drag": {"minimumDistance": 5}}}],
           "children": [
             {"name": "photo", "frame": [150, 150, 200, 200], "shape": "circle",
              "contentShape": {"polygon": [[0, 0], [200, 0], [100, 200]]},
              "gestures": [
                {"name": "hold-drag", "gesture": {"sequenced": [
                  {"longPress": {"minimumDuration": 1, "maximumDistance": 15}},
                  {"drag": {}}]}},
                {"name": "both", "gesture": {"simultaneously": [{"magnify": {}}, {"rotate": {}}],
                                            "touches": 2}},
                {"name": "either", "gesture": {"exclusively": [
                  {"tap": {"count": 2}}, {"tap": {}, "touches": 1}]}}
              ]},
             {"name": "badge", "frame": [600, 150, 40, 20], "shape": {"capsule": {}},
              "allowsHitTesting": false}
           ]}
        ]
      }
    }
    """

  @Test func fullExampleDecodes() throws {
    let d = try SceneFile.parse(Self.full)
    #expect(d.surface == .pixels(width: 1920, height: 1080))
    #expect(d.text == "every key")
    let root = d.root
    #expect(root.name == "window")
    #expect(root.frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
    #expect(root.contentShape == .rectangle)
    #expect(root.gestures.map(\.name) == ["outer-tap", "double", "pinch", "twist"])
    #expect(root.gestures.map(\.priority) == [.normal, .high, .simultaneous, .simultaneous])
    #expect(root.gestures.map(\.mask) == [.all, .gesture, .subviews, .none])
    #expect(root.gestures.map(\.waitsForHigherPriority) == [true, false, true, true])
    #expect(root.gestures[2].simultaneousWith == ["twist"])
    #expect(root.gestures[0].gesture == GestureSpec(TapGesture(count: 1)))
    #expect(
      root.gestures[1].gesture
        == GestureSpec(
          SpatialTapGesture(
            rules: TapRules(
              count: 2, touches: 2, maximumGap: 0.3, maximumDuration: 0.5, maximumMovement: 20),
            coordinateSpace: .global)))
    #expect(root.gestures[2].gesture == GestureSpec(MagnifyGesture(minimumScaleDelta: 0.05)))
    #expect(
      root.gestures[3].gesture
        == GestureSpec(RotateGesture(minimumAngleDelta: .degrees(2), touches: 3)))
    let list = root.children[0]
    #expect(list.hasContent == false)
    #expect(list.shape == .roundedRectangle(cornerRadius: 12))
    #expect(
      list.gestures[0].gesture
        == GestureSpec(DragGesture(minimumDistance: 5, coordinateSpace: .global)))
    let photo = list.children[0]
    #expect(photo.shape == .circle)
    #expect(
      photo.contentShape
        == .polygon([Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 100, y: 200)]))
    #expect(
      photo.gestures[0].gesture
        == GestureSpec(
          LongPressGesture(minimumDuration: 1, maximumDistance: 15)
            .sequenced(before: DragGesture(coordinateSpace: .global))))
    // Scene files' drags and spatial taps give surface coordinates (`.global`), so the command
    // line's values are the surface's millimetres.
    // A composite's "touches" is the default of its components.
    #expect(
      photo.gestures[1].gesture
        == GestureSpec(MagnifyGesture(touches: 2).simultaneously(with: RotateGesture(touches: 2))))
    #expect(
      photo.gestures[2].gesture
        == GestureSpec(TapGesture(count: 2).exclusively(before: TapGesture(touches: 1))))
    let badge = list.children[1]
    #expect(badge.shape == .capsule)
    #expect(badge.allowsHitTesting == false)
    #expect(root.regionCount == 4)
  }

  @Test func fullExampleBuildsRegions() throws {
    let scene = Scene(try SceneFile.parse(Self.full))
    let surface = try #require(scene.surface.rect)
    #expect(scene.root.children.map(\.name) == ["list"])
    let photo = scene.root.children[0].children[0]
    #expect(photo.path == "window/list/photo")
    #expect(photo.contentShape != nil)
    #expect(scene.root.children[0].children[1].allowsHitTesting == false)
    // Inside the polygon content shape, not at the circle's rim.
    #expect(
      scene.root.hitTest(Point(x: 250, y: 160), surface: surface).map(\.name) == [
        "window", "list", "photo",
      ])
    // The list has no content: a point in it outside the photo is the window's.
    #expect(scene.root.hitTest(Point(x: 500, y: 500), surface: surface).map(\.name) == ["window"])
    // The badge does not take hits.
    #expect(
      scene.root.hitTest(Point(x: 610, y: 160), surface: surface).map(\.name) == ["window"])
  }

  @Test func defaultsAndBareForms() throws {
    let d = try SceneFile.parse(#"{"root": {"name": "r"}}"#)
    #expect(d.surface == .millimetres)
    #expect(d.surface.rect == nil)
    #expect(d.root == RegionSpec(name: "r"))
    let mm = try SceneFile.parse(
      #"{"surface": {"units": "mm"}, "root": {"name": "r", "shape": {"circle": {}}}}"#)
    #expect(mm.surface == .millimetres)
    #expect(mm.root.shape == .circle)
    let sibling = try SceneFile.parse(
      #"{"root": {"name": "r", "gestures": [{"name": "t", "gesture": {"tap": {"count": 3}, "touches": 2}}]}}"#
    )
    #expect(sibling.root.gestures[0].gesture == GestureSpec(TapGesture(count: 3, touches: 2)))
    // Unicode names and escapes.
    let u = try SceneFile.parse(#"{"root": {"name": "fen\u00EAtre \ud83d\ude00 \"q\""}}"#)
    #expect(u.root.name == "fenêtre 😀 \"q\"")
  }

  @Test func syntaxErrorsNameLineAndColumn() {
    let error = #expect(throws: SceneError.self) {
      try SceneFile.parse("{\n  \"root\": {\"name\": \"r\"},\n}\n", file: "s.json")
    }
    #expect(error?.line == 3)
    #expect(error?.column == 1)
    #expect(error?.path == nil)
    #expect(error?.description.hasPrefix("s.json:3:1: JSON syntax error:") == true)
  }

  @Test func pathErrorsMatchTheIssuesForm() {
    let text = """
      {"root": {"name": "window", "children": [{"name": "list"},
        {"name": "photo", "gestures": [{"name": "t", "gesture": {"tapp": {"count": 1}}}]}]}}
      """
    let error = #expect(throws: SceneError.self) { try SceneFile.parse(text, file: "scene.json") }
    #expect(error?.line == 2)
    #expect(
      error?.description.hasPrefix(
        #"scene.json: root.children[1].gestures[0].gesture: unknown gesture "tapp""#) == true)
  }

  @Test func fileErrors() {
    let missing = #expect(throws: SceneError.self) {
      try SceneFile.read(path: "/nonexistent/scene.json")
    }
    #expect(missing?.description.contains("cannot open") == true)
    let directory = #expect(throws: SceneError.self) {
      try SceneFile.read(path: SceneFixtures.scenes.path)
    }
    #expect(directory?.description.contains("directory") == true)
  }

  // MARK: Seed scenes (issue 4)

  func load(_ name: String) throws -> Scene { try SceneFile.load(path: SceneFixtures.scene(name)) }

  /// Every scene fixture loads.
  @Test func allSceneFixturesLoad() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: SceneFixtures.scenes.path)
      .filter { $0.hasSuffix(".json") }
    #expect(files.count >= 7)
    for file in files {
      let description = try SceneFile.read(
        path: SceneFixtures.scene(file), extensions: sceneExtensions)
      #expect(description.text?.isEmpty == false, "\(file) explains itself")
    }
  }

  let mmSurface = Rect(x: 0, y: 0, width: 300, height: 250)

  func hit(_ scene: Scene, _ x: Double, _ y: Double) -> String? {
    scene.root.hitTest(Point(x: x, y: y), surface: mmSurface).last?.path
  }

  @Test(arguments: [
    ("text-tap-in-vstack.json", GesturePriority.normal),
    ("vstack-high-priority.json", .high),
    ("vstack-simultaneous.json", .simultaneous),
  ])
  func textInsideVStack(file: String, priority: GesturePriority) throws {
    let scene = try load(file)
    let path = scene.root.hitTest(Point(x: 50, y: 40), surface: mmSurface)
    #expect(path.map(\.name) == ["window", "vstack", "text"])
    let enabled = GestureMask.enabledAttachments(on: path)
    #expect(enabled.map(\.attachment.name) == ["vstack-tap", "text-tap"])
    #expect(enabled.map(\.attachment.priority) == [priority, .normal])
    // The VStack has no content: between and beside its children nothing is hit.
    #expect(hit(scene, 25, 55) == nil)
    #expect(hit(scene, 50, 70) == "window/vstack/image")
  }

  @Test func circleWithoutHitTestingOverRectangle() throws {
    let scene = try load("circle-over-rectangle.json")
    #expect(hit(scene, 70, 70) == "window/rectangle")
    let path = scene.root.hitTest(Point(x: 70, y: 70), surface: mmSurface)
    #expect(GestureMask.enabledAttachments(on: path).map(\.attachment.name) == ["rectangle-tap"])
  }

  @Test func vstackSpacerGap() throws {
    let gap = try load("vstack-spacer-gap.json")
    #expect(hit(gap, 70, 120) == nil)
    #expect(hit(gap, 70, 30) == "window/vstack/top")
    #expect(hit(gap, 70, 200) == "window/vstack/bottom")
    let shaped = try load("vstack-spacer-content-shape.json")
    #expect(hit(shaped, 70, 120) == "window/vstack")
    let path = shaped.root.hitTest(Point(x: 70, y: 120), surface: mmSurface)
    #expect(GestureMask.enabledAttachments(on: path).map(\.attachment.name) == ["vstack-tap"])
  }

  @Test func longPressSequencedBeforeDrag() throws {
    let scene = try load("long-press-then-drag.json")
    #expect(hit(scene, 70, 60) == "window/card")
    #expect(hit(scene, 40.5, 40.5) == nil)  // the rounded corner
    let card = scene.root.children[0]
    #expect(card.attachments.map(\.name) == ["press-then-drag"])
    #expect(
      scene.description.root.children[0].gestures[0].gesture
        == GestureSpec(
          LongPressGesture(minimumDuration: 0.5, maximumDistance: 10)
            .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))))
  }

  /// The engine keeps the value of a key another module reads, at its JSON path, without
  /// reading it: a pattern name it cannot know is the haptics module's business. Without the
  /// module's key the engine rejects the key like any other.
  @Test func engineKeepsAnotherModulesKeyAsAValue() throws {
    let path = SceneFixtures.broken.appendingPathComponent("haptics-unknown-preset.json").path
    let scene = try SceneFile.load(path: path, extensions: ["haptics"])
    let value = try #require(scene.description.root.gestures[0].extensions["haptics"])
    #expect(value.path == "root.gestures[0].haptics")
    #expect(scene.description.attachmentValues(of: "haptics").map(\.gesture) == ["tap"])
    let error = #expect(throws: SceneError.self) { try SceneFile.load(path: path) }
    #expect(error?.path == "root.gestures[0]")
    #expect(error?.message.hasPrefix(#"unknown key "haptics" in a gesture attachment"#) == true)
  }
}
