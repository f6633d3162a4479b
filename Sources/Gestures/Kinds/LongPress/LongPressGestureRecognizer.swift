/// The recognizer of a ``LongPressGesture``.
///
/// States: `waiting` (touches down, deadline at start + minimumDuration) → `complete` (ready at
/// the deadline) or failed. As in SwiftUI the value is `true` from touch-down (so `onChanged`
/// and `updating` run then, through ``GestureRecognizer/valueChanged()``) and stays `true` once
/// recognized; it is nil before the first touch and after a failure. The transition log writes
/// it only once recognized, so a failed press logs none. Pressing itself is also reported
/// through ``onPressingChanged``.
public final class LongPressGestureRecognizer: TypedGestureRecognizer<Bool> {
  /// How long the touches must stay down, in seconds.
  public let minimumDuration: Double
  /// How far each touch may move, in points.
  public let maximumDistance: Double
  /// Called with `true` when the first touch comes down, `false` once when the press is
  /// recognized or fails.
  public var onPressingChanged: ((Bool) -> Void)?

  enum Stage { case waiting, complete }
  @exclusivity(unchecked) private var stage = Stage.waiting
  /// The pressing state last reported to ``onPressingChanged``.
  public private(set) var isPressing = false

  private var maximumDistanceMM: Double { coordinates.millimetres(maximumDistance) }

  /// A recognizer with the gesture's parameters (seconds, points, fingers or nil for any).
  public init(minimumDuration: Double, maximumDistance: Double, touches: Int?) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    super.init(touchCount: touches)
  }

  public override var value: Bool? { stage == .complete || isPressing ? true : nil }

  public override var deadline: Int64? {
    stage == .waiting ? startTime + Time.microseconds(minimumDuration) : nil
  }

  public override func reset() {
    stage = .waiting
    isPressing = false
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    guard stage == .waiting else { return .none }
    if !touches.all.isEmpty { setPressing(true) }
    let moved = touches.farthestMovement(of: touches.all.indices)
    if moved > maximumDistanceMM + CoordinateContext.thresholdTolerance {
      return fail(.movedTooFar(distance: moved, maximum: maximumDistanceMM))
    }
    if touches.allUp && !touches.all.isEmpty {
      return fail(
        .liftedTooSoon(duration: Time.seconds(frame.time - startTime), minimum: minimumDuration))
    }
    return .none
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    guard stage == .waiting else { return .none }
    if let required = touchCount, touches.downCount < required {
      return fail(.tooFewTouches(count: touches.downCount, required: required))
    }
    stage = .complete
    return .ready
  }

  public override func recognized() { setPressing(false) }

  public override func transitioned(to phase: GesturePhase) {
    if phase.isTerminal { setPressing(false) }
  }

  /// `true` in JSON once recognized; no text, the transition says it all.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard stage == .complete else { return false }
    if format == .json { true.writeJSON(to: out) }
    return true
  }

  /// Measures nothing until recognized, as the log writes no value before.
  public override var measures: GestureMeasures? { stage == .complete ? typedMeasures : nil }

  public override var hasValueToLog: Bool { stage == .complete }

  // MARK: - Transitions

  /// waiting → failed.
  private func fail(_ reason: FailureReason) -> GestureSignal {
    setPressing(false)
    return .failed(reason)
  }

  private func setPressing(_ pressing: Bool) {
    guard pressing != isPressing else { return }
    isPressing = pressing
    onPressingChanged?(pressing)
    // The value became `true` at touch-down; it stays `true` when recognized, and a failure
    // says so with its transition.
    if pressing { valueChanged() }
  }
}
