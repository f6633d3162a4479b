@testable import Gestures

/// One contact change in a synthesized frame: positions in mm.
enum Change {
  case down(Int, Double, Double)
  case move(Int, Double, Double)
  /// Lifts at the contact's last position.
  case up(Int)
  case cancel(Int)
}

/// How long the arena holds a finger's lift beside another finger that is down, as a possible
/// bounce, before its gestures see it (``LiftBounce``), in ms.
let bounceWindow = Double(LiftBounce.window) / 1000

/// Builds touch frames from changes as a decoder reports them: every contact that is down and
/// not changed appears as stationary; lifted and cancelled contacts appear once.
struct FrameBuilder {
  private var contacts: [Int: Contact] = [:]

  /// A frame at `ms` (milliseconds) with `changes`; `extra` fingers are counted but not placed.
  mutating func frame(at ms: Double, _ changes: [Change], extra: Int = 0) -> TouchFrame {
    var changed: [Int: ContactPhase] = [:]
    for change in changes {
      switch change {
      case .down(let id, let x, let y):
        contacts[id] = Contact(id: id, slot: id, x: x, y: y, phase: .down)
        changed[id] = .down
      case .move(let id, let x, let y):
        contacts[id]!.x = x
        contacts[id]!.y = y
        changed[id] = .moved
      case .up(let id): changed[id] = .up
      case .cancel(let id): changed[id] = .cancelled
      }
    }
    var list: [Contact] = []
    for id in contacts.keys.sorted() {
      var c = contacts[id]!
      c.phase = changed[id] ?? .stationary
      list.append(c)
    }
    for (id, phase) in changed where !phase.isActive { contacts[id] = nil }
    return TouchFrame(
      time: Int64((ms * 1000).rounded()), device: 0, contacts: list,
      fingerCount: list.filter(\.phase.isActive).count + extra)
  }

  /// A frame at `ms` in which the contacts listed have those positions and phases (a lift at
  /// its own position), every other contact down is stationary.
  mutating func frame(
    at ms: Double, contacts listed: [(Int, Double, Double, ContactPhase)], extra: Int = 0
  )
    -> TouchFrame
  {
    var changes: [Change] = []
    for (id, x, y, phase) in listed {
      switch phase {
      case .down: changes.append(.down(id, x, y))
      case .moved, .stationary: changes.append(.move(id, x, y))
      case .up:
        changes.append(.move(id, x, y))
        changes.append(.up(id))
      case .cancelled:
        changes.append(.move(id, x, y))
        changes.append(.cancel(id))
      }
    }
    var f = frame(at: ms, changes, extra: extra)
    // A listed stationary contact stays stationary (it was listed only to be placed).
    for (id, _, _, phase) in listed where phase == .stationary {
      if let i = f.contacts.firstIndex(where: { $0.id == id }) { f.contacts[i].phase = .stationary }
    }
    return f
  }
}

/// Runs a region tree on the real engine (hit testing, the arena's rules, bounces, deadlines)
/// over synthesized frames on device 0, recording every transition with its value as the log
/// writes it. The one driver of the recognizer, composition and arbitration tests; times are
/// milliseconds unless a name says µs.
final class EngineRun {
  /// One transition with the recognizer's value then, written as JSON and as text (the log
  /// writes none for a failed transition; the recognizer may still have one).
  struct Step {
    var transition: Transition
    var json: String
    var text: String
  }

  /// Keeps each transition with its values; `observe` sees the recognizer then.
  final class Recorder: TransitionSink {
    var steps: [Step] = []
    var observe: ((Transition, GestureRecognizer) -> Void)?

    func record(_ transition: Transition, recognizer: GestureRecognizer) {
      let json = OutputBuffer()
      let text = OutputBuffer()
      recognizer.writeJSONValue(to: json)
      _ = recognizer.writeValue(.text, to: text)
      steps.append(Step(transition: transition, json: json.text, text: text.text))
      observe?(transition, recognizer)
    }
  }

