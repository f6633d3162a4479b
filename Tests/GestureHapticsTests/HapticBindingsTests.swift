import GestureTestSupport
import Testing

@testable import GestureHaptics
@testable import Gestures

@Suite struct HapticBindingsTests {
  let recognizer = TapGesture().makeRecognizer()

  func transition(_ time: Int64, _ gesture: String, _ to: GesturePhase, node: String = "root")
    -> Transition
  {
    Transition(time: time, device: 0, node: node, gesture: gesture, from: .possible, to: to)
  }

  func bindings(root: Region? = nil, _ list: [HapticBinding] = []) -> (
    HapticBindings, HapticCommandLog, TransitionRecorder
  ) {
    let log = HapticCommandLog()
    let recorder = TransitionRecorder()
    let b = HapticBindings(
      wrapping: recorder, root: root, bindings: list,
      schedulers: [HapticScheduler(output: log, profile: .rumble)])
    b.recordsStarted = true
    return (b, log, recorder)
  }

  @Test func swiftModifierPlaysOnThePhase() {
    let root = Region(name: "root")
    root.gesture(LongPressGesture(), name: "hold").haptic(.success, on: .ended)
    root.gesture(TapGesture(), name: "tap")
    root.haptic(.selection, on: .ended, gesture: "tap")
    #expect(root.attachments[0].haptics.map(\.name) == ["success"])
    let (b, log, recorder) = bindings(root: root)
    b.record(transition(100_000, "hold", .failed), recognizer: recognizer)
    #expect(log.commands.isEmpty)
    b.record(transition(500_000, "hold", .ended), recognizer: recognizer)
    #expect(recorder.summary == ["hold:possible→failed", "hold:possible→ended"])
    #expect(b.started.map(\.name) == ["success"] && b.started[0].time == 500_000)
    // Without a preload the first effect is uploaded at the transition, then played.
    #expect(log.summary.prefix(2) == ["upload#0@500", "play#0@500"])
    b.record(transition(2_000_000, "tap", .ended), recognizer: recognizer)
    #expect(b.started.map(\.name) == ["success", "selection"])
    // The success pattern's deadlines were sent before the transition at 2 s.
    #expect(log.summary.contains("stop#0@625"))
  }

  @Test func theAttachmentModifierReplacesAPhase() {
    let a = GestureAttachment(TapGesture(), name: "tap")
      .haptic(.success, on: .ended).haptic(.error, on: .ended).haptic(.selection, on: .began)
    #expect(a.haptics.map(\.name) == ["error", "selection"])
  }

