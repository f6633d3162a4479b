import Gestures
import Glibc

/// An app's touchscreen for the compatibility suite: the engine over a window region on an app
/// surface in SwiftUI's points, fed touches in points (as `wl_touch` gives them at scale 1) with
/// times in seconds. The touch scripts below (tap, press, drag, pinch, twist) are the touches
/// Apple's examples describe.
final class AppScreen {
  let surface = SceneSurface.points()
  let window = Region(name: "window", hasContent: false)
  let engine: Engine
  let log = TransitionRecorder()
  private var touches: TouchFrameBuilder
  private let build: () -> Region

  /// A screen showing what `body` builds (the view's body; ``render()`` builds it again).
  init(_ body: @escaping () -> Region) {
    build = body
    engine = Engine(root: window, surface: surface, sink: log)
    touches = TouchFrameBuilder(device: 0, surface: surface, unitsPerPoint: 1)
    window.addChild(body())
  }

  /// Builds the view's regions again from its state, as SwiftUI runs `body` again after a state
  /// change. Between touches only: regions made afresh are new regions to the engine.
  func render() {
    for child in window.children { child.removeFromParent() }
    window.addChild(build())
  }

  private func µs(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }

  private func frame(at seconds: Double, _ events: (inout TouchFrameBuilder) -> Void) {
    events(&touches)
    touches.frames(at: µs(seconds)) { engine.handle($0) }
  }

  func down(_ id: Int, _ p: Point, at t: Double) { frame(at: t) { $0.down(id, x: p.x, y: p.y) } }
  func move(_ id: Int, _ p: Point, at t: Double) { frame(at: t) { $0.move(id, x: p.x, y: p.y) } }
  func up(_ id: Int, at t: Double) { frame(at: t) { $0.up(id) } }
  /// Runs the timers due by `t` seconds (a long press's duration, a double tap's window).
  func wait(until t: Double) { engine.advance(to: µs(t)) }

  /// One finger down at `p` at `t`, up 60 ms later; the timers run to 0.5 s after.
  func tap(at p: Point, at t: Double) {
    down(1, p, at: t)
    up(1, at: t + 0.06)
    wait(until: t + 0.5)
  }

  /// Two taps 150 ms apart.
  func doubleTap(at p: Point, at t: Double) {
    down(1, p, at: t)
    up(1, at: t + 0.06)
    down(2, p, at: t + 0.15)
    up(2, at: t + 0.21)
    wait(until: t + 0.8)
  }

  /// One finger from `a` to `b` in `steps` moves 10 ms apart, starting at `t`; lifts unless
  /// `lift` is false.
  func drag(from a: Point, to b: Point, at t: Double, steps: Int = 10, lift: Bool = true) {
    down(1, a, at: t)
    for k in 1...steps {
      let f = Double(k) / Double(steps)
      move(1, Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), at: t + 0.01 * Double(k))
    }
    if lift { up(1, at: t + 0.01 * Double(steps) + 0.01) }
  }

  /// Two fingers either side of `center` on a horizontal line, `from` apart, spreading to `to`
  /// apart and turning by `degrees` in 10 steps from `t`; they lift unless `lift` is false.
  func pinch(
    center c: Point, from: Double, to: Double, turning degrees: Double = 0, at t: Double,
    lift: Bool = true
  ) {
    func fingers(_ f: Double) -> (Point, Point) {
      let r = (from + (to - from) * f) / 2
      let a = degrees * f * Double.pi / 180
      let dx = r * cos(a)
      let dy = r * sin(a)
      return (Point(x: c.x - dx, y: c.y - dy), Point(x: c.x + dx, y: c.y + dy))
    }
    let (a0, b0) = fingers(0)
    frame(at: t) {
      $0.down(1, x: a0.x, y: a0.y)
      $0.down(2, x: b0.x, y: b0.y)
    }
    for k in 1...10 {
      let (a, b) = fingers(Double(k) / 10)
      frame(at: t + 0.01 * Double(k)) {
        $0.move(1, x: a.x, y: a.y)
        $0.move(2, x: b.x, y: b.y)
      }
    }
    guard lift else { return }
    frame(at: t + 0.12) {
      $0.up(1)
      $0.up(2)
    }
    wait(until: t + 0.5)
  }
}