  let recorder = Recorder()
  let engine: Engine
  private var builder = FrameBuilder()

  /// `root` on a `surface` (mm) of device 0.
  init(root: Region, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)) {
    engine = Engine(root: root, sink: recorder)
    engine.setSurface(surface, device: 0)
  }

  /// A scene on a `surface` (mm) of device 0.
  init(scene: Scene, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)) {
    engine = Engine(scene: scene, sink: recorder)
    engine.setSurface(surface, device: 0)
  }

  /// `gesture`, named `name`, on a region over the whole `surface`.
  convenience init(
    _ gesture: some Gesture, name: String, surface: Rect = Rect(x: 0, y: 0, width: 300, height: 300)
  ) {
    let root = Region(name: "root")
    root.gesture(gesture, name: name)
    self.init(root: root, surface: surface)
  }

  /// The scene fixture `name` (`Tests/GesturesTests/Fixtures/scenes/NAME.json`).
  convenience init(fixture name: String) throws {
    let path = repositoryRoot + "/Tests/GesturesTests/Fixtures/scenes/\(name).json"
    self.init(scene: try SceneFile.load(path: path))
  }

  /// A frame at `ms` with `changes`; every other contact down is stationary.
  func frame(at ms: Double, _ changes: Change..., extra: Int = 0) {
    engine.handle(builder.frame(at: ms, changes, extra: extra))
  }

  /// A frame at `ms` with `changes`.
  func frame(at ms: Double, changes: [Change], extra: Int = 0) {
    engine.handle(builder.frame(at: ms, changes, extra: extra))
  }

  /// A frame at `ms` with the listed contacts' positions and phases (``FrameBuilder``).
  func frame(
    _ ms: Double, _ contacts: [(Int, Double, Double, ContactPhase)], extra: Int = 0
  ) {
    engine.handle(builder.frame(at: ms, contacts: contacts, extra: extra))
  }

  /// A frame at `ms` with the listed contacts' positions and phases.
  func frame(_ ms: Double, _ contacts: (Int, Double, Double, ContactPhase)...) {
    frame(ms, contacts)
  }

  /// A quick tap of contact `id` at (x, y) from `ms`.
  func tap(_ id: Int = 1, at x: Double, _ y: Double, from ms: Double = 0) {
    frame(ms, (id, x, y, .down))
    frame(ms + 60, (id, x, y, .up))
  }

  /// Frames as they are.
  func send(_ frames: TouchFrame...) {
    for f in frames { engine.handle(f) }
  }

  /// Fires the timers due up to `ms`.
  func advance(to ms: Double) { engine.advance(to: Int64((ms * 1000).rounded())) }

  /// Ends the input at `ms`.
  func finish(at ms: Double) { engine.finish(at: Int64((ms * 1000).rounded())) }

  /// Ends the input long after the scripts' touches (10 s).
  func finish() { finish(at: 10_000) }

  var transitions: [Transition] { recorder.steps.map(\.transition) }

  /// `node/gesture:from→to` for each transition.
  var summary: [String] {
    transitions.map { "\($0.node)/\($0.gesture):\($0.from.rawValue)→\($0.to.rawValue)" }
  }

  /// The gestures that succeeded (ended from possible, or began), as `node/gesture`.
  var succeeded: [String] {
    transitions.filter { $0.from == .possible && ($0.to == .ended || $0.to == .began) }
      .map { "\($0.node)/\($0.gesture)" }
  }

  /// Why `gesture` last failed or was cancelled.
  func reason(_ gesture: String) -> FailureReason? {
    transitions.last { $0.gesture == gesture && $0.reason != nil }?.reason
  }

  /// `time-in-ms from→to` for each transition.
  var log: [String] {
    transitions.map { "\($0.time / 1000) \($0.from.rawValue)→\($0.to.rawValue)" }
  }
}
