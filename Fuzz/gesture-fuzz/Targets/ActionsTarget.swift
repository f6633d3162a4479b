import GestureActions
import Gestures

/// Action bindings driven by the transitions of arbitrary touches: ``FrameBytes`` through an
/// ``Engine`` with ``ActionScene`` (devices 0 and 2 touchscreens, 1 and 3 touchpads), every
/// transition then to ``ActionBindings`` as a session's observer, whose actions go to a JSON
/// ``ActionLog`` (nothing runs). The `scene` target loads arbitrary action bindings over fixed
/// touches; this one drives fixed bindings with any touches: repeats over jumps, reversals and
/// huge values, rate limits over any clock.
extension FuzzTarget {
  static let actions = FuzzTarget(
    name: "actions",
    summary: "touch frames (binary): Engine with ActionScene, ActionBindings into an ActionLog",
    run: { bytes in
      let (scene, actions) = ActionScene.load()
      let performer = ActionLog(format: .json, output: OutputBuffer())
      let bindings = ActionBindings(
        root: scene.root, bindings: actions.bindings, performer: performer)
      let log = TransitionLog(
        format: .json, output: OutputBuffer(), deviceNames: ["a", "b", "c", "d"])
      let engine = Engine(
        scene: scene, sink: ObservingSink(inner: ExplainLog(wrapping: log), observer: bindings))
      var input = FuzzBytes(bytes)
      let (surfaces, start) = FrameBytes.header(&input)
      for (device, rect) in surfaces.enumerated() {
        let kind: DeviceKind = device % 2 == 0 ? .touchscreen : .touchpad
        let name = device % 2 == 0 ? "screen \(device)" : "pad \(device)"
        engine.setSurface(rect, device: device)
        engine.setIdentity(DeviceIdentity(kind: kind, name: name), device: device)
        bindings.setDevice(device, name: name, kind: kind, surface: rect)
      }
      var time = start
      while let frame = FrameBytes.frame(&input, after: time) {
        time = frame.time
        engine.handle(frame)
      }
      engine.finish(at: FuzzTime.advance(time, by: 10_000_000))
    },
    seed: { try EngineRun.seed(path: $0, description: $1) })
}
