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
    var files = RunFiles(
      inputs: options.devices.map { ("the device", $0) },
      outputs: [("--record", options.record), ("--plot", options.plot)].compactMap { o, p in
        p.map { (o, $0) }
      })
    files.inputs += CommandSupport.inputs(
      description: nil, scene: options.scenePath, haptics: sceneHaptics, quirks: options.quirks)
    if let problem = files.conflict() {
      errors.append(escaped: "gesture-replay: live: \(problem)")
      errors.lineEnded()
      return 2
    }
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
