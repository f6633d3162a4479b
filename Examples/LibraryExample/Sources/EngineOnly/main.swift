// Touches from an app's own toolkit (Wayland's wl_touch, SDL, GTK) through the built-in scene,
// transitions printed as gesture-replay prints them. Imports only Gestures, so the program
// links no libinput, libevdev, libudev or libyaml.
import Gestures

let output = OutputBuffer(fd: 1)
let log = TransitionLog(format: .text, output: output, deviceNames: ["toolkit"])
let engine = Engine(root: DefaultScene.make(), sink: log)
engine.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)  // millimetres

// The toolkit's events: its touch ids (reused freely), positions in mm, times in µs.
var touches = TouchFrameBuilder()
@MainActor func toolkitFrame(at ms: Int64, _ events: (inout TouchFrameBuilder) -> Void) {
  events(&touches)
  touches.frames(at: ms * 1000) { engine.handle($0) }  // where the toolkit ends a frame
}
// A double tap at (30, 20) mm: 50 ms taps, 130 ms apart.
toolkitFrame(at: 0) { $0.down(0, x: 30, y: 20) }
toolkitFrame(at: 50) { $0.up(0) }
toolkitFrame(at: 180) { $0.down(0, x: 30, y: 20) }
toolkitFrame(at: 230) { $0.up(0) }
// A second later, a press held still for 0.6 s at (60, 40) mm.
toolkitFrame(at: 1000) { $0.down(0, x: 60, y: 40) }
toolkitFrame(at: 1600) { $0.up(0) }
engine.finish(at: 1600 * 1000)
output.flush()  // the buffer writes in large chunks: flush it before the program ends
