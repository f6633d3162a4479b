// The engine alone: hand-made touch frames (no trace reader, no device) through the built-in
// scene, transitions printed as gesture-replay prints them. Imports only Gestures, so the
// program links no libinput, libevdev, libudev or libyaml.
import Gestures

/// One finger on a 100 × 60 mm surface: contact `id` at (x, y) mm in `phase`.
func finger(_ id: Int, _ phase: ContactPhase, x: Double, y: Double) -> Contact {
  Contact(id: id, slot: 0, x: x, y: y, phase: phase)
}

/// A frame at `ms` milliseconds with `contact` (times are µs).
func frame(ms: Int64, _ contact: Contact) -> TouchFrame {
  TouchFrame(
    time: ms * 1000, device: 0, contacts: [contact], fingerCount: contact.phase.isActive ? 1 : 0)
}

let frames: [TouchFrame] = [
  // A double tap at (30, 20) mm: 50 ms taps, 130 ms apart.
  frame(ms: 0, finger(1, .down, x: 30, y: 20)),
  frame(ms: 50, finger(1, .up, x: 30, y: 20)),
  frame(ms: 180, finger(2, .down, x: 30, y: 20)),
  frame(ms: 230, finger(2, .up, x: 30, y: 20)),
  // A second later, a press held still for 0.6 s at (60, 40) mm.
  frame(ms: 1000, finger(3, .down, x: 60, y: 40)),
  frame(ms: 1600, finger(3, .up, x: 60, y: 40)),
]

let output = OutputBuffer(fd: 1)
let log = TransitionLog(format: .text, output: output, deviceNames: ["hand-made"])
let engine = Engine(root: DefaultScene.make(), sink: log)
engine.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)
for f in frames { engine.handle(f) }
engine.finish(at: 1600 * 1000)
output.flush()
