import GestureHaptics
import GestureLive
import GestureSession
import Gestures
import Glibc

/// `gesture-replay live`: listens to live devices and prints transitions (or contacts) as they
/// happen. ``ReplayCommand`` hands it the arguments after `live`.
public enum LiveCommand {
  /// Runs a live session; returns the exit status: 0 after a clean end (SIGINT, SIGTERM, or
  /// every named device gone), 1 when a device cannot be opened or read, 2 on bad usage.
  public static func run(arguments: [String], output: OutputBuffer, errors: OutputBuffer)
    -> Int32
  {
    let start = CommandSupport.start(LiveOptions.self, arguments, output: output, errors: errors)
    guard let options = start.options else { return start.status }
    guard
      let (scene, sceneHaptics, sceneActions) = CommandSupport.loadScene(
        options.scenePath, errors: errors)
    else { return 1 }
    do {
      let live = try LiveRun(
        options: options, scene: scene, sceneHaptics: sceneHaptics, sceneActions: sceneActions,
        output: output, errors: errors)
      try live.run()
    } catch {
      output.flush()
      errors.append(escaped: "gesture-replay: \(error.description)")
      errors.lineEnded()
      return 1
    }
    return 0
  }
}
