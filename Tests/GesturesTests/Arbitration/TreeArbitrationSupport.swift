@testable import Gestures

/// Runs a scene over scripted touches on a 300 × 300 mm surface.
final class TreeRun {
  let recorder = TransitionRecorder()
  let engine: Engine

  init(scene: Scene) {
    engine = Engine(scene: scene, sink: recorder)
    engine.setSurface(Rect(x: 0, y: 0, width: 300, height: 300), device: 0)
  }

  init(root: Region) {
    engine = Engine(root: root, sink: recorder)
    engine.setSurface(Rect(x: 0, y: 0, width: 300, height: 300), device: 0)
  }

  convenience init(fixture name: String) throws {
    let path = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/\(name).json"
    self.init(scene: try SceneFile.load(path: path))
  }

  /// One frame at `ms` with the given contacts (id, x, y, phase).
  func frame(_ ms: Int64, _ contacts: (Int, Double, Double, ContactPhase)...) {
    let list = contacts.enumerated().map { i, c in
      Contact(id: c.0, slot: i, x: c.1, y: c.2, phase: c.3)
    }
    engine.handle(
      TouchFrame(time: ms * 1000, device: 0, contacts: list, fingerCount: list.count))
  }

  /// A quick tap of contact `id` at (x, y) from `ms`.
  func tap(_ id: Int = 1, at x: Double, _ y: Double, from ms: Int64 = 0) {
    frame(ms, (id, x, y, .down))
    frame(ms + 60, (id, x, y, .up))
  }

  func finish() { engine.finish(at: 10_000_000) }

  /// `node/gesture:from→to` for every transition.
  var summary: [String] {
    recorder.transitions.map { "\($0.node)/\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  /// The gestures that succeeded (ended from possible, or began), as `node/gesture`.
  var succeeded: [String] {
    recorder.transitions.filter { $0.from == .possible && ($0.to == .ended || $0.to == .began) }
      .map { "\($0.node)/\($0.gesture)" }
  }

  func reason(_ gesture: String) -> FailureReason? {
    recorder.transitions.last { $0.gesture == gesture && $0.reason != nil }?.reason
  }
}

/// A tap gesture attachment builder for Swift-built trees.
func tapRegion(_ name: String, _ frame: Rect, content: Bool = true) -> Region {
  Region(name: name, frame: frame, hasContent: content)
}
