import GestureActions
import GestureHaptics
import Gestures

/// The scene loader over arbitrary JSON, then the loaded scene run: the scripted touches of
/// ``SceneScript`` on a 300 × 200 mm surface, through the engine, the scene's actions (written
/// to an action log, never run) and, when every haptic binding names a preset (files are not
/// read), the haptic bindings and a scheduler.
extension FuzzTarget {
  static let scene = FuzzTarget(
    name: "scene",
    summary: "a scene JSON file: SceneFile.parse, SceneHaptics, SceneActions, scripted touches",
    run: { bytes in
      guard
        let description = try? SceneFile.parse(
          bytes, file: "scene.json", extensions: [SceneHaptics.sceneKey, SceneActions.sceneKey])
      else { return }
      let scene = Scene(description, file: "scene.json")
      let log = TransitionLog(format: .text, output: OutputBuffer(), deviceNames: ["fuzz"])
      var sink: TransitionSink = ExplainLog(wrapping: log)
      if let actions = try? SceneActions(scene) {
        let performer = ActionLog(format: .json, output: OutputBuffer())
        let bindings = ActionBindings(
          root: scene.root, bindings: actions.bindings, performer: performer)
        bindings.setDevice(0, name: "fuzz", kind: .touchscreen)
        sink = ObservingSink(inner: sink, observer: bindings)
      }
      var scheduler: HapticScheduler?
      if let haptics = try? SceneHaptics(description, file: "scene.json", readingFiles: false) {
        let s = HapticScheduler(output: HapticCommandLog(maximumEffects: 4), profile: .rumble)
        sink = HapticBindings(
          wrapping: sink, root: scene.root, bindings: haptics.bindings, schedulers: [s])
        scheduler = s
      }
      let engine = Engine(scene: scene, sink: sink)
      engine.setSurface(SceneScript.surface, device: 0)
      engine.setIdentity(DeviceIdentity(kind: .touchscreen, name: "fuzz"), device: 0)
      for frame in SceneScript.frames {
        scheduler?.advance(to: frame.time)
        engine.handle(frame)
      }
      engine.finish(at: SceneScript.end)
      scheduler?.advance(to: SceneScript.end)
      scheduler?.close(at: SceneScript.end)
    },
    seed: nil)
}

/// Touches that exercise a scene's gestures: a tap at each point of a 4 × 4 grid, a double tap,
/// a long press, a drag, a two-finger pinch-and-turn and a three-finger tap, on device 0.
enum SceneScript {
  static let surface = Rect(x: 0, y: 0, width: 300, height: 200)

  /// The frames, in time order.
  static let frames: [TouchFrame] = {
    var s = Script()
    for i in 0..<16 {
      let p = Point(x: 20 + Double(i % 4) * 85, y: 15 + Double(i / 4) * 55)
      s.tap([p])
      s.wait(400_000)
    }
    s.tap([Point(x: 150, y: 100)])
    s.wait(120_000)
    s.tap([Point(x: 150, y: 100)])
    s.wait(500_000)
    s.stroke(from: [Point(x: 60, y: 60)], by: Point(x: 0, y: 0), steps: 8, step: 100_000)
    s.wait(400_000)
    s.stroke(from: [Point(x: 150, y: 100)], by: Point(x: 50, y: 20), steps: 10, step: 16_000)
    s.wait(400_000)
    s.stroke(
      from: [Point(x: 130, y: 100), Point(x: 170, y: 100)], by: Point(x: 25, y: 15), steps: 10,
      step: 16_000)
    s.wait(400_000)
    s.tap([Point(x: 130, y: 120), Point(x: 150, y: 120), Point(x: 170, y: 120)])
    return s.frames
  }()

  /// When the script ends: well after the last frame, so every timer runs out.
  static let end: Int64 = (frames.last?.time ?? 0) + 5_000_000

  /// Builds the frames: each touch gets a new id; time starts at 0.
  struct Script {
    var frames: [TouchFrame] = []
    var time: Int64 = 0
    var nextID = 1

    mutating func wait(_ us: Int64) { time += us }

    /// Fingers down at `points`, held 60 ms, lifted.
    mutating func tap(_ points: [Point]) {
      stroke(from: points, by: Point(x: 0, y: 0), steps: 1, step: 60_000)
    }

    /// Fingers down at `points`, each moving by `by` (the later fingers the opposite way, a
    /// spread and turn) over `steps` frames `step` µs apart, then lifted.
    mutating func stroke(from points: [Point], by delta: Point, steps: Int, step: Int64) {
      let ids = points.indices.map { nextID + $0 }
      nextID += points.count
      func frame(_ k: Int, _ phase: ContactPhase) -> TouchFrame {
        let f = Double(k) / Double(steps)
        let contacts = points.enumerated().map { i, p in
          let sign = i == 0 ? 1.0 : -1.0
          return Contact(
            id: ids[i], slot: i, x: p.x + sign * delta.x * f, y: p.y + sign * delta.y * f,
            phase: phase)
        }
        return TouchFrame(
          time: time, device: 0, contacts: contacts,
          fingerCount: phase == .up ? 0 : points.count)
      }
      frames.append(frame(0, .down))
      for k in 1..<steps {
        time += step
        frames.append(frame(k, .moved))
      }
      time += step
      frames.append(frame(steps, .up))
    }
  }
}

/// Passes each transition to the log chain, then to the actions (as a session's observer).
final class ObservingSink: TransitionSink {
  let inner: TransitionSink
  let observer: TransitionSink

  init(inner: TransitionSink, observer: TransitionSink) {
    self.inner = inner
    self.observer = observer
  }

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    inner.record(transition, recognizer: recognizer)
    observer.record(transition, recognizer: recognizer)
  }

  func arenaSettled(device: Int, time: Int64) { inner.arenaSettled(device: device, time: time) }
}
