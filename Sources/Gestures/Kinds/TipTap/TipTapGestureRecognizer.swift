/// The recognizer of a ``TipTapGesture``.
///
/// States, one handler each: `resting` (fingers down, no tap yet; a finger landing beside at
/// least `restingTouches` rested fingers begins the tap) → `tapping` (the tap's touches, from
/// `first` on, are down, with a duration deadline) → `tapped` (ready at their lift; ends when
/// the arena lets it). Each failure is a ``FailureReason``: a lift before any tap
/// (`tooFewTouches`, or `restedTooBriefly` for a finger that landed beside fingers that had not
/// rested long enough), a resting finger that moved (`restingMoved`) or lifted during the tap
/// (`restingLifted`), and the tap's own limits (`tooManyTouches`, `tooFewTouches`,
/// `movedTooFar`, `heldTooLong`).
public final class TipTapGestureRecognizer: TypedGestureRecognizer<TipTapGesture.Value> {
  /// The gesture it recognizes, with its parameters.
  public let gesture: TipTapGesture

  enum Stage: Equatable {
    /// Fingers are down; no tap yet.
    case resting
    /// The tap's touches are those from `first` on; it landed at `since` (µs) beside `resting`
    /// fingers.
    case tapping(first: Int, since: Int64, resting: Int)
    /// The tap lifted: ready.
    case tapped
  }

  /// Where a touch's rest is measured from, and since when it rests (µs).
  struct Rest: Hashable {
    var id: Int
    var anchor: Point
    var since: Int64
  }

  private(set) var stage = Stage.resting
  /// One per touch of ``GestureRecognizer/touches``, in the same order.
  private var rests: [Rest] = []
  /// Most touches down together before the tap.
  private var peakDown = 0
  /// Most of the tap's touches down together.
  private var tapPeakDown = 0
  private var result: TipTapGesture.Value?

  private var restingDuration: Int64 { Time.microseconds(gesture.restingDuration) }
  private var maximumMovementMM: Double { coordinates.millimetres(gesture.maximumMovement) }
  private var restingMovementMM: Double { coordinates.millimetres(gesture.restingMovement) }

  /// A recognizer of `gesture`, idle.
  public init(_ gesture: TipTapGesture) {
    self.gesture = gesture
    super.init(touchCount: nil)
  }

  public override var value: TipTapGesture.Value? { result }

