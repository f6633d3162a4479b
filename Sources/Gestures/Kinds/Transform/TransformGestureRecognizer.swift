/// The shared state machine of ``MagnifyGesture`` and ``RotateGesture``: follows the vector from
/// the first touch to the second, from when all `requiredTouches` are down, and a measure of it
/// (magnification, rotation) that subclasses define.
///
/// States: `gathering` (fewer than `requiredTouches` down) → `tracking` (start vector and
/// location taken) → `ready` (the measure passed its threshold) → `active` → ended or
/// cancelled. Lifting before the threshold fails with `endedBelowThreshold`; lifting before all
/// touches were down with `tooFewTouches`; once active, lifting any touch ends it.
public class TransformGestureRecognizer<Value>: TypedGestureRecognizer<Value> {
  /// How many touches the gesture takes (2 unless extended).
  public let requiredTouches: Int

  enum Stage { case gathering, tracking, ready, active, finished }
  @exclusivity(unchecked) private var stage = Stage.gathering
  /// The centroid of the touches when they were all down, in mm.
  public private(set) var startLocation = Point.zero
  /// The vector from the first touch to the second when they were all down, in mm.
  public private(set) var startVector = Point.zero
  /// The current measure (subclasses define its meaning and unit).
  public private(set) var measure = 0.0
  @exclusivity(unchecked) private var tracker = ScalarVelocityTracker()
  @exclusivity(unchecked) private var hasSample = false
  /// The last frame with all touches down (none held as a possible bounce), in µs: an ended
  /// gesture's velocity is the one its fingers had then, not one decayed while a lift was held.
  @exclusivity(unchecked) private var lastAllDown: Int64 = 0

  init(touches: Int) {
    requiredTouches = max(2, touches)
    super.init(touchCount: requiredTouches)
  }

  public override var isContinuous: Bool { true }
  override var keepsTime: Bool { false }

  /// True once the start was taken (the value exists).
  var hasStarted: Bool { stage != .gathering }
  /// Gathering, it reads its touches only once all are down (``gather(at:)``).
  override var ignoresMoves: Bool { stage == .gathering }

  /// The measure's rate of change, per second.
  var measureVelocity: Double { tracker.velocity(at: stage == .finished ? lastAllDown : time) }

  /// `startLocation` relative to the region's bounds.
  var startAnchor: UnitPoint { UnitPoint(startLocation, in: bounds) }

  /// `startLocation` as the value gives it: in points of the region's space (`.local`, as
  /// SwiftUI's `MagnifyGesture` and `RotateGesture` give it).
  var localStartLocation: Point { coordinates.transform(for: .local).position(startLocation) }

  // MARK: - Subclass rules

  /// The measure at the start (1 for magnification, 0 for rotation).
  func startMeasure(vector: Point) -> Double { 0 }
  /// The measure for the current `vector`, given the previous measure.
  func nextMeasure(vector: Point, previous: Double) -> Double { previous }
  /// True when `measure` passed the start threshold.
  func thresholdReached(_ measure: Double) -> Bool { true }
  /// Why lifting at `measure` before the threshold fails.
  func belowThreshold(_ measure: Double) -> FailureReason {
    .endedBelowThreshold(measure: "", value: measure, threshold: 0, unit: "")
  }

  // MARK: - Engine rules

  public override func reset() {
    stage = .gathering
    startLocation = .zero
    startVector = .zero
    measure = 0
    tracker.reset()
    hasSample = false
    lastAllDown = 0
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    if frame.isBoundingBox && stage != .finished {
      stage = .finished
      return state == .active ? .cancelled(.boundingBoxOnly) : .failed(.boundingBoxOnly)
    }
    switch stage {
    case .gathering: return gather(at: frame.time)
    case .tracking: return track(at: frame.time)
    case .ready: return waitToBegin(at: frame.time)
    case .active: return follow(at: frame.time)
    case .finished: return .none
    }
  }

  public override func recognized() { stage = .active }

  // MARK: - Transitions

  private var ownTouches: Range<Int> { 0..<min(touches.all.count, requiredTouches) }
  private var downCount: Int { touches.downCount(of: ownTouches) }

  /// gathering: waits for all touches; → tracking when they are down.
  private func gather(at time: Int64) -> GestureSignal {
    if downCount < ownTouches.count {
      return .failed(.tooFewTouches(count: ownTouches.count, required: requiredTouches))
    }
    guard downCount == requiredTouches else { return .none }
    startLocation = touches.centroid(of: ownTouches)
    startVector = vector
    measure = startMeasure(vector: startVector)
    stage = .tracking
    return track(at: time)
  }

  /// tracking: follows the measure; → ready when it passed the threshold.
  private func track(at time: Int64) -> GestureSignal {
    sample(at: time)
    if downCount < requiredTouches { return .failed(belowThreshold(measure)) }
    guard thresholdReached(measure) else { return .none }
    stage = .ready
    return .ready
  }

  /// ready (a competitor holds it back): keeps following; fails if a touch lifts first.
  private func waitToBegin(at time: Int64) -> GestureSignal {
    sample(at: time)
    guard downCount < requiredTouches else { return .none }
    stage = .finished
    return .failed(.tooFewTouches(count: downCount, required: requiredTouches))
  }

  /// active: `.changed` when the measure changed; → ended when a touch lifts.
  private func follow(at time: Int64) -> GestureSignal {
    let previous = measure
    sample(at: time)
    if downCount < requiredTouches {
      stage = .finished
      return .ended
    }
    return measure != previous ? .changed : .none
  }

  /// The vector from the first touch to the second, in mm.
  private var vector: Point {
    let a = touches.all[0]
    let b = touches.all[1]
    return Point(x: b.x - a.x, y: b.y - a.y)
  }

  /// Updates the measure and, when it changed (or is the first), feeds the velocity tracker. A
  /// frame in which one of the touches lifted changes nothing: the lifted touch's position is
  /// its last one while the other may have moved in that frame, so the vector between them is
  /// no longer a pinch or a turn the fingers made (a touchpad that hands the lifting finger's
  /// position to the remaining one flips it by 180°). The gesture ends, or fails, with the
  /// measure of the last frame with all touches down. A touch whose lift is held back (a
  /// possible bounce) counts as lifted here, for the same reason: the measure holds still until
  /// the finger lands again.
  private func sample(at time: Int64) {
    let allDown = downCount == requiredTouches && !touches.holdsLift(in: ownTouches)
    if allDown { lastAllDown = time }
    guard allDown || !hasSample else { return }
    let previous = measure
    measure = nextMeasure(vector: vector, previous: measure)
    if !hasSample || (allDown && measure != previous) {
      tracker.add(time: time, value: measure)
      hasSample = true
    }
  }
}
