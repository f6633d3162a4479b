import Foundation
import GestureSession
import GestureTestSupport
import GestureTesting
import GestureTraces
import Gestures
import Glibc
import Testing

@testable import GestureActions

/// Action storms: a gesture whose value flickers must not fork hundreds of programs. The
/// default rate limit of program actions, through the README's first-gesture scene; the caps
/// on programs running at once, per binding and overall, with real `/bin/sleep` children.
@Suite struct ProgramStormTests {
  typealias T = ActionsTestSupport

  /// 800 program actions at 1 kHz (0.8 s of a pad turning back and forth) on a real performer.
  func storm(bindings: Int) throws -> SystemActionPerformer {
    let system = try SystemActionPerformer(kinds: [])
    let action = Action.run(["/bin/sleep", "30"])
    for i in 0..<800 {
      var context = ActionContext(
        time: Int64(i) * 1000, device: 0, deviceName: "pad", node: "touchpad",
        gesture: "brightness", phase: .changed, fingers: 2)
      context.binding = i % bindings
      system.perform(action, context: context)
    }
    return system
  }

  func end(_ system: SystemActionPerformer) {
    for pid in system.launcher.runningPIDs { kill(-pid, SIGKILL) }
    _ = system.launcher.finish(grace: 5, now: 0)
  }

  @Test func oneBindingRunsAtMostFourProgramsAtOnceAndNotesTheRest() throws {
    var notes: [String] = []
    let system = try storm(bindings: 1)
    defer { end(system) }
    #expect(system.launcher.running == ProgramLimits.runningPerBinding)
    #expect(system.launcher.running(binding: 0) == 4)
    #expect(system.droppedCount == 800 - 4)
    system.onDropped = { _, reason in notes.append(reason) }
    system.perform(
      .run(["/bin/sleep", "30"]),
      context: {
        var c = ActionContext(
          time: 0, device: 0, deviceName: "", node: "", gesture: "g", phase: .changed, fingers: 2)
        c.binding = 0
        return c
      }())
    #expect(notes == ["4 programs of this binding are running, the most at once"])
  }

  @Test func manyBindingsRunAtMostThirtyTwoProgramsAtOnce() throws {
    let system = try storm(bindings: 10)
    defer { end(system) }
    #expect(system.launcher.running == ProgramLimits.runningOverall)
    for b in 0..<10 { #expect(system.launcher.running(binding: b) <= 4) }
    #expect(system.droppedCount == 800 - 32)
  }

  @Test func aProgramThatEndedFreesItsPlace() throws {
    let system = try SystemActionPerformer(kinds: [])
    var context = ActionContext(
      time: 0, device: 0, deviceName: "", node: "", gesture: "g", phase: .ended, fingers: 1)
    context.binding = 7
    for _ in 0..<6 { system.perform(.run(["true"]), context: context) }
    #expect(system.launcher.running == 4 && system.droppedCount == 2)
    for _ in 0..<1000 where system.launcher.running > 0 {
      system.service(now: 1)
      usleep(10_000)
    }
    #expect(system.launcher.running(binding: 7) == 0)
    system.perform(.run(["true"]), context: context)
    #expect(system.launcher.running == 1 && system.droppedCount == 2)
    _ = system.launcher.finish(grace: 5, now: 2)
  }

  /// The first-gesture scene (a program per 20° of turn) turned 1440° in 0.4 s: 72 steps, most
  /// in transitions 1 ms apart; the default rate limit lets one through per 0.1 s.
  @Test func theFirstGestureSceneTurnedFastRunsOneProgramPerTenthOfASecond() throws {
    let path = repositoryRoot + "/Examples/Desktop/first-gesture.json"
    let scene = try SceneFile.load(path: path, extensions: sceneExtensions)
    let actions = try SceneActions(scene)
    let turn = TouchScript.rotate(
      center: Point(x: 50, y: 30), by: Angle(degrees: 1440), distance: 30, duration: 0.4)
    let r = try ActionRun.run(turn, root: scene.root, bindings: actions.bindings, on: .touchpad())
    let times = r.performed.map(\.context.time)
    #expect(!times.isEmpty)
    #expect(times.count <= 6, "\(times)")
    for (a, b) in zip(times, times.dropFirst()) {
      #expect(b - a >= ProgramLimits.defaultRateLimit)
    }
    #expect(r.skips.count >= 20)
    #expect(r.skips.allSatisfy { $0.reason == "rate limit 0.1 s" })
  }

  /// A scene that asks for a program per 5° and no rate limit to speak of, turned fast, through
  /// the bindings on the real performer: the bindings' numbers reach the per-binding cap.
  @Test func aSceneStormThroughTheBindingsStartsAtMostFourPrograms() throws {
    let (scene, actions) = try ActionRun.scene(
      """
      {"root": {"name": "pad", "gestures": [{"name": "turn", "gesture": {"rotate": {}},
        "actions": {"changed": {"every": 5, "of": "rotation", "run": ["/bin/sleep", "30"],
          "rateLimit": 0.001, "reverse": {"run": ["/bin/sleep", "30"]}}}}]}}
      """)
    let system = try SystemActionPerformer(kinds: [])
    defer { end(system) }
    let bindings = ActionBindings(root: scene.root, bindings: actions.bindings, performer: system)
    let turn = TouchScript.rotate(
      center: Point(x: 50, y: 50), by: Angle(degrees: 720), distance: 30, duration: 0.4)
    let trace = try turn.trace(on: .touchscreen())
    var stream = TouchStream(source: trace)
    let session = Session(
      root: scene.root, output: OutputBuffer(), deviceNames: trace.devices.map(\.name),
      observer: bindings)
    try session.replay(&stream)
    #expect(system.launcher.running == ProgramLimits.runningPerBinding)
    #expect(bindings.performedCount == 4 + system.droppedCount)
    #expect(system.droppedCount >= 20, "\(system.droppedCount)")
  }

  @Test func aScenesOwnRateLimitReplacesTheDefault() throws {
    let (scene, actions) = try ActionRun.scene(
      """
      {"root": {"name": "pad", "gestures": [{"name": "turn", "gesture": {"rotate": {}},
        "actions": {"changed": {"every": 20, "of": "rotation", "run": ["up"],
          "rateLimit": 0.001}}}]}}
      """)
    let turn = TouchScript.rotate(
      center: Point(x: 50, y: 50), by: Angle(degrees: 720), distance: 30, duration: 0.4)
    let r = try ActionRun.run(turn, root: scene.root, bindings: actions.bindings)
    #expect(r.performed.count >= 20, "\(r.performed.count)")
  }
}
