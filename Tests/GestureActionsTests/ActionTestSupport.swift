import GestureActions
import GestureSession
import GestureTestSupport
import GestureTesting
import GestureTraces
import Gestures

/// Keeps what ``ActionBindings`` asks to run, as `text@ms step` strings and contexts.
final class ActionRecorder: ActionPerformer {
  private(set) var performed: [(action: Action, context: ActionContext)] = []
  private(set) var skips: [(action: Action, context: ActionContext, reason: String)] = []
  /// The session's transition log (text), once the replay is over.
  var transitionLog = ""

  func perform(_ action: Action, context: ActionContext) {
    performed.append((action, context))
  }

  func skipped(_ action: Action, context: ActionContext, reason: String) {
    skips.append((action, context, reason))
  }

  /// `key volumeup +1` per action run, in order.
  var summary: [String] {
    performed.map {
      $0.action.text + ($0.context.step > 0 ? " +1" : $0.context.step < 0 ? " -1" : "")
    }
  }
}

enum ActionRun {
  /// Replays `script` on `device` through `root` with `bindings` on a recorder, as
  /// `gesture-replay --actions-log` does (the bindings observe the session).
  static func run(
    _ script: TouchScript, root: Region, bindings: [ActionBinding] = [],
    on device: VirtualDevice = .touchscreen(), surface: Rect? = nil
  ) throws -> ActionRecorder {
    let trace = try script.trace(on: device)
    var stream = TouchStream(source: trace)
    let recorder = ActionRecorder()
    let actions = ActionBindings(root: root, bindings: bindings, performer: recorder)
    for (i, d) in trace.devices.enumerated() {
      actions.setDevice(i, name: d.name, kind: d.kind, surface: surface)
    }
    let log = OutputBuffer()
    let session = Session(
      root: root, output: log, deviceNames: trace.devices.map(\.name), observer: actions)
    try session.replay(&stream)
    recorder.transitionLog = log.text
    return recorder
  }

  /// The scene `json` with its actions resolved.
  static func scene(_ json: String) throws(SceneError) -> (Scene, SceneActions) {
    let description = try SceneFile.parse(json, extensions: sceneExtensions)
    let scene = Scene(description, file: "scene.json")
    return (scene, try SceneActions(scene))
  }
}
