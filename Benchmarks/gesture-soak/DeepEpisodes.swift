import GestureTesting
import Gestures

/// Episodes on ``SoakScene/deepScene()``: each aims at one region of it and says what every
/// gesture on the hit path does; gestures off the path, or disabled by a mask, do nothing.
enum DeepEpisodes {
  static let canvas = ["zoom-or-select", "transform", "swipe"]
  static let iconCentre = Point(x: 32, y: 72)

  static func next(_ r: inout SoakRandom) -> Episode {
    switch r.int(0...13) {
    case 0:
      // The icon's spatial tap ends at the lift; the row's long press was lifted too soon.
      let p = iconCentre + Point(x: r.uniform(-6...6), y: r.uniform(-6...6))
      return Episode(
        kind: "icon-tap", script: .tap(at: p, duration: r.uniform(0.03...0.12)),
        truth: Truth(["icon-tap": "E", "reorder": "F"]))
    case 1:
      // Hold the icon 0.5 s, then drag it: the sequence begins and follows the drag.
      let end = Point(x: r.uniform(20...50), y: r.uniform(20...140))
      let script = TouchScript(
        TouchPath(at: iconCentre).holding(for: r.uniform(0.6...0.8))
          .moving(to: end, duration: r.uniform(0.3...0.6)).holding(for: 0.02))
      return Episode(
        kind: "reorder", script: script, truth: Truth(["reorder": "B C E", "icon-tap": "F"]))
    case 2:
      return Episode(
        kind: "canvas-tap", script: .tap(at: openCanvas(&r), duration: r.uniform(0.03...0.12)),
        truth: Truth(["zoom-or-select": "E"]).failing(canvas))
    case 3:
      return Episode(
        kind: "canvas-double-tap",
        script: .doubleTap(at: openCanvas(&r), gap: r.uniform(0.06...0.2)),
        truth: Truth(["zoom-or-select": "E", "transform": "F F", "swipe": "F F"]))
    case 4:
      // Two fingers turning and spreading at once: the composed magnify-and-rotate.
      // Both fingers land left of the photo.
      let c = Point(x: r.uniform(100...115), y: r.uniform(40...80))
      let angle = Angle.degrees(r.uniform(30...90) * (r.chance(0.5) ? 1 : -1))
      let scale = r.pick([0.6, 1.5])
      let d = r.uniform(40...50)
      let script = TouchScript(
        [c - Point(x: d / 2, y: 0), c + Point(x: d / 2, y: 0)].map {
          TouchPath(at: $0).turning(around: c, by: angle, scale: scale, duration: 0.6)
            .holding(for: 0.02)
        })
      return Episode(
        kind: "transform", script: script,
        truth: Truth(["transform": "B C E"]).failing(canvas))
    case 5:
      let y = r.uniform(10...20)
      return Episode(
        kind: "three-finger-swipe",
        script: .drag(
          from: Point(x: 90, y: y), to: Point(x: 90 + r.uniform(60...120), y: y + 5),
          duration: r.uniform(0.3...0.6), fingers: 3, spacing: 15),
        truth: Truth(["swipe": "B C E"]).failing(canvas))
    case 6:
      // The photo's high-priority double tap beats the canvas's exclusive one.
      return Episode(
        kind: "photo-double-tap", script: .doubleTap(at: onPhoto(&r), gap: r.uniform(0.06...0.2)),
        truth: Truth([
          "photo-like": "E", "photo-move": "F F", "zoom-or-select": "F", "transform": "F F",
          "swipe": "F F",
        ]))
    case 7:
      let p = onPhoto(&r)
      return Episode(
        kind: "photo-drag",
        script: .drag(
          from: p, to: p + Point(x: r.uniform(-60...(-30)), y: r.uniform(20...50)),
          duration: r.uniform(0.25...0.6)),
        truth: Truth(["photo-move": "B C E", "photo-like": "F"]).failing(canvas))
    case 8:
      // The button's tap is disabled by locked's `.gesture` mask: never a transition.
      return Episode(
        kind: "locked-hold", script: .longPress(at: onButton(&r), duration: r.uniform(0.6...0.9)),
        truth: Truth(["locked-hold": "E"]).failing(canvas))
    case 9:
      return Episode(
        kind: "locked-tap", script: .tap(at: onButton(&r)),
        truth: Truth(["zoom-or-select": "E", "locked-hold": "F"]).failing(canvas))
    case 10:
      // Through the overlay, which takes no hits, onto the canvas.
      let p = Point(x: r.uniform(150...250), y: r.uniform(152...158))
      return Episode(
        kind: "overlay-tap", script: .tap(at: p),
        truth: Truth(["zoom-or-select": "E"]).failing(canvas))
    case 11:
      // The sidebar and list below the row draw nothing: nothing is hit.
      let p = Point(x: r.uniform(5...60), y: r.uniform(125...138))
      return Episode(kind: "dead-zone", script: .tap(at: p), truth: Truth([:]))
    default:
      // Ten fingers landing one by one across the canvas's top, held, lifted together.
      let interval = r.uniform(0.02...0.05)
      let points = (0..<10).map { i in Point(x: 72 + Double(i) * 18, y: r.uniform(8...22)) }
      return Episode(
        kind: "ten-fingers", script: .staggered(at: points, interval: interval, hold: 0.3),
        truth: Truth([:]).failing(canvas))
    }
  }

  /// A point of the canvas off the photo, the locked box and the overlay.
  static func openCanvas(_ r: inout SoakRandom) -> Point {
    r.chance(0.5)
      ? Point(x: r.uniform(75...245), y: r.uniform(8...24))
      : Point(x: r.uniform(150...245), y: r.uniform(100...135))
  }

  static func onPhoto(_ r: inout SoakRandom) -> Point {
    Point(x: r.uniform(165...215), y: r.uniform(45...75))
  }

  static func onButton(_ r: inout SoakRandom) -> Point {
    Point(x: r.uniform(95...125), y: r.uniform(115...135))
  }
}
