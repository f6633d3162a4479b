@testable import Gestures

/// Runs a region tree on the real engine (hit testing, the arena's rules, bounces, deadlines)
/// over synthesized frames on device 0, recording every transition with its value as the log
/// writes it. The one driver of the recognizer, composition and arbitration tests; times are
/// milliseconds unless a name says µs.
package final class EngineRun {
  /// One transition with the recognizer's value then, written as JSON and as text (the log
  /// writes none for a failed transition; the recognizer may still have one).
  package struct Step {
    package var transition: Transition
    package var json: String
    package var text: String
  }

  /// Keeps each transition with its values; `observe` sees the recognizer then.
  package final class Recorder: TransitionSink {
    package var steps: [Step] = []
    package var observe: ((Transition, GestureRecognizer) -> Void)?

    package func record(_ transition: Transition, recognizer: GestureRecognizer) {
      let json = OutputBuffer()
      let text = OutputBuffer()
      recognizer.writeJSONValue(to: json)
      _ = recognizer.writeValue(.text, to: text)
      steps.append(Step(transition: transition, json: json.text, text: text.text))
      observe?(transition, recognizer)
    }
  }

  package let recorder = Recorder()
  package let engine: Engine
  private var builder = FrameBuilder()
  /// The touchpad configuration the built frames carry, as a touchpad's decoder sets it (set
  /// it for touchpad tests: built frames carry none otherwise, and tap nothing).
  package var touchpad: TouchpadConfiguration?
  /// Sets what a decoder sets on every frame of its device (a clickpad, its button area, …).
  package var device: ((inout TouchFrame) -> Void)?

  /// Hands `f` to the engine, with ``touchpad`` when it is set.
  private func deliver(_ f: TouchFrame) {
    var f = f
    device?(&f)
    if touchpad != nil { f.touchpad = touchpad }
    engine.handle(f)
  }

  /// `root` on a `surface` (mm) of device 0.
  package init(root: Region, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)) {
    engine = Engine(root: root, sink: recorder)
    engine.setSurface(surface, device: 0)
  }

  /// A scene on a `surface` (mm) of device 0.
  package init(scene: Scene, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)) {
    engine = Engine(scene: scene, sink: recorder)
    engine.setSurface(surface, device: 0)
  }

  /// `gesture`, named `name`, on a region over the whole `surface`.
  package convenience init(
    _ gesture: some Gesture, name: String, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)
  ) {
    let root = Region(name: "root")
    root.gesture(gesture, name: name)
    self.init(root: root, surface: surface)
  }

  /// The scene fixture `name` (`Tests/GesturesTests/Fixtures/scenes/NAME.json`).
  package convenience init(fixture name: String) throws {
    let path = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/\(name).json"
    self.init(scene: try SceneFile.load(path: path))
  }

  /// A frame at `ms` with `changes`; every other contact down is stationary.
  package func frame(at ms: Double, _ changes: Change..., extra: Int = 0) {
    deliver(builder.frame(at: ms, changes, extra: extra))
  }

  /// A frame at `ms` with `changes`.
  package func frame(at ms: Double, changes: [Change], extra: Int = 0) {
    deliver(builder.frame(at: ms, changes, extra: extra))
  }

  /// A frame at `ms` with the listed contacts' positions and phases (``FrameBuilder``).
  package func frame(
    _ ms: Double, _ contacts: [(Int, Double, Double, ContactPhase)], extra: Int = 0
  ) {
    deliver(builder.frame(at: ms, contacts: contacts, extra: extra))
  }

  /// A frame at `ms` with the listed contacts' positions and phases.
  package func frame(_ ms: Double, _ contacts: (Int, Double, Double, ContactPhase)...) {
    frame(ms, contacts)
  }

  /// A quick tap of contact `id` at (x, y) from `ms`.
  package func tap(_ id: Int = 1, at x: Double, _ y: Double, from ms: Double = 0) {
    frame(ms, (id, x, y, .down))
    frame(ms + 60, (id, x, y, .up))
  }

  /// Frames as they are.
  package func send(_ frames: TouchFrame...) {
    for f in frames { deliver(f) }
  }

  /// Fires the timers due up to `ms`.
  package func advance(to ms: Double) { engine.advance(to: Int64((ms * 1000).rounded())) }

  /// Ends the input at `ms`.
  package func finish(at ms: Double) { engine.finish(at: Int64((ms * 1000).rounded())) }

  /// Ends the input long after the scripts' touches (10 s).
  package func finish() { finish(at: 10_000) }

  package var transitions: [Transition] { recorder.steps.map(\.transition) }

  /// `node/gesture:from→to` for each transition.
  package var summary: [String] {
    transitions.map { "\($0.node)/\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  /// The gestures that succeeded (ended from possible, or began), as `node/gesture`.
  package var succeeded: [String] {
    transitions.filter { $0.from == .possible && ($0.to == .ended || $0.to == .began) }
      .map { "\($0.node)/\($0.gesture)" }
  }

  /// Why `gesture` last failed or was cancelled.
  package func reason(_ gesture: String) -> FailureReason? {
    transitions.last { $0.gesture == gesture && $0.reason != nil }?.reason
  }

  /// `time-in-ms from→to` for each transition.
  package var log: [String] {
    transitions.map { "\($0.time / 1000) \($0.from.rawValue)→\($0.to.rawValue)" }
  }
}
