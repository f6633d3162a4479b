import Foundation
import GestureHaptics
import GestureTestSupport
import GestureTesting
import Gestures
import Testing

/// The replay API gives what the command line prints, with typed values.
@Suite struct ReplayAPITests {
  let wacom =
    repositoryRoot + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events"
  let wacomDesc = repositoryRoot + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc"

  /// `time|gesture|from|to|reason` for each line of the command line's text output (the
  /// device and the value, which another layer formats, left out).
  static func skeleton(ofLog text: String) -> [String] {
    text.split(separator: "\n").map { line in
      let trimmed = line.drop { $0 == " " }
      let time = trimmed.prefix { $0 != " " }
      var rest = trimmed.drop { $0 != " " }.drop { $0 == " " }
      if rest.hasPrefix("["), let close = rest.range(of: "] ") { rest = rest[close.upperBound...] }
      let fields = rest.split(separator: " ", omittingEmptySubsequences: true)
      let reason = line.range(of: "— ").map { String(line[$0.upperBound...]) } ?? ""
      return [String(time), String(fields[0]), String(fields[1]), String(fields[3]), reason]
        .joined(separator: "|")
    }
  }

  static func skeleton(of result: ReplayResult) -> [String] {
    result.transitions.map { t in
      let out = OutputBuffer()
      out.append(fixed: t.seconds, decimals: 6)
      return [out.text, t.gesture, t.from.rawValue, t.to.rawValue, t.reason.map { "\($0)" } ?? ""]
        .joined(separator: "|")
    }
  }

  @Test func bundledRecordingGivesTheCommandLinesTransitions() throws {
    let result = try GestureReplay.run(path: wacom, descriptionPath: wacomDesc)
    let (status, text, _) = replay(["--desc", wacomDesc, wacom])
    #expect(status == 0)
    #expect(!result.transitions.isEmpty)
    #expect(Self.skeleton(of: result) == Self.skeleton(ofLog: text))
    #expect(result.log == text)
    try result.expect(
      .ended("double-tap", at: 0.232004, within: 1e-6),
      .failed("tap", because: .defeated(by: "double-tap")),
      .noGestureEnded(except: "double-tap"))
    #expect(result.trace == wacom)
    #expect(result.devices.map(\.name) == ["Wacom ISDv4 E6 Finger"])
  }

