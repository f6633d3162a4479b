/// The recognizer of a ``DragGesture``.
///
/// States: `gathering` (fewer than `touches` down) → `tracking` (all down; start location set)
/// → `ready` (moved `minimumDistance`) → `active` → ended or cancelled.
public final class DragGestureRecognizer: TypedGestureRecognizer<DragGesture.Value> {
  /// How far the touches must move before the drag begins, in points.
  public let minimumDistance: Double
  /// How many fingers drag together.
  public let requiredTouches: Int
  /// The space the values' positions are in.
  public let coordinateSpace: CoordinateSpace

  enum Stage { case gathering, tracking, ready, active, finished }
  private var stage = Stage.gathering
  private var startLocation = Point.zero
  private var location = Point.zero
  private var tracker = VelocityTracker()
  private var hasSample = false
  /// Fingers the device counts but does not place (a single-touch touchpad's second finger,
  /// announced by `BTN_TOOL_DOUBLETAP`): they drag along with the placed ones, as in libinput.
  @exclusivity(unchecked) private var unplaced = 0

  private var minimumDistanceMM = 0.0
  /// Surface millimetres to the values' points (``coordinateSpace``).
  private var transform = CoordinateTransform.identity
  private var dragTouches: Range<Int> { 0..<min(touches.all.count, requiredTouches) }

  /// A recognizer with the gesture's parameters (points, fingers, the values' space).
  public init(minimumDistance: Double, touches: Int, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.requiredTouches = touches
    self.coordinateSpace = coordinateSpace
    super.init(touchCount: touches)
    coordinatesChanged()
  }

  public override func coordinatesChanged() {
    minimumDistanceMM = coordinates.millimetres(minimumDistance)
    transform = coordinates.transform(for: coordinateSpace)
  }

  public override var isContinuous: Bool { true }
  override var keepsTime: Bool { false }

  public override var value: DragGesture.Value? {
    guard stage != .gathering else { return nil }
    let v = tracker.velocity(at: time)
    return DragGesture.Value(
      time: time, location: transform.position(location),
      startLocation: transform.position(startLocation),
      velocity: transform.vector(Point(x: v.x, y: v.y)))
  }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  public override func reset() {
    stage = .gathering
    startLocation = .zero
    location = .zero
    tracker.reset()
    hasSample = false
    unplaced = 0
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    unplaced = Self.unplacedFingers(
      in: frame, beyond: touches.downCount(of: dragTouches),
      atMost: requiredTouches - dragTouches.count)
    switch stage {
    case .gathering: return gather(at: frame.time)
    case .tracking: return track(at: frame.time)
    case .ready: return waitToBegin(at: frame.time)
    case .active: return follow(at: frame.time)
    case .finished: return .none
    }
  }

  // MARK: - Transitions

  /// gathering: waits for all the drag's touches; → tracking when they are down.
  private func gather(at time: Int64) -> GestureSignal {
    let down = touches.downCount(of: dragTouches)
    if down < dragTouches.count {
      return .failed(.tooFewTouches(count: dragTouches.count, required: requiredTouches))
    }
    guard down + unplaced == requiredTouches else { return .none }
    startLocation = touches.centroid(of: dragTouches)
    stage = .tracking
    return track(at: time)
  }

  /// tracking: follows the centroid; → ready when it moved `minimumDistance`.
  private func track(at time: Int64) -> GestureSignal {
    sample(at: time)
    let distance = (location - startLocation).length
    if fingersDown < requiredTouches {
      return .failed(
        .endedBelowThreshold(
          measure: "movement", value: distance, threshold: minimumDistanceMM, unit: " mm"))
    }
    guard distance + CoordinateContext.thresholdTolerance >= minimumDistanceMM else { return .none }
    stage = .ready
    return .ready
  }

  /// ready (a competitor holds it back): keeps following; fails if a touch lifts first.
  private func waitToBegin(at time: Int64) -> GestureSignal {
    sample(at: time)
    let down = fingersDown
    guard down < requiredTouches else { return .none }
    stage = .finished
    return .failed(.tooFewTouches(count: down, required: requiredTouches))
  }

  public override func recognized() { stage = .active }

  /// active: `.changed` when the centroid moved; → ended when a touch lifts.
  private func follow(at time: Int64) -> GestureSignal {
    let previous = location
    sample(at: time)
    if fingersDown < requiredTouches {
      stage = .finished
      return .ended
    }
    return location != previous ? .changed : .none
  }

  /// The drag's fingers that are down: its touches and the unplaced fingers dragging along.
  private var fingersDown: Int { touches.downCount(of: dragTouches) + unplaced }

  /// Takes the centroid as the location and, when it moved (or is the first), feeds it to the
  /// velocity tracker; like Flutter, a lift adds no sample.
  private func sample(at time: Int64) {
    let previous = location
    location = touches.centroid(of: dragTouches)
    let lifting = fingersDown < requiredTouches
    if !hasSample || (!lifting && location != previous) {
      tracker.add(time: time, x: location.x, y: location.y)
      hasSample = true
    }
  }
}
