// The seed's CoreHaptics example (issue 13), written with this library: a sharp transient on the
// first force-feedback device, then UIKit's success notification. With `--log` every command
// the engine sends is printed as a JSON line (the device lab compares them with what the device
// received and with the rendered timelines).
import Dispatch
import GestureHaptics
import Glibc

guard HapticEngine.capabilitiesForHardware().supportsHaptics else {
  print("haptics-example: no force-feedback device can play here")
  exit(0)
}
let engine = try HapticEngine()
if CommandLine.arguments.contains("--log") {
  engine.commandHandler = { print($0.line(.json)) }
}
try engine.start()

// The engine plays on its own thread: this waits until nothing sounds.
let quiet = DispatchSemaphore(value: 0)
func whenQuiet() {
  engine.notifyWhenPlayersFinished { _ in
    quiet.signal()
    return .leaveEngineRunning
  }
}

let intensity = HapticEventParameter(parameterID: .hapticIntensity, value: 1)
let sharpness = HapticEventParameter(parameterID: .hapticSharpness, value: 1)
let event = HapticEvent(
  eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: 0)
let pattern = HapticPattern(events: [event], parameters: [])
let player = engine.makePlayer(with: pattern)
whenQuiet()
try player.start(atTime: 0)
quiet.wait()

whenQuiet()
NotificationFeedbackGenerator(engine: engine).notificationOccurred(.success)
quiet.wait()
engine.stop()
