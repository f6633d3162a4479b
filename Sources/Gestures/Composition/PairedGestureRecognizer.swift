/// The runtime side shared by the three composites (sequenced, simultaneous, exclusive): two
/// parts that start and retire with the composite's own lifecycle and stop when it is over.
/// Subclasses say what a step of the parts means for the composite (``signal(_:_:at:byTime:)``)
/// and how its value reads.
class PairedGestureRecognizer<First: Gesture, Second: Gesture, Value>:
  TypedGestureRecognizer<Value>
{
  let first: Part<First.Value>
  let second: Part<Second.Value>

  init(first: TypedGestureRecognizer<First.Value>, second: TypedGestureRecognizer<Second.Value>) {
    self.first = Part("first", first)
    self.second = Part("second", second)
    super.init()
    first.valueListener = self
    second.valueListener = self
  }

  override var succeedsOnlyAfterLift: Bool {
    first.recognizer.succeedsOnlyAfterLift && second.recognizer.succeedsOnlyAfterLift
  }

  override var keepsTime: Bool {
    first.recognizer.keepsTime || second.recognizer.keepsTime
  }

  override var deadline: Int64? {
    switch (first.deadline, second.deadline) {
    case (let a?, let b?): return min(a, b)
    case (let a, let b): return a ?? b
    }
  }

  /// The parts measure in the composite's coordinates, and anchor in its bounds (the engine
  /// sets them just before).
  override func engineSetCoordinates(_ context: CoordinateContext) {
    super.engineSetCoordinates(context)
    first.recognizer.bounds = bounds
    second.recognizer.bounds = bounds
    first.recognizer.engineSetCoordinates(context)
    second.recognizer.engineSetCoordinates(context)
  }

  override func engineJoin(_ stage: TouchpadStage) -> Bool {
    // Both parts hear of it, whichever listens.
    let a = first.recognizer.engineJoin(stage)
    let b = second.recognizer.engineJoin(stage)
    return a || b
  }

  /// The composite's lifecycle drives its parts': they start with it and retire with it.
  override func handled(_ event: LifecycleEvent) {
    switch event {
    case .start:
      startParts()
    case .retire:
      first.retire()
      second.retire()
    default:
      break
    }
  }

  /// Starts the parts' attempts as the composite's starts: both, by default.
  func startParts() {
    first.start(at: time)
    second.start(at: time)
  }

  /// Once the composite's own transition is logged (with its parts' values): when it is over
  /// (the engine stopped it, or it ended), parts still running stop too, so their callbacks run.
  override func engineTransitioned(to phase: GesturePhase) {
    super.engineTransitioned(to: phase)
    guard phase.isTerminal else { return }
    first.abandon()
    second.abandon()
  }

  override func engineReceive(_ frame: TouchFrame, adopting: ContactMask) -> GestureSignal {
    followTouches(frame, adopting: adopting)
    let e1 = first.receive(frame, adopting: adopting)
    let e2 = second.receive(frame, adopting: adopting)
    return signal(e1, e2, at: frame.time, byTime: false)
  }

  override func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    let e1 = first.timeReached(time)
    let e2 = second.timeReached(time)
    return signal(e1, e2, at: time, byTime: true)
  }

  /// Which part a composite's value names.
  enum PartName { case first, second }

  /// Writes one part's value as the composite's while only it counts: JSON `{"first":v}` (or
  /// `"second"`), text `first: v` (`()` for a value without text).
  func writeOnly(
    _ part: GestureRecognizer, named name: PartName, _ format: OutputFormat, to out: OutputBuffer
  ) {
    switch format {
    case .json:
      out.append(name == .first ? "{\"first\":" : "{\"second\":")
      part.writeJSONValue(to: out)
      out.append("}")
    case .text:
      out.append(name == .first ? "first: " : "second: ")
      part.writePartText(orNone: false, to: out)
    }
  }

  /// The composite's signal after one step of both parts, at `time` (`byTime`: a deadline's).
  func signal(
    _ e1: Part<First.Value>.Event, _ e2: Part<Second.Value>.Event, at time: Int64, byTime: Bool
  ) -> GestureSignal {
    .none
  }
}
