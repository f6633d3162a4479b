@testable import Gestures

/// A test-only gesture whose rules are closures, to exercise the arena without the real
/// recognizers: `rule` sees each frame, `timer` (µs after the attempt's start) fires `onTimer`.
struct ProbeGesture: Gesture {
  typealias Value = Int
  var continuous = false
  var liftBound = false
  var tapCount: Int?
  var timer: Int64?
  var onTimer: GestureSignal = .none
  var rule: (ProbeGestureRecognizer, TouchFrame) -> GestureSignal

  func makeRecognizer() -> TypedGestureRecognizer<Int> { ProbeGestureRecognizer(self) }
}

final class ProbeGestureRecognizer: TypedGestureRecognizer<Int> {
  let probe: ProbeGesture
  var frames = 0
  init(_ probe: ProbeGesture) {
    self.probe = probe
    super.init()
  }
  override var isContinuous: Bool { probe.continuous }
  override var succeedsOnlyAfterLift: Bool { probe.liftBound }
  override var requiredTapCount: Int? { probe.tapCount }
  override var deadline: Int64? { probe.timer.map { startTime + $0 } }
  override var value: Int? { frames }
  override func reset() { frames = 0 }
  override func update(frame: TouchFrame) -> GestureSignal {
    frames += 1
    return probe.rule(self, frame)
  }
  override func timeReached(_ time: Int64) -> GestureSignal { probe.onTimer }
}

/// Rules used by the arena tests.
enum Rules {
  /// Ready when every touch has lifted (a tap).
  static func readyOnLift(_ r: ProbeGestureRecognizer, _ f: TouchFrame) -> GestureSignal {
    bodyreadyOnLift(r, f)
  }
  private static let bodyreadyOnLift:
    @Sendable (ProbeGestureRecognizer, TouchFrame) -> GestureSignal = {
      r, _ in
      r.touches.allUp ? .ready : .none
    }
  /// Ready on the first frame (down), ends when all touches lift: a continuous gesture.
  static func beginAtOnce(_ r: ProbeGestureRecognizer, _ f: TouchFrame) -> GestureSignal {
    bodybeginAtOnce(r, f)
  }
  private static let bodybeginAtOnce:
    @Sendable (ProbeGestureRecognizer, TouchFrame) -> GestureSignal = {
      r, _ in
      if r.state == .active { return r.touches.allUp ? .ended : .changed }
      return .ready
    }
  /// Fails when every touch has lifted.
  static func failOnLift(_ r: ProbeGestureRecognizer, _ f: TouchFrame) -> GestureSignal {
    bodyfailOnLift(r, f)
  }
  private static let bodyfailOnLift:
    @Sendable (ProbeGestureRecognizer, TouchFrame) -> GestureSignal = {
      r, _ in
      r.touches.allUp ? .failed(.liftedTooSoon(duration: 0, minimum: 1)) : .none
    }
  static func never(_ r: ProbeGestureRecognizer, _ f: TouchFrame) -> GestureSignal {
    bodynever(r, f)
  }
  private static let bodynever: @Sendable (ProbeGestureRecognizer, TouchFrame) -> GestureSignal = {
    _, _ in
    .none
  }
}

/// Frames for one finger: down at `down` ms, up at `up` ms (contact `id`).
func tapFrames(id: Int = 1, down: Int64, up: Int64, x: Double = 10, y: Double = 10) -> [TouchFrame]
{
  [
    TouchFrame(
      time: down * 1000, device: 0,
      contacts: [Contact(id: id, slot: 0, x: x, y: y, phase: .down)], fingerCount: 1),
    TouchFrame(
      time: up * 1000, device: 0,
      contacts: [Contact(id: id, slot: 0, x: x, y: y, phase: .up)], fingerCount: 0),
  ]
}

/// Runs frames through an engine over `region` and returns the recorder.
func run(_ region: Region, _ frames: [TouchFrame], finishAt: Int64? = nil) -> TransitionRecorder {
  let recorder = TransitionRecorder()
  let engine = Engine(root: region, sink: recorder)
  for f in frames { engine.handle(f) }
  if let end = finishAt { engine.finish(at: end * 1000) }
  return recorder
}
