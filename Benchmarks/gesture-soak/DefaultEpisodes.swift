import GestureTesting
import Gestures
import Glibc

/// Episodes on the built-in scene (one region over the whole 256 × 160 mm surface): every kind
/// of its gestures, at random places, speeds and finger counts, with the truth its rules give.
enum DefaultEpisodes {
  static let all = ["double-tap", "tap", "long-press", "drag", "magnify", "rotate"]

  /// Every gesture fails, except those `truth` names.
  static func truth(_ spec: [String: String]) -> Truth {
    Truth(spec).failing(all)
  }

  static func next(_ r: inout SoakRandom) -> Episode {
    let p = Point(x: r.uniform(50...206), y: r.uniform(40...120))
    switch r.int(0...11) {
    case 0, 1:
      // A tap ends once the double tap's 0.35 s window closes; the others fail at the lift.
      return Episode(
        kind: "tap", script: jittered(.tap(at: p, duration: r.uniform(0.03...0.15)), &r),
        truth: truth(["tap": "E"]))
    case 2:
      // Each tap is a fresh attempt for the one-touch gestures that lost the first.
      return Episode(
        kind: "double-tap",
        script: .doubleTap(at: p, gap: r.uniform(0.06...0.2), duration: r.uniform(0.03...0.1)),
        truth: truth([
          "double-tap": "E", "long-press": "F F", "drag": "F F", "magnify": "F F",
          "rotate": "F F",
        ]))
    case 3:
      // Any number of fingers held still for 0.5 s is a long press.
      let fingers = r.pick([1, 1, 2, 3])
      return Episode(
        kind: "long-press",
        script: .longPress(
          at: Point(x: r.uniform(80...176), y: p.y), duration: r.uniform(0.6...1.0),
          fingers: fingers, spacing: 15),
        truth: truth(["long-press": "E"]))
    case 4, 5:
      return Episode(kind: "drag", script: drag(&r, from: p), truth: truth(["drag": "B C E"]))
    case 6:
      let angle = r.uniform(0...(2 * Double.pi))
      let length = r.uniform(40...80)
      let end = clamp(p + Point(x: cos(angle), y: sin(angle)) * length)
      return Episode(
        kind: "flick", script: .flick(from: p, to: end, duration: r.uniform(0.08...0.15)),
        truth: truth(["drag": "B C E"]))
    case 7:
      // A pinch along any direction: the distance changes, the angle does not.
      let spread = r.chance(0.5)
      let (a, b) = (r.uniform(40...60), r.uniform(80...100))
      return Episode(
        kind: "magnify",
        script: .pinch(
          center: centre(&r), from: spread ? a : b, to: spread ? b : a,
          direction: .radians(r.uniform(0...Double.pi)), duration: r.uniform(0.35...0.7)),
        truth: truth(["magnify": "B C E"]))
    case 8:
      let turn = r.uniform(40...120) * (r.chance(0.5) ? 1 : -1)
      return Episode(
        kind: "rotate",
        script: .rotate(
          center: centre(&r), by: .degrees(turn), distance: r.uniform(50...70),
          direction: .radians(r.uniform(0...Double.pi)), duration: r.uniform(0.5...0.8)),
        truth: truth(["rotate": "B C E"]))
    case 9:
      // Two or three fingers tapping, or dragging together: nothing of this scene takes them.
      let fingers = r.int(2...3)
      let script: TouchScript =
        fingers == 3 && r.chance(0.5)
        ? .tap(at: Point(x: r.uniform(80...176), y: p.y), fingers: 3, duration: 0.06)
        : .drag(
          from: Point(x: 90, y: p.y), to: Point(x: 160, y: r.uniform(40...120)),
          duration: r.uniform(0.3...0.6), fingers: fingers, spacing: 20)
      return Episode(kind: "multi-finger", script: script, truth: truth([:]))
    case 10:
      // Up to ten fingers landing one by one, held past 0.5 s: a long press.
      let n = r.int(4...10)
      let interval = r.uniform(0.02...0.05)
      let points = (0..<n).map { i in
        Point(x: 40 + Double(i) * 19, y: 80 + r.uniform(-20...20))
      }
      let hold = max(0.3, 0.65 - Double(n - 1) * interval)
      return Episode(
        kind: "staggered", script: .staggered(at: points, interval: interval, hold: hold),
        truth: truth(["long-press": "E"]))
    default:
      // Ten fingers at once, held or swept across the surface.
      let sweep = r.chance(0.5)
      let start = Point(x: 128, y: sweep ? 40 : 80)
      let script: TouchScript =
        sweep
        ? .drag(
          from: start, to: Point(x: 128, y: 120), duration: r.uniform(0.3...0.6), fingers: 10,
          spacing: 18)
        : .tap(at: start, fingers: 10, spacing: 18, duration: r.uniform(0.6...0.9))
      return Episode(
        kind: sweep ? "ten-finger-sweep" : "ten-finger-hold", script: script,
        truth: truth(sweep ? [:] : ["long-press": "E"]))
    }
  }

  /// One finger dragged 30–120 mm with a random velocity profile, sometimes still first.
  static func drag(_ r: inout SoakRandom, from p: Point) -> TouchScript {
    let angle = r.uniform(0...(2 * Double.pi))
    let end = clamp(p + Point(x: cos(angle), y: sin(angle)) * r.uniform(30...120))
    let script = TouchScript.drag(
      from: p, to: end, duration: r.uniform(0.2...0.8),
      profile: r.pick([.linear, .easeIn, .easeOut, .easeInOut]),
      holdBefore: r.chance(0.3) ? r.uniform(0.05...0.2) : 0)
    return jittered(script, &r)
  }

  /// Half of the scripts carry sensor jitter of ±0.08 mm (a still finger then reports every
  /// frame, as real sensors do).
  static func jittered(_ script: TouchScript, _ r: inout SoakRandom) -> TouchScript {
    r.chance(0.5) ? script.withNoise(amplitude: 0.08, seed: r.next()) : script
  }

  /// A centre for two fingers up to 55 mm from it, whatever their direction.
  static func centre(_ r: inout SoakRandom) -> Point {
    Point(x: r.uniform(70...186), y: r.uniform(60...100))
  }

  /// `p` kept 5 mm inside the surface.
  static func clamp(_ p: Point) -> Point {
    Point(x: min(251, max(5, p.x)), y: min(155, max(5, p.y)))
  }
}