  // The value's type is known here: written and measured without the generic lookup the base
  // class would make on every transition.
  public override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    value.write(format, to: out)
  }

  public override var measures: GestureMeasures? { value?.measures }

  public override var succeedsOnlyAfterLift: Bool { true }

  /// Fingers that stay down after a tip-tap rest on for the next one.
  override var startsAgainWithTouchesDown: Bool { true }

  /// The tap lifts beside resting fingers: its lift is a lift, not a possible bounce.
  override var holdsLiftsAsBounces: Bool { false }

  public override var deadline: Int64? {
    guard case .tapping(_, let since, _) = stage else { return nil }
    return since + Time.microseconds(gesture.maximumDuration)
  }

  /// Touches kept from the last attempt (still down) rest on from where they rested, unless
  /// they moved away since: then their rest starts now.
  public override func reset() {
    let previous = rests
    rests.removeAll(keepingCapacity: true)
    for t in touches.all {
      let here = Point(x: t.x, y: t.y)
      if let old = previous.first(where: { $0.id == t.id }),
        (here - old.anchor).length <= restingMovementMM
      {
        rests.append(old)
      } else {
        rests.append(Rest(id: t.id, anchor: here, since: time))
      }
    }
    stage = .resting
    peakDown = touches.downCount
    tapPeakDown = 0
    result = nil
  }

  public override func update(frame: TouchFrame) -> GestureSignal {
    let known = rests.count
    for t in touches.all[known...] {
      rests.append(Rest(id: t.id, anchor: Point(x: t.x, y: t.y), since: t.startTime))
    }
    switch stage {
    case .resting: return whileResting(newFrom: known, now: frame.time)
    case .tapping(let first, let since, let resting):
      return whileTapping(first: first, since: since, resting: resting, now: frame.time)
    case .tapped: return .none
    }
  }

  public override func timeReached(_ time: Int64) -> GestureSignal {
    guard case .tapping(_, let since, _) = stage else { return .none }
    return .failed(heldTooLong(since: since, now: time))
  }

  // MARK: - States

  /// resting: fingers rest; a finger landing beside enough rested ones begins the tap.
  private func whileResting(newFrom known: Int, now: Int64) -> GestureSignal {
    if let moved = restingMoved(in: 0..<touches.all.count) { return .failed(moved) }
    peakDown = max(peakDown, touches.downCount)
    if let i = touches.all.firstIndex(where: { !$0.isDown || $0.isHeldLift }) {
      return .failed(liftedBeforeTap(i))
    }
    guard known < touches.all.count else { return .none }
    let rested = restedCount(in: 0..<known, at: now)
    guard rested >= gesture.restingTouches else { return .none }
    stage = .tapping(first: known, since: now, resting: down(in: 0..<known))
    return whileTapping(first: known, since: now, resting: down(in: 0..<known), now: now)
  }

  /// tapping: the resting fingers stay; the tap's fingers land, stay close and lift in time.
  private func whileTapping(first: Int, since: Int64, resting: Int, now: Int64) -> GestureSignal {
    if let moved = restingMoved(in: 0..<first) { return .failed(moved) }
    if down(in: 0..<first) < resting { return .failed(.restingLifted) }
    let tap = first..<touches.all.count
    if tap.count > gesture.touches {
      return .failed(.tooManyTouches(count: tap.count, allowed: gesture.touches))
    }
    let moved = touches.farthestMovement(of: tap)
    if moved > maximumMovementMM + CoordinateContext.thresholdTolerance {
      return .failed(.movedTooFar(distance: moved, maximum: maximumMovementMM))
    }
    let tapDown = down(in: tap)
    tapPeakDown = max(tapPeakDown, tapDown)
    if tapDown < tap.count && tapPeakDown < gesture.touches {
      return .failed(.tooFewTouches(count: tapPeakDown, required: gesture.touches))
    }
    guard tapDown == 0 else { return .none }
    if now - since >= Time.microseconds(gesture.maximumDuration) {
      return .failed(heldTooLong(since: since, now: now))
    }
    result = TipTapGesture.Value(
      location: coordinates.transform(for: .global).position(touches.centroid(of: tap)),
      touches: gesture.touches, restingTouches: resting)
    stage = .tapped
    return .ready
  }

  // MARK: - Measures

  /// How many touches at `indices` are down. A lift held back as a possible bounce
  /// (``TrackedTouch/isHeldLift``) is a lift here: a tap lifts when its finger does, not when
  /// the bounce window closes beside a resting finger.
  private func down(in indices: Range<Int>) -> Int {
    var n = 0
    for i in indices where touches.all[i].isDown && !touches.all[i].isHeldLift { n += 1 }
    return n
  }

  /// A resting finger (down, at `indices`) farther from its anchor than allowed.
  private func restingMoved(in indices: Range<Int>) -> FailureReason? {
    for i in indices where touches.all[i].isDown && !touches.all[i].isHeldLift {
      let t = touches.all[i]
      let d = (Point(x: t.x, y: t.y) - rests[i].anchor).length
      if d > restingMovementMM { return .restingMoved(distance: d, maximum: restingMovementMM) }
    }
    return nil
  }

  /// How many touches at `indices` are down and have rested for `restingDuration` at `time`.
  private func restedCount(in indices: Range<Int>, at time: Int64) -> Int {
    var n = 0
    for i in indices
    where touches.all[i].isDown && !touches.all[i].isHeldLift
      && time - rests[i].since >= restingDuration
    {
      n += 1
    }
    return n
  }

  /// Why touch `i`'s lift before any tap fails the gesture: it landed beside fingers that had
  /// not rested long enough (it was meant as the tap), or no tap came at all.
  private func liftedBeforeTap(_ i: Int) -> FailureReason {
    let landed = touches.all[i].startTime
    var before = 0
    var rested = 0
    for j in 0..<touches.all.count where j != i && touches.all[j].startTime < landed {
      before += 1
      if landed - rests[j].since >= restingDuration { rested += 1 }
    }
    guard before > 0 else {
      return .tooFewTouches(count: peakDown, required: gesture.restingTouches + gesture.touches)
    }
    return .restedTooBriefly(
      count: rested, required: gesture.restingTouches, minimum: gesture.restingDuration)
  }

  private func heldTooLong(since: Int64, now: Int64) -> FailureReason {
    .heldTooLong(duration: Time.seconds(now - since), maximum: gesture.maximumDuration)
  }
}