  @Test(arguments: [
    "Recordings/synth/touchscreen-one-finger-drag.events",
    "Recordings/synth/touchscreen-pinch-out.events",
    "Recordings/synth/touchscreen-rotate-ccw.events",
    "Recordings/synth/touchpad-extra-fingers.events",
    "Recordings/synth/no-resolution-touchscreen.events",
    "Tests/GesturesTests/Fixtures/libinput-record/touchscreen-and-keyboard.yml",
  ])
  func moreTracesGiveTheCommandLinesTransitions(_ path: String) throws {
    let result = try GestureReplay.run(path: repositoryRoot + "/" + path)
    let (status, text, errors) = replay([repositoryRoot + "/" + path])
    #expect(status == 0)
    #expect(!result.transitions.isEmpty)
    #expect(Self.skeleton(of: result) == Self.skeleton(ofLog: text))
    #expect(result.log == text)
    #expect(result.notices.isEmpty == !path.contains("no-resolution"))
    for notice in result.notices { #expect(errors.contains(notice)) }
  }

  @Test func typedValuesMatchTheRecording() throws {
    let drag = try GestureReplay.run(
      path: repositoryRoot + "/Recordings/synth/touchscreen-one-finger-drag.events")
    // GROUND-TRUTH: the finger goes from (60, 30) to (144.867, 114.867) mm.
    try drag.expect(.ended("drag", translation: Point(x: 84.867, y: 84.867), within: 0.01))
    let rotate = try GestureReplay.run(
      path: repositoryRoot + "/Recordings/synth/touchscreen-rotate-cw.events")
    try rotate.expect(.ended("rotate", rotation: 90, within: 0.01))
    let ccw = try GestureReplay.run(
      path: repositoryRoot + "/Recordings/synth/touchscreen-rotate-ccw.events")
    try ccw.expect(.ended("rotate", rotation: -90, within: 0.01))
    let pinch = try GestureReplay.run(
      path: repositoryRoot + "/Recordings/synth/touchscreen-pinch-out.events")
    try pinch.expect(.ended("magnify", magnification: 3, within: 0.01))
  }

  @Test func sceneFileGivesTheCommandLinesTransitions() throws {
    let scene = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/long-press-then-drag.json"
    let trace = repositoryRoot + "/Recordings/synth/touchscreen-long-press.events"
    let result = try GestureReplay.run(path: trace, scene: .file(scene))
    let (status, text, _) = replay(["--scene", scene, trace])
    #expect(status == 0)
    #expect(Self.skeleton(of: result) == Self.skeleton(ofLog: text))
    let loaded = try GestureReplay.run(path: trace, scene: .scene(SceneFile.load(path: scene)))
    #expect(loaded.summary == result.summary)
  }

  @Test func compositeValuesAreFoundInside() throws {
    let scene = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/long-press-then-drag.json"
    // Press the card (40…100 × 40…80 mm) 0.6 s, then drag it 20 mm right and 5 mm down.
    let script = TouchScript(
      TouchPath(at: Point(x: 60, y: 60)).holding(for: 0.6)
        .moving(by: Point(x: 20, y: 5), duration: 0.3).holding(for: 0.02))
    let result = try GestureReplay.run(script, scene: .file(scene))
    try result.expect(
      .began("press-then-drag", at: 0.5, within: 1e-6),
      .ended("press-then-drag", translation: Point(x: 20, y: 5), within: 0.1))
    let end = try #require(result.ended("press-then-drag").last)
    #expect(end.value(as: Bool.self) == true)  // the long press inside the sequence
    #expect(end.drag != nil && end.magnify == nil && end.rotate == nil)
  }

  @Test func aRegionSceneRunsAsGiven() throws {
    let root = Region(name: "window", hasContent: false)
    let button = Region(name: "button", frame: Rect(x: 10, y: 10, width: 40, height: 20))
    button.gesture(SpatialTapGesture(), name: "press")
    root.addChild(button)
    let inside = try GestureReplay.run(.tap(at: Point(x: 20, y: 15)), scene: .region(root))
    // SpatialTapGesture's location is `.local` (SwiftUI's default): from the button's corner.
    try inside.expect(.ended("press", location: Point(x: 10, y: 5), within: 0.1))
    #expect(inside.ended("press").first?.node == "window/button")
    let outside = try GestureReplay.run(.tap(at: Point(x: 100, y: 100)), scene: .region(root))
    #expect(outside.transitions.isEmpty)
  }

  /// An app's regions on its own surface (`.points()`: frames and values in SwiftUI's points)
  /// replay a script given in millimetres: the values come in the app's points.
  @Test func aRegionSceneOnAnAppSurfaceGivesPoints() throws {
    let k = SceneSurface.swiftUIPointsPerMillimetre
    let root = Region(name: "window", hasContent: false)
    // 40 × 20 mm at (10, 10) mm, in points.
    let button = Region(
      name: "button", frame: Rect(x: 10 * k, y: 10 * k, width: 40 * k, height: 20 * k))
    button.gesture(SpatialTapGesture(), name: "press")
    button.gesture(DragGesture(coordinateSpace: .global), name: "move")
    root.addChild(button)
    let tap = try GestureReplay.run(
      .tap(at: Point(x: 20, y: 15)), scene: .region(root, surface: .points()))
    try tap.expect(.ended("press", location: Point(x: 10 * k, y: 5 * k), within: 0.01))
    let drag = try GestureReplay.run(
      .drag(from: Point(x: 20, y: 15), to: Point(x: 45, y: 15)),
      scene: .region(root, surface: .points()))
    let moved = try #require(drag.ended("move").last?.translation)
    #expect(abs(moved.x - 25 * k) < 0.01 && abs(moved.y) < 0.01)
  }

  @Test func contactsAreRecordedWhenAsked() throws {
    let script = TouchScript.drag(from: Point(x: 30, y: 30), to: Point(x: 60, y: 30))
    let plain = try GestureReplay.run(script)
    #expect(plain.frames.isEmpty)
    let result = try GestureReplay.run(script, recordsContacts: true)
    #expect(result.summary == plain.summary)
    let phases = result.contacts.map { $0.map(\.phase) }
    #expect(phases.first == [.down])
    #expect(phases.last == [.up])
    #expect(phases.dropFirst().dropLast().allSatisfy { $0 == [.moved] })
    #expect(result.frames.last?.contacts.first?.x == 60)
  }

  @Test func hapticCommandsMatchTheCommandLinesLog() throws {
    let trace = repositoryRoot + "/Recordings/synth/touchscreen-long-press.events"
    let result = try GestureReplay.run(path: trace)
    let (status, text, _) = replay(["--haptics-log", trace])
    #expect(status == 0)
    let logged = text.split(separator: "\n").filter { $0.contains(" haptics ") }
    #expect(!result.hapticCommands.isEmpty)
    #expect(result.hapticCommands.count == logged.count)
    try result.expect(.played("success", at: 0.5, within: 1e-6))
    // Each command, printed as --haptics-log prints it, is the command line's line.
    let printer = HapticCommandLog()
    printer.origin = try #require(result.origin)
    let out = OutputBuffer()
    for c in result.hapticCommands { printer.write(c, .text, out) }
    #expect(out.text.split(separator: "\n") == logged)
    #expect(result.hapticSummary.contains("play#0@500"))
    // Haptics change no transition.
    let silent = try GestureReplay.run(path: trace, haptics: .off)
    #expect(silent.hapticCommands.isEmpty && silent.hapticPatterns.isEmpty)
    #expect(silent.summary == result.summary)
  }

  @Test func aRegionWithoutTriggersPlaysNothing() throws {
    let root = Region(name: "root")
    root.gesture(LongPressGesture(), name: "long-press")
    let bare = try GestureReplay.run(.longPress(at: Point(x: 20, y: 20)), scene: .region(root))
    #expect(bare.hapticCommands.isEmpty)
    let bound = try GestureReplay.run(
      .longPress(at: Point(x: 20, y: 20)), scene: .region(root),
      haptics: ReplayHaptics(bindings: DefaultScene.haptics))
    try bound.expect(.played("success", at: 0.5, within: 1e-6))
  }

  /// A transition's value in words comes from what the value measures, whatever its kind.
  @Test func valueSummariesReadTheMeasures() throws {
    let drag = try GestureReplay.run(
      .drag(from: Point(x: 20, y: 20), to: Point(x: 60, y: 20), duration: 0.4))
    let ended = try #require(drag.ended("drag").last)
    #expect(ended.valueSummary.hasPrefix("at (60.000, 20.000) translation (40.000, 0.000) mm"))
    #expect(ended.valueSummary.contains(" velocity ("))
    let root = Region(name: "root")
    root.gesture(SwipeGesture(), name: "swipe")
    let swipe = try GestureReplay.run(
      .flick(from: Point(x: 20, y: 20), to: Point(x: 60, y: 20), duration: 0.1),
      scene: .region(root))
    let swiped = try #require(swipe.ended("swipe").first)
    // A flick lifts before its last point: the swipe ends where the finger lifted.
    let value = try #require(swiped.value(as: SwipeGesture.Value.self))
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    #expect(
      swiped.valueSummary
        == "at (\(f(value.location.x)), \(f(value.location.y))) mm, right \(f(value.distance)) mm")
    #expect(value.direction == .right)
  }

  @Test func errorsNameWhatIsWrong() {
    do {
      _ = try GestureReplay.run(path: repositoryRoot + "/no-such-trace.events")
      Issue.record("a missing trace replayed")
    } catch {
      guard case .trace = error else {
        Issue.record("not a trace error: \(error)")
        return
      }
      #expect(error.description.contains("cannot open"))
    }
    do {
      _ = try GestureReplay.run(.tap(at: Point(x: 5, y: 5)), scene: .file("/no/scene.json"))
      Issue.record("a missing scene replayed")
    } catch {
      guard case .scene = error else {
        Issue.record("not a scene error: \(error)")
        return
      }
    }
  }
}
