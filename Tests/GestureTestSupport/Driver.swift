@testable import Gestures

/// One gesture on the real engine (``EngineRun``), attached as `gesture` to a region over the
/// whole surface and read the way its tests read it: the phases it reported, the value after
/// each, why it failed. Frames come from changes (times in ms) or as they are (``send(_:)``).
///
/// ``holdsReady`` attaches a high-priority competitor (``Gate``) that stays possible on the
/// same touches, so the gesture waits in `.ready` as behind a higher-precedence gesture until
/// the competitor fails (``recognize(at:)``) or wins (``defeat(at:)``).
package final class Driver<Value> {
  /// The attachment's name, as transitions carry it.
  package let name = "gesture"
  package let run: EngineRun
  package let root: Region
  /// The arena's recognizer of the gesture (made here, handed to the arena on its first touch).
  package let recognizer: TypedGestureRecognizer<Value>
  private var gate: Gate.Recognizer?
  /// The value after each of the gesture's transitions.
  package private(set) var values: [Value?] = []

  /// `gesture` on a region over the whole surface, or over `frame` (mm): its bounds, for
  /// values relative to them (a pinch's `startAnchor`).
  package init(_ gesture: some Gesture<Value>, frame: Rect? = nil) {
    root = Region(name: "root", frame: frame)
    let made = gesture.makeRecognizer()
    recognizer = made
    var handedOver = false
    var attachment = GestureAttachment(gesture, name: name)
    attachment.makeRecognizer = {
      // One device: the arena asks once; a second call would be a second member.
      guard !handedOver else { return gesture.makeRecognizer() }
      handedOver = true
      return made
    }
    root.attach(attachment)
    run = EngineRun(root: root)
    run.recorder.observe = { [unowned self] t, r in
      guard t.gesture == name else { return }
      values.append((r as? TypedGestureRecognizer<Value>)?.value)
    }
  }

  /// Keeps the gesture waiting in `.ready` behind a higher-priority competitor that stays
  /// possible on the same touches. Set it before the first touch.
  package var holdsReady = false {
    didSet {
      guard holdsReady, gate == nil else { return }
      let g = Gate.Recognizer()
      gate = g
      var competitor = GestureAttachment(Gate(), name: "competitor", priority: .high)
      competitor.makeRecognizer = { g }
      root.attach(competitor)
    }
  }

  private var steps: [EngineRun.Step] {
    run.recorder.steps.filter { $0.transition.gesture == name }
  }
  /// The phases the engine applied to the gesture, in order.
  package var phases: [GesturePhase] { steps.map(\.transition.to) }
  /// Times (ms) of each phase.
  package var phaseTimes: [Double] { steps.map { Double($0.transition.time) / 1000 } }
  /// Why each transition happened (nil but for failed and cancelled).
  package var reasons: [FailureReason?] { steps.map(\.transition.reason) }
  /// Why it last failed or was cancelled.
  package var reason: FailureReason? { reasons.last { $0 != nil } ?? nil }
  /// The value of each transition as the log writes it.
  package var json: [String] { steps.map(\.json) }
  package var text: [String] { steps.map(\.text) }

  package var state: RecognizerState { recognizer.state }
  package var isTerminal: Bool { recognizer.state.isTerminal }

  package func down(_ id: Int, _ x: Double, _ y: Double, at ms: Double) {
    run.frame(at: ms, .down(id, x, y))
  }
  package func move(_ id: Int, _ x: Double, _ y: Double, at ms: Double) {
    run.frame(at: ms, .move(id, x, y))
  }
  package func up(_ id: Int, at ms: Double) { run.frame(at: ms, .up(id)) }
  /// A frame at `ms` with `changes`; every other contact down is stationary.
  package func frame(at ms: Double, _ changes: Change...) { run.frame(at: ms, changes: changes) }
  /// Frames as they are.
  package func send(_ frames: TouchFrame...) { for f in frames { run.send(f) } }
  /// Fires the timers due up to `ms`.
  package func advance(to ms: Double) { run.advance(to: ms) }
  /// Fires the timers due up to `time` (µs).
  package func advance(toTime time: Int64) { run.engine.advance(to: time) }

  /// The competitor gives up at `ms`: the waiting gesture wins then.
  package func recognize(at ms: Double) { release(at: Int64((ms * 1000).rounded())) }

  /// The competitor gives up at `time` (µs).
  package func release(at time: Int64) {
    gate?.command = (time, .fail)
    run.engine.advance(to: time)
  }

  /// The competitor wins at `ms`: the gesture fails, or is cancelled once active.
  package func defeat(at ms: Double) {
    let time = Int64((ms * 1000).rounded())
    gate?.command = (time, .win)
    run.engine.advance(to: time)
  }
}

/// A test gesture that takes every touch and stays possible until told to fail or win at a time
/// (``Driver/holdsReady``). The arena learns a recognizer's deadlines only from its handlers, so
/// the gate asks for time every millisecond and looks at its command then.
package struct Gate: Gesture {
  package typealias Value = Int
  package func makeRecognizer() -> TypedGestureRecognizer<Int> { Recognizer() }

  package enum Outcome { case fail, win }

  package final class Recognizer: TypedGestureRecognizer<Int> {
    package var command: (time: Int64, outcome: Outcome)?
    package override var deadline: Int64? { state == .possible ? time + 1000 : nil }
    package override func timeReached(_ time: Int64) -> GestureSignal {
      guard let command, command.time <= time else { return .none }
      self.command = nil
      return command.outcome == .win ? .ready : .failed(.traceEnded)
    }
  }
}