  @Test func theMostSpecificBindingWins() {
    let root = Region(name: "root")
    let child = Region(name: "photo")
    root.addChild(child)
    child.gesture(TapGesture(), name: "tap").haptic(.impactHeavy, on: .ended)
    let list = [
      HapticBinding(gesture: "tap", trigger: HapticTrigger(.warning, on: .ended)),
      HapticBinding(node: "root/photo", gesture: "tap", trigger: HapticTrigger(.error, on: .ended)),
      HapticBinding(node: "root", gesture: "tap", trigger: HapticTrigger(.success, on: .ended)),
    ]
    let (b, _, _) = bindings(root: root, list)
    #expect(
      b.trigger(for: transition(0, "tap", .ended, node: "root/photo"))?.name == "impact-heavy")
    #expect(b.trigger(for: transition(0, "tap", .ended, node: "root"))?.name == "success")
    #expect(b.trigger(for: transition(0, "tap", .ended, node: "root/other"))?.name == "warning")
    let (plain, _, _) = bindings(root: nil, Array(list.prefix(2)))
    #expect(plain.trigger(for: transition(0, "tap", .ended, node: "root/photo"))?.name == "error")
    #expect(plain.trigger(for: transition(0, "tap", .failed, node: "root/photo")) == nil)
  }

  @Test func aFailingDeviceIsDroppedAndReported() {
    let list = [HapticBinding(gesture: "tap", trigger: HapticTrigger(.success, on: .ended))]
    let (b, log, recorder) = bindings(list)
    var failures: [ForceFeedbackError] = []
    b.onFailure = { failures.append($0) }
    log.vanishes = 0
    b.record(transition(0, "tap", .ended), recognizer: recognizer)
    #expect(failures.count == 1 && b.schedulers.isEmpty)
    b.record(transition(1_000_000, "tap", .ended), recognizer: recognizer)
    #expect(failures.count == 1)
    #expect(recorder.transitions.count == 2, "transitions still flow")
  }

  // MARK: Scene files

  @Test func sceneFileBindingsLoad() throws {
    let scene = try SceneFile.load(
      path: SceneFixtures.scene("haptics.json"), extensions: sceneExtensions)
    let haptics = try SceneHaptics(scene).bindings
    let summary = haptics.map {
      "\($0.node ?? "*")/\($0.gesture).\($0.trigger.phase.rawValue)=\($0.trigger.name):\($0.trigger.priority.name)"
    }
    #expect(
      summary == [
        "window/tap.ended=selection:notification", "window/drag.began=impact-light:gesture",
        "window/drag.ended=impact-soft:gesture", "*/long-press.ended=success:gesture",
        "window/tap.ended=bounce.ahap:gesture", "window/drag.cancelled=bounce.ahap:gesture",
      ])
    let bounce = try AHAPFile.read(path: HapticFixtures.own("bounce.ahap")).pattern
    #expect(haptics[4].trigger.pattern == bounce)
    let d = scene.description
    let decoder = SceneDecoder(file: "scene.json")
    let top = try #require(d.extensions[SceneHaptics.sceneKey])
    #expect(
      try decoder.hapticBindings(top.node, top.path, root: d.root).map(\.trigger.path)
        .contains("haptics[\"window/tap.ended\"]"))
    let own = try #require(d.root.gestures[0].extensions[SceneHaptics.sceneKey])
    #expect(
      try decoder.hapticTriggers(own.node, own.path) == [
        HapticTriggerSpec(
          phase: .ended, pattern: "selection", priority: "notification",
          path: "root.gestures[0].haptics.ended",
          patternPath: "root.gestures[0].haptics.ended.pattern")
      ])
  }

  @Test func sceneBindingsDecodeWithoutLoadingFiles() throws {
    let d = try SceneFile.parse(
      """
      {"haptics": {"hold.began": "x/missing.ahap"},
       "root": {"name": "r", "gestures": [{"name": "hold", "gesture": {"longPress": {}}}]}}
      """, extensions: [SceneHaptics.sceneKey])
    let top = try #require(d.extensions[SceneHaptics.sceneKey])
    let bindings = try SceneDecoder(file: "scene.json").hapticBindings(
      top.node, top.path, root: d.root)
    #expect(bindings.first?.trigger.pattern == "x/missing.ahap")
    #expect(HapticPatternReference(bindings[0].trigger.pattern) == .file("x/missing.ahap"))
  }

  @Test func replayLogsTheCommandsAtTheTransitions() {
    let trace = repositoryRoot + "/Recordings/synth/touchscreen-long-press.events"
    let (status, out, err) = replay(["--haptics-log", trace])
    #expect(status == 0, "\(err)")
    let lines = out.split(separator: "\n").map(String.init)
    let ended = lines.firstIndex { $0.contains("long-press  possible → ended") }
    #expect(ended != nil)
    // The bound patterns (the built-in scene's success, selection, impact-medium) are preloaded
    // at the trace's start, so success starts with a play alone when the long press ends.
    #expect(
      lines.prefix(3) == [
        "   0.000000  haptics upload #0 (new) rumble strong 0x5c5c (36%) weak 0x5c5c (36%) for 85 ms",
        "   0.000000  haptics upload #1 (new) rumble strong 0x0939 (4%) weak 0x3a3a (23%) for 77 ms",
        "   0.000000  haptics upload #2 (new) rumble strong 0x9090 (56%) weak 0x9090 (56%) for 85 ms",
      ])
    if let ended {
      #expect(lines[ended + 1] == "   0.500000  haptics success: play #0")
    }
    // Its second tap is uploaded 30 ms ahead into a free slot; the preloads are kept.
    #expect(
      lines.contains(
        "   0.560000  haptics success: upload #3 (new) rumble strong 0xffff (100%) weak 0xffff (100%) for 85 ms"
      ))
    #expect(lines.contains("   0.590000  haptics success: play #3"))
    #expect(lines.suffix(4).allSatisfy { $0.contains("haptics erase #") })
    // Without the option nothing changes.
    let (_, plain, _) = replay([trace])
    #expect(!plain.contains("haptics"))
    #expect(
      plain.split(separator: "\n").map(String.init) == lines.filter { !$0.contains(" haptics ") })
  }

  @Test func replayWithASceneAndJSON() {
    let trace = repositoryRoot + "/Recordings/synth/touchscreen-tap.events"
    let (status, out, err) = replay([
      "--scene", SceneFixtures.scene("haptics.json"), "--haptics-log", "--format", "json",
      "--haptics-profile", "periodic", trace,
    ])
    #expect(status == 0, "\(err)")
    let hapticLines = out.split(separator: "\n").filter { $0.contains("\"haptics\":") }
    // The scene's five bound patterns are preloaded at the start; the tap's selection plays the
    // first preloaded slot at the tap's end, with no upload then.
    #expect(
      hapticLines.first?.hasPrefix(
        "{\"time\":0.000000,\"haptics\":\"upload\",\"slot\":0,\"new\":true") == true)
    #expect(hapticLines.first?.contains("\"type\":\"periodic\"") == true)
    #expect(hapticLines.prefix(5).allSatisfy { $0.contains("\"haptics\":\"upload\"") })
    #expect(
      hapticLines.dropFirst(5).first
        == "{\"time\":0.072277,\"haptics\":\"play\",\"slot\":0,\"patterns\":[\"selection\"]}")
    #expect(hapticLines.map { $0.contains("\"haptics\":\"play\"") }.filter { $0 }.count == 1)
  }

  @Test func hapticsOptionsAreForTransitions() {
    #expect(replay(["--touches", "--haptics-log", "x"]).0 == 2)
    #expect(replay(["--haptics-profile", "loud", "x"]).0 == 2)
    #expect(
      replay([
        "--haptics", "/nonexistent/event9",
        repositoryRoot + "/Recordings/synth/touchscreen-tap.events",
      ]).0 == 1)
  }
}
