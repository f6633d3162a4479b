/// The state machine that runs one gesture over touches: the runtime side of a ``Gesture``.
///
/// The engine drives it: it hands each frame's contacts to the recognizers whose region they
/// touch, fires their deadlines and decides who wins (the Recognizer lifecycle article). A
/// recognizer only reports what its rules say (``GestureSignal``) and never reads a clock: its
/// timers are ``deadline``s in trace or monotonic time.
///
/// Subclasses override ``reset()``, ``update(frame:)``, ``timeReached(_:)``, ``deadline`` and
/// ``TypedGestureRecognizer/value`` (a ``GestureValue`` writes itself in the log and says what it
/// measures). The engine's entry points (`engine…`, `handle(_:)`) are `package`; composed
/// gestures and modifiers override them to forward to the recognizers they wrap.
open class GestureRecognizer {
  // The engine reads these for every recognizer on every frame: final, and without the runtime
  // exclusivity check (the engine is single-threaded and never nests accesses to them).
  /// State and reported phase; only ``handle(_:)`` changes them, through the transition table.
  @exclusivity(unchecked) private var lifecycle = LifecycleRecord()
  /// Where the recognizer stands in arbitration. The engine changes it with lifecycle events
  /// (<doc:RecognizerLifecycle>).
  public final var state: RecognizerState { lifecycle.state }
  /// The phase last reported in the transition log (`possible` until the attempt reports one).
  public final var reportedPhase: GesturePhase { lifecycle.reportedPhase }
  /// The touches of the current attempt.
  @exclusivity(unchecked) public final internal(set) var touches = TouchSet()
  /// Time of the input being handled, in µs.
  @exclusivity(unchecked) public final internal(set) var time: Int64 = 0
  /// When the current attempt started (its first touch), in µs.
  @exclusivity(unchecked) public final internal(set) var startTime: Int64 = 0
  /// The number of touches the gesture takes, or nil for any number. More touches fail it (or
  /// cancel it once active).
  @exclusivity(unchecked) public var touchCount: Int?
  /// What touches beyond ``touchCount`` do once the gesture is active: ignored (UIKit's
  /// `maximumNumberOfTouches`, libinput's thumb or palm landing mid-scroll) or cancel it.
  /// Before it is active, more touches than it takes always fail it.
  @exclusivity(unchecked) public var extraTouches: ExtraTouches = .ignored
  // Configuration the engine reads on every frame (never changed while it runs): no runtime
  // exclusivity checks, as for the state above.
  /// Which contacts the gesture takes (``ContactRole``): fingers unless it asks for palms,
  /// thumbs or hovering touches too.
  @exclusivity(unchecked) public var acceptedRoles: ContactRoles = .finger
  /// The bounds of the region the gesture is attached to, in surface millimetres (for
  /// `startAnchor`). Set by the engine, before ``coordinates``; wrappers pass it on with them.
  public internal(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// How the gesture's parameters (points) and values (points of a ``CoordinateSpace``) relate
  /// to the surface's millimetres. Set by the engine right after it makes the recognizer, and
  /// again when the scene moves its region; ``CoordinateContext/surfaceMillimetres`` until then.
  public private(set) var coordinates = CoordinateContext.surfaceMillimetres

  /// A recognizer, idle; `touchCount` is the number of touches its gesture needs, nil when it
  /// takes any number.
  public init(touchCount: Int? = nil) {
    self.touchCount = touchCount
  }

  // MARK: - What subclasses say about themselves

  /// True for gestures that begin, change and end (drag, magnify, rotate); false for discrete
  /// ones that end at once when recognized (tap, long press).
  open var isContinuous: Bool { false }

  /// True when the gesture can only succeed after its touches lift (taps). Such a competitor
  /// does not hold back a gesture that becomes ready while touches are still down.
  open var succeedsOnlyAfterLift: Bool { false }

  /// The next time the recognizer needs ``timeReached(_:)``, in µs, or nil.
  open var deadline: Int64? { nil }

  /// False for a kind that never has a ``deadline`` or a ``deadlineWhileDone`` (a drag, a
  /// magnify): the engine, which looks for the earliest deadline on every frame, skips it.
  var keepsTime: Bool { true }

  /// True when every deadline the recognizer has (``deadline``, ``deadlineWhileDone``) is its
  /// device's ``TouchpadStage``'s, which the arena asks for itself (a touchpad gesture).
  var keepsStageTime: Bool { false }

  /// True when a gesture that is done while some of its touches are still down starts a new
  /// attempt as soon as a new touch reaches it, keeping those touches (a tip-tap's resting
  /// fingers rest on for the next tip-tap). Other gestures wait until all their touches lift.
  /// Fixed for a recognizer: the arena reads it once.
  var startsAgainWithTouchesDown: Bool { false }
  /// False when the gesture's touches' lifts should reach it at once rather than be held back
  /// as possible bounces (``LiftBounce``) because it follows another finger that is down: a
  /// tip-tap's tap lifts beside resting fingers.
  var holdsLiftsAsBounces: Bool { true }
  /// True while a frame that only moves its touches (no touch lifted, no change of the finger
  /// count, a button or a decision of the device's touchpad stage) changes nothing for this
  /// gesture but where its touches are, and nothing reads that before its touches are all
  /// handed over again: the arena skips it then. A magnify or rotate waiting for its second
  /// touch (whose frame brings every touch), a touchpad gesture waiting for its stage to begin
  /// its kind (it takes its touches' positions from the stage when it begins).
  var ignoresMoves: Bool { false }
  /// The current attempt started with the last one's touches that were still down (modifiers
  /// start what they wrap the same way).
  final private(set) var attemptKeptTouches = false

  /// The number of taps a tap gesture needs, or nil for other gestures. A tap gesture that is
  /// ready waits for a competing tap gesture that needs more taps and is still possible,
  /// whatever their order (SwiftUI's rule: a single tap waits for a double tap).
  open var requiredTapCount: Int? { nil }

  /// Called after ``coordinates`` changed: the place to turn parameters into millimetres and
  /// to choose the transform values are given with. Never called per frame.
  open func coordinatesChanged() {}

  // MARK: - Subclass rules

  /// Clears the state of an attempt. Called before a new attempt starts.
  open func reset() {}

  /// Called with each frame that concerns the recognizer, after ``touches`` was updated from it.
  open func update(frame: TouchFrame) -> GestureSignal { .none }

  /// Called when ``deadline`` has been reached; `time` is the deadline.
  open func timeReached(_ time: Int64) -> GestureSignal { .none }

  /// Called when the engine lets the gesture succeed: a discrete gesture ended, a continuous
  /// one began. The value must be current afterwards.
  open func recognized() {}

  /// Called after every transition the engine applies (the place for callbacks).
  open func transitioned(to phase: GesturePhase) {}

  /// The modifier or composite whose value is made from this recognizer's, told by
  /// ``valueChanged()``.
  weak var valueListener: GestureRecognizer?

  /// Says that ``anyValue`` changed without a transition: a long press's value becomes `true`
  /// at touch-down while the gesture is still possible, and SwiftUI calls `onChanged` and
  /// `updating` then. Modifiers and composites above run their callbacks; the log is not told
  /// (it records transitions only).
  public final func valueChanged() { valueListener?.partValueChanged() }

  /// A recognizer this one listens to changed its value without a transition: by default the
  /// news passes up.
  func partValueChanged() { valueChanged() }

  /// The current value, untyped (nil when the gesture has none yet): for tools and tests that
  /// record transitions without knowing each gesture's ``Gesture/Value`` type. Read it when the
  /// transition is recorded; it changes with the next frame.
  open var anyValue: Any? { nil }

  /// Writes the current value in `format` and says whether there is one (nothing is written
  /// without). A value with no written form (not a ``GestureValue``: a tap's `()`) writes
  /// JSON `null` and no text. Read it when the transition is recorded; it changes with the
  /// next frame.
  open func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool { false }

  /// What the current value measures (``GestureValue/measures``), nil without a value. Read it
  /// when the transition is recorded.
  open var measures: GestureMeasures? { nil }

  /// Whether the log writes a value now (``writeValue(_:to:)`` writes one): a value that only
  /// callbacks see (a long press's `true` while pressing) is not logged.
  open var hasValueToLog: Bool { false }

  // MARK: - Lifecycle (the engine's only way to change the state)

  /// Applies a lifecycle event through the transition table. Returns the phase the transition
  /// log reports, or nil. An impossible pair goes to ``lifecycleBug(_:)``.
  @discardableResult
  package final func handle(_ event: LifecycleEvent) -> GesturePhase? {
    let from = lifecycle.state
    let step = lifecycle.handle(event)
    if step.isBug { lifecycleBug(RecognizerLifecycle.bugDescription(from, event)) }
    handled(event)
    return step.report
  }

  /// Reports an impossible pair (a bug in the engine): a trap in debug and fuzz builds
  /// (``invariant(_:_:file:line:)``); release builds go on as the table says. Tests override it
  /// to see the report.
  package func lifecycleBug(_ message: String) {
    invariant(false, message)
  }

  /// Called after every event ``handle(_:)`` applied: wrappers pass it on to what they wrap,
  /// composites start and retire their parts with it.
  package func handled(_ event: LifecycleEvent) {}

  // MARK: - Engine entry points (composites and modifiers forward these)

  /// Sets ``coordinates`` (the engine, once it made the recognizer; wrappers, for what they
  /// wrap).
  package func engineSetCoordinates(_ context: CoordinateContext) {
    coordinates = context
    coordinatesChanged()
  }

  /// The arena offers its touchpad's ``TouchpadStage`` once, when it makes the recognizer:
  /// true when the recognizer (or one it wraps) listens to its decisions, and the arena then
  /// runs the stage on every frame and deadline of the device.
  func engineJoin(_ stage: TouchpadStage) -> Bool { false }

  /// A new touch reached the recognizer while it is done: it goes back to idle if its touches
  /// all lifted, or if it starts again with the ones still down
  /// (``startsAgainWithTouchesDown``). Returns whether its next attempt keeps those touches.
  package final func engineRetireOnNewTouch() -> Bool {
    if touches.allUp {
      handle(.retire)
      return false
    }
    guard startsAgainWithTouchesDown else { return false }
    handle(.retire)
    return true
  }

  /// Starts a new attempt at `time`: the recognizer must be idle. `keepingDown` keeps the last
  /// attempt's touches that are still down, as they are (``startsAgainWithTouchesDown``).
  package final func engineStart(at time: Int64, keepingDown: Bool = false) {
    if keepingDown { touches.removeLifted() } else { touches.removeAll() }
    attemptKeptTouches = keepingDown
    beginAttempt(at: time)
  }

  /// Starts a new attempt at `time` with the touches of the last one that are still down, as
  /// if they came down now (the arena's rule 5): the recognizer must be idle.
  package final func engineRestart(at time: Int64) {
    touches.keepDown(startingAt: time)
    attemptKeptTouches = false
    beginAttempt(at: time)
  }

  private func beginAttempt(at time: Int64) {
    self.time = time
    startTime = time
    handle(.start)
    reset()
  }

  /// Hands the recognizer a frame. `adopting` says which of the frame's `.down` contacts it may
  /// take as new touches (by index into `frame.contacts`); contacts it already follows are
  /// always updated. Returns what the recognizer's rules say.
  package func engineReceive(_ frame: TouchFrame, adopting: ContactMask) -> GestureSignal {
    time = frame.time
    var cancelled = false
    // Each contact read where it is in the frame, not copied first (a copy per contact and
    // recognizer cost more than the update).
    for i in frame.contacts.indices {
      let phase = frame.contacts[i].phase
      if let t = touches.index(of: frame.contacts[i].id) {
        if phase == .cancelled && continueJump(t, frame.contacts[i], in: frame) { continue }
        touches.update(at: t, frame.contacts[i], time: frame.time)
        if phase == .cancelled && !leavesAsPalm(frame) { cancelled = true }
      } else if phase == .down && adopting.contains(i)
        && !ignoresExtra(holding: touches.all.count)
      {
        touches.add(frame.contacts[i], time: frame.time)
      }
    }
    if cancelled {
      let reason = frame.cancellation.map(FailureReason.touchCancelledBecause) ?? .touchCancelled
      return state == .active ? .cancelled(reason) : .failed(reason)
    }
    if let limit = touchCount {
      let down = touches.downCount + Self.unplacedFingers(in: frame)
      if down > limit && !ignoresExtra(holding: limit) {
        let reason = FailureReason.tooManyTouches(count: down, allowed: limit)
        return state == .active ? .cancelled(reason) : .failed(reason)
      }
    }
    return update(frame: frame)
  }

  /// True when the gesture is active, ignores extra touches and already holds `held` of its
  /// ``touchCount``.
  private func ignoresExtra(holding held: Int) -> Bool {
    guard state == .active, extraTouches == .ignored, let limit = touchCount else { return false }
    return held >= limit
  }

  /// Fingers the device counts on the surface but reports in no contact (a touchpad's
  /// `BTN_TOOL_TRIPLETAP` beyond its slots, a slot's touch whose position never arrived): they
  /// have no position, so no gesture follows them, but they are fingers all the same and count
  /// against a gesture's touch count (a three-finger tap on a two-slot touchpad is not a tap).
  /// ``unplacedFingers(in:)`` for a gesture with `own` placed touches down and room for `room`
  /// more fingers; the cheap test first, as gestures ask on every frame.
  static func unplacedFingers(in frame: TouchFrame, beyond own: Int, atMost room: Int) -> Int {
    guard frame.fingerCount > own else { return 0 }
    return max(0, min(unplacedFingers(in: frame), room))
  }

  /// Fingers `frame` counts (``TouchFrame/fingerCount``) beyond its contacts that are down:
  /// fingers a touchpad reports through `BTN_TOOL_*` without a slot or position.
  public static func unplacedFingers(in frame: TouchFrame) -> Int {
    var placed = 0
    for c in frame.contacts where c.isFingerDown { placed += 1 }
    return max(0, frame.fingerCount - placed)
  }

  /// Updates the followed touches from a frame without applying any rule: the engine calls it
  /// for recognizers that are done (or waiting to win) so it knows when their touches lift.
  package final func engineFollow(_ frame: TouchFrame) {
    // Each contact read in place, as in ``engineReceive(_:adopting:)``.
    for k in frame.contacts.indices {
      guard let t = touches.index(of: frame.contacts[k].id) else { continue }
      if frame.contacts[k].phase == .cancelled && continueJump(t, frame.contacts[k], in: frame) {
        continue
      }
      touches.update(at: t, frame.contacts[k], time: frame.time)
    }
  }

  /// With ``followsJumps``: followed touch `t`, contact `c` cancelled because it jumped, goes
  /// on as the contact that came down in its slot in the same frame (the touch takes its id and
  /// position and keeps where it started). False when there is none, or jumps cancel.
  private func continueJump(_ t: Int, _ c: Contact, in frame: TouchFrame) -> Bool {
    guard followsJumps, let next = touches.continueJump(at: t, c, in: frame) else { return false }
    touchJumped(from: c.id, to: next)
    return true
  }

  /// A done recognizer's frame: follows its touches, then asks it whether it starts a new
  /// attempt now with the touches still down (``followedWhileDone(_:)``).
  package func engineFollowWhileDone(_ frame: TouchFrame) -> Bool {
    engineFollow(frame)
    return followedWhileDone(frame)
  }

  /// A done recognizer's deadline (``deadlineWhileDone``) fired: whether it starts a new
  /// attempt now with the touches still down.
  package func engineTimeReachedWhileDone(_ time: Int64) -> Bool {
    self.time = time
    return timeReachedWhileDone(time)
  }

  /// True when a touch cancelled because it jumped (``CancellationCause/jumped``) goes on as
  /// the contact the decoder starts in its slot, rather than failing the gesture: libinput's
  /// touchpad gestures go on through a jump, only its motion dropped (`tp_detect_jumps`).
  var followsJumps: Bool { false }
  /// A followed touch went on through a jump under a new contact id (``followsJumps``).
  func touchJumped(from old: Int, to new: Int) {}
  /// True when a touch cancelled because it is a palm now (``CancellationCause/becamePalm``,
  /// ``CancellationCause/palm``) leaves the gesture as a lifted one would, rather than failing
  /// it: to libinput's touchpad gestures a touch that turns palm is no longer active
  /// (`tp_touch_active_for_gesture`), so the finger count drops and a tap of the other fingers
  /// is still a tap.
  var palmLeaves: Bool { false }

  private func leavesAsPalm(_ frame: TouchFrame) -> Bool {
    palmLeaves && (frame.cancellation == .becamePalm || frame.cancellation == .palm)
  }

  /// A done gesture whose touches are still down saw a frame: true when it starts a new attempt
  /// now with them, without a new touch (libinput deciding again on the same fingers). The new
  /// attempt gets the same frame next. Most gestures wait for their touches to lift.
  func followedWhileDone(_ frame: TouchFrame) -> Bool { false }
  /// When a done gesture whose touches are still down needs ``timeReachedWhileDone(_:)``, in µs.
  /// Only a gesture whose deadlines are its touchpad stage's (``keepsStageTime``, as every
  /// touchpad gesture in an arena) has one: the arena asks no other.
  var deadlineWhileDone: Int64? { nil }
  /// As ``followedWhileDone(_:)``, for ``deadlineWhileDone``; the new attempt gets the same
  /// deadline next.
  func timeReachedWhileDone(_ time: Int64) -> Bool { false }

  /// Fires the deadline at `time`.
  package func engineTimeReached(_ time: Int64) -> GestureSignal {
    self.time = time
    return timeReached(time)
  }

  /// Applies the engine's decision that the gesture succeeds now.
  package func engineRecognized(at time: Int64) {
    self.time = time
    recognized()
  }

  /// Runs the callbacks of a transition the engine applied and logged.
  package func engineTransitioned(to phase: GesturePhase) {
    transitioned(to: phase)
  }

  /// Which touch count the gesture needs to be satisfied now: true when no count is set or
  /// exactly that many touches are down.
  public var hasRequiredTouches: Bool {
    guard let n = touchCount else { return touches.downCount > 0 }
    return touches.downCount == n
  }
}

extension GestureRecognizer {
  /// Writes the current value as JSON, `null` without one.
  public final func writeJSONValue(to out: OutputBuffer) {
    if !writeValue(.json, to: out) { out.append("null") }
  }

  /// Writes the current value as text inside a composed gesture's: `()` for a value that writes
  /// no text, `none` (when `orNone`) or `()` without a value.
  final func writePartText(orNone: Bool, to out: OutputBuffer) {
    let mark = out.count
    if !writeValue(.text, to: out) && orNone { return out.append("none") }
    if out.count == mark { out.append("()") }
  }
}
