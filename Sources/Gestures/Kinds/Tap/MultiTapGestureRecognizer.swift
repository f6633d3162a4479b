/// The shared state machine of ``TapGesture`` and ``SpatialTapGesture`` (subclasses give the
/// value): runs a tap or multi-tap. Each tap is `touches` fingers down together and lifted within
/// `maximumDuration` without moving more than `maximumMovement`; each next tap comes down within
/// `maximumGap` of the previous lift and within `maximumMovement` of the first tap. Ready once the
/// last tap lifts.
///
/// States: `awaitingTap` (before each tap; after the first one with a gap deadline) →
/// `pressing` (a tap's touches are down, with a duration deadline) → `awaitingTap` … →
/// `complete`.
public class MultiTapGestureRecognizer<Value>: TypedGestureRecognizer<Value> {
  /// The gesture's rules.
  public let rules: TapRules

  enum Stage: Equatable {
    /// Waiting for the next tap's first touch; `deadline` (µs) is nil before the first tap.
    case awaitingTap(deadline: Int64?)
    /// A tap's touches are down; it started at `since` (µs).
    case pressing(since: Int64)
    /// The last tap lifted.
    case complete
  }

  private(set) var stage = Stage.awaitingTap(deadline: nil)
  /// Taps completed so far.
  public private(set) var tapsCompleted = 0
  /// Where the current tap's touches start in ``GestureRecognizer/touches``.
  @exclusivity(unchecked) private var tapFirstTouch = 0
  /// Most of the current tap's touches down together so far.
  @exclusivity(unchecked) private var tapPeakDown = 0
  /// Where the first tap came down (its first touch), in mm.
  @exclusivity(unchecked) private var firstTapLocation = Point.zero
  /// Where the last completed tap lifted (centroid of its touches at lift), in mm.
  public private(set) var lastTapLocation: Point?

  private var maximumMovementMM: Double { coordinates.millimetres(rules.maximumMovement) }
  private var tapTouches: Range<Int> { tapFirstTouch..<touches.all.count }

  init(rules: TapRules) {
    self.rules = rules
    super.init(touchCount: rules.touches)
  }

  public override var succeedsOnlyAfterLift: Bool { true }

  /// A tap that needs fewer taps waits for this one while it is possible (SwiftUI's rule).
  public override var requiredTapCount: Int? { rules.count }

  public override var deadline: Int64? {
    switch stage {
    case .awaitingTap(let deadline): return deadline
    case .pressing(let since): return since + Time.microseconds(rules.maximumDuration)
    case .complete: return nil
    }
  }

  public override func reset() {
    stage = .awaitingTap(deadline: nil)
    tapsCompleted = 0
    tapFirstTouch = 0
    tapPeakDown = 0
    firstTapLocation = .zero
    lastTapLocation = nil
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    // A touchpad's button pressed under the fingers is a click, not a tap (libinput's tap
    // state machine goes dead on a button event: tp_tap_handle_event, TAP_EVENT_BUTTON).
    if !frame.buttons.isEmpty && stage != .complete {
      return .failed(.clicked(buttons: frame.buttons.names))
    }
    if case .awaitingTap = stage {
      guard tapFirstTouch < touches.all.count else { return .none }
      if let failure = beginTap(at: frame.time) { return .failed(failure) }
    }
    guard case .pressing(let since) = stage else { return .none }
    // Fingers a touchpad counts but does not place (a three-finger tap on a two-slot pad):
    // they tap along with the placed ones, as libinput counts them.
    let unplaced = Self.unplacedFingers(
      in: frame, beyond: touches.downCount(of: tapTouches), atMost: rules.touches - tapTouches.count
    )
    return followTap(startedAt: since, now: frame.time, unplaced: unplaced)
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    switch stage {
    case .awaitingTap(.some):
      return .failed(
        .tapTimedOut(taps: tapsCompleted, required: rules.count, maximumGap: rules.maximumGap))
    case .pressing(let since):
      return .failed(heldTooLong(since: since, now: time))
    case .awaitingTap(nil), .complete:
      return .none
    }
  }

  // MARK: - Transitions

  /// awaitingTap → pressing: the next tap's first touch came down (the touches from
  /// `tapFirstTouch` on are new). Fails when it came too late or too far from the first tap.
  private func beginTap(at time: Int64) -> FailureReason? {
    let first = touches.all[tapFirstTouch]
    let location = Point(x: first.startX, y: first.startY)
    if tapsCompleted == 0 {
      firstTapLocation = location
    } else {
      if case .awaitingTap(.some(let deadline)) = stage, time >= deadline {
        return .tapTimedOut(
          taps: tapsCompleted, required: rules.count, maximumGap: rules.maximumGap)
      }
      let distance = (location - firstTapLocation).length
      if distance > maximumMovementMM + CoordinateContext.thresholdTolerance {
        return .tapTooFar(distance: distance, maximum: maximumMovementMM)
      }
    }
    stage = .pressing(since: time)
    return nil
  }

  /// pressing: checks the tap's touches; when they have all lifted, ends the tap.
  private func followTap(startedAt since: Int64, now: Int64, unplaced: Int = 0) -> GestureSignal {
    let tap = tapTouches
    if tap.count > rules.touches {
      return .failed(.tooManyTouches(count: tap.count, allowed: rules.touches))
    }
    let moved = touches.farthestMovement(of: tap)
    if moved > maximumMovementMM + CoordinateContext.thresholdTolerance {
      return .failed(.movedTooFar(distance: moved, maximum: maximumMovementMM))
    }
    let placed = touches.downCount(of: tap)
    let down = placed + unplaced
    tapPeakDown = max(tapPeakDown, down)
    if placed < tap.count && tapPeakDown < rules.touches {
      // A touch lifted before all the tap's fingers were down together.
      return .failed(.tooFewTouches(count: tapPeakDown, required: rules.touches))
    }
    guard down == 0 else { return .none }
    return endTap(startedAt: since, now: now)
  }

  /// pressing → awaitingTap or complete: the tap's touches have all lifted.
  private func endTap(startedAt since: Int64, now: Int64) -> GestureSignal {
    if now - since >= Time.microseconds(rules.maximumDuration) {
      return .failed(heldTooLong(since: since, now: now))
    }
    tapsCompleted += 1
    lastTapLocation = touches.centroid(of: tapTouches)
    tapFirstTouch = touches.all.count
    tapPeakDown = 0
    if tapsCompleted == rules.count {
      stage = .complete
      return .ready
    }
    stage = .awaitingTap(deadline: now + Time.microseconds(rules.maximumGap))
    return .none
  }

  private func heldTooLong(since: Int64, now: Int64) -> FailureReason {
    .heldTooLong(duration: Time.seconds(now - since), maximum: rules.maximumDuration)
  }
}
