// An app fed its toolkit's pixels: a 1920 × 1080 screen at 2 pixels per point (960 × 540 pt),
// touches as wl_touch gives them on a scale-2 output, regions framed in points, drag values in
// points of the space each drag asks for (SwiftUI's `.local`, `.global`, `.named`).
//
// By hand. The canvas is at (200, 150) pt inside the window at (100, 50) pt, named "window".
// The finger lands at pixel (600, 400) = (300, 200) pt, and moves 8 px (4 pt) right every
// 10 ms for 100 ms, to pixel (680, 400) = (340, 200) pt, then lifts:
//   .global: start (300, 200), end (340, 200)
//   .local (the canvas): start (300 − 200, 200 − 150) = (100, 50), end (140, 50)
//   .named("window"): start (300 − 100, 200 − 50) = (200, 150), end (240, 150)
//   in every space: translation (40, 0); velocity 4 pt / 10 ms = (400, 0) pt/s; predicted end
//   translation 40 + 400 × 0.499 = (239.6, 0).
// The drags need 10 pt to begin: 10 / (160 / 25.4) = 1.5875 mm of the surface.
import Gestures

let surface = SceneSurface.points()  // SwiftUI's point: 160 per inch
let screen = Region(name: "screen")
let window = Region(name: "window", frame: Rect(x: 100, y: 50, width: 600, height: 400))
  .coordinateSpace(name: "window")
let canvas = Region(name: "canvas", frame: Rect(x: 200, y: 150, width: 300, height: 200))
screen.addChild(window)
window.addChild(canvas)

/// `v` with one decimal (no Foundation).
func decimal(_ v: Double) -> String { "\((v * 10).rounded() / 10)" }
func text(_ p: Point) -> String { "(\(decimal(p.x)), \(decimal(p.y)))" }
func text(_ s: Size) -> String { "(\(decimal(s.width)), \(decimal(s.height)))" }

let spaces: [(String, CoordinateSpace)] = [
  ("local", .local), ("global", .global), ("named", .named("window")),
]
for (name, space) in spaces {
  canvas.simultaneousGesture(
    DragGesture(coordinateSpace: space).onEnded { v in
      print(
        "\(name): start \(text(v.startLocation)) end \(text(v.location))"
          + " translation \(text(v.translation)) velocity \(text(v.velocity)) pt/s"
          + " predicted \(text(v.predictedEndTranslation))")
    }, name: "drag-\(name)")
}

let engine = Engine(root: screen, surface: surface, sink: TransitionRecorder())
// wl_touch on a scale-2 output: 2 units per point.
var touches = TouchFrameBuilder(device: 0, surface: surface, unitsPerPoint: 2)
@MainActor func toolkitFrame(at ms: Int64, _ events: (inout TouchFrameBuilder) -> Void) {
  events(&touches)
  touches.frames(at: ms * 1000) { engine.handle($0) }
}
let threshold = 10 * surface.parameterMillimetresPerPoint
print("10 pt is \((threshold * 10_000).rounded() / 10_000) mm")
toolkitFrame(at: 0) { $0.down(0, x: 600, y: 400) }
for step in 1...10 {
  toolkitFrame(at: Int64(step) * 10) { $0.move(0, x: 600 + Double(step) * 8, y: 400) }
}
toolkitFrame(at: 110) { $0.up(0) }
engine.finish(at: 110_000)
