import Glibc

/// The recognizer of a ``SwipeGesture``.
///
/// States: `gathering` (fewer than `touches` down) → `tracking` (all down; start location set)
/// → on the lift: `ready` (the rule of ``SwipeGesture`` met; ends when the arena lets it) or
/// failed (too slow, too short, off direction, too long).
public final class SwipeGestureRecognizer: TypedGestureRecognizer<SwipeGesture.Value> {
  /// The gesture it recognizes, with its parameters.
  public let gesture: SwipeGesture

  enum Stage { case gathering, tracking, ready, finished }
  private var stage = Stage.gathering
  private var startLocation = Point.zero
  private var location = Point.zero
  private var result: SwipeGesture.Value?
  /// Half the smallest angle between two allowed directions: the widest tolerance that still
  /// names one direction.
  private let widest: Double

  private var swipeTouches: Range<Int> { 0..<min(touches.all.count, gesture.touches) }

  /// A recognizer of `gesture`, idle.
  public init(_ gesture: SwipeGesture) {
    self.gesture = gesture
    let angles = gesture.directions.members.map(\.angle)
    var gap = 360.0
    for a in angles {
      for b in angles where b != a { gap = min(gap, abs(a - b), 360 - abs(a - b)) }
    }
    widest = min(90, gap / 2)
    super.init(touchCount: gesture.touches)
  }

  public override var value: SwipeGesture.Value? { result }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  public override var deadline: Int64? {
    stage == .gathering || stage == .tracking
      ? startTime + Time.microseconds(gesture.maximumDuration) : nil
  }

  public override func reset() {
    stage = .gathering
    startLocation = .zero
    location = .zero
    result = nil
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    switch stage {
    case .gathering:
      let down = touches.downCount(of: swipeTouches)
      if down < swipeTouches.count {
        stage = .finished
        return .failed(.tooFewTouches(count: swipeTouches.count, required: gesture.touches))
      }
      guard down == gesture.touches else { return .none }
      startLocation = touches.centroid(of: swipeTouches)
      location = startLocation
      stage = .tracking
      return .none
    case .tracking:
      if touches.downCount(of: swipeTouches) == gesture.touches {
        location = touches.centroid(of: swipeTouches)
        return .none
      }
      // A lift: judged on the positions before it (a lifted touch keeps its last one).
      location = touches.centroid(of: swipeTouches)
      return judge(at: frame.time)
    case .ready, .finished:
      return .none
    }
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    guard stage == .gathering || stage == .tracking else { return .none }
    stage = .finished
    return .failed(
      .heldTooLong(duration: Time.seconds(time - startTime), maximum: gesture.maximumDuration))
  }

  /// The rule of ``SwipeGesture`` at the lift.
  private func judge(at time: Int64) -> GestureSignal {
    stage = .finished
    let translation = location - startLocation
    let distance = translation.length
    let duration = max(Time.seconds(time - startTime), 1e-6)
    let speed = distance / duration
    let minimumSpeed = coordinates.millimetres(gesture.minimumVelocity)
    if speed < minimumSpeed {
      return .failed(
        .endedBelowThreshold(
          measure: "speed", value: speed, threshold: minimumSpeed, unit: " mm/s"))
    }
    let r = minimumSpeed > 0 ? min(max(speed / minimumSpeed, 1), 4) : 4
    let grow = 1 + (r - 1) / 3
    let required = coordinates.millimetres(gesture.minimumDistance) * grow
    if distance < required {
      return .failed(
        .endedBelowThreshold(measure: "movement", value: distance, threshold: required, unit: " mm")
      )
    }
    let tolerance = min(gesture.angleTolerance * grow, widest)
    var angle = atan2(translation.y, translation.x) * 180 / .pi
    if angle < 0 { angle += 360 }
    var best: (SwipeGesture.Directions, Double)?
    for d in gesture.directions.members {
      let off = min(abs(angle - d.angle), 360 - abs(angle - d.angle))
      if off <= tolerance, off < best?.1 ?? .infinity { best = (d, off) }
    }
    guard let (direction, _) = best else {
      return .failed(.offDirection(angle: angle, tolerance: tolerance))
    }
    // In the surface's points (`.global`): millimetres on the command line's surfaces.
    let t = coordinates.transform(for: .global)
    result = SwipeGesture.Value(
      direction: direction, touches: gesture.touches, startLocation: t.position(startLocation),
      location: t.position(location), translation: t.vector(translation).point,
      distance: distance * t.scale, velocity: t.vector(translation * (1 / duration)).point,
      duration: duration)
    stage = .ready
    return .ready
  }
}
