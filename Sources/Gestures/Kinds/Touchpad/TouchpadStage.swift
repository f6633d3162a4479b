/// libinput's gesture decisions for one touchpad (`tp_gesture_handle_state`, then
/// `tp_gesture_post_events`, once per frame in `tp_post_events`): one
/// ``TouchpadGestureStateMachine`` over every finger on the device. The device's arena runs it
/// on each frame before any gesture sees the frame, and at its deadlines; every
/// ``TouchpadGestureRecognizer`` of the device reads its decisions, so gestures of different
/// kinds never disagree and the machine runs once however many gestures listen.
///
/// It decides over the whole pad, as libinput does: a region only chooses which gestures hear
/// the decisions. The touches are the fingers (palms and hovering touches as the decoder
/// judged them on landing are not; thumbs are the machine's ``TouchpadThumb``'s), from the
/// first finger landing on an empty pad to the last lifting; a finger landing on an empty pad
/// starts the machine afresh.
final class TouchpadStage {
  // Read and written on every frame of a touchpad: no runtime exclusivity checks (the stage
  // belongs to one arena, which is single-threaded and never nests accesses to these).
  /// The machine, as the last frame or deadline left it.
  @exclusivity(unchecked) private(set) var machine = TouchpadGestureStateMachine()
  /// The fingers since the pad was last empty, in the order they landed. Their farthest
  /// movement (``TrackedTouch/maximumDistance``) is not kept up: nothing reads it.
  @exclusivity(unchecked) private(set) var touches = TouchSet()
  /// Counts the machine's steps (frames and deadlines): a gesture reads a step's decisions
  /// once.
  @exclusivity(unchecked) private(set) var step = 0
  /// The deadline that fired last, until the next frame or deadline: the gestures due at it
  /// read it as theirs (``TouchpadGestureRecognizer/deadline``).
  @exclusivity(unchecked) private(set) var fired: Int64?

  /// libinput's tapping over the pad's fingers, as the frames' configuration has it; made
  /// again when the configuration changes or tapping comes on. It counts only while `taps`
  /// (false: tapping off, or frames that carry none).
  @exclusivity(unchecked) private var tapTracker = TouchpadTapTracker()
  @exclusivity(unchecked) private var taps = false

  /// The touches the pad's thumb rules judged thumbs as they landed, which the device's other
  /// gestures see as ``ContactRole/thumb`` until they lift (``presented(_:)``); -1 for none.
  @exclusivity(unchecked) private var landedThumbs = InlineArray<4, Int>(repeating: -1)
  @exclusivity(unchecked) private var landedReasons = InlineArray<4, ContactReason?>(repeating: nil)
  private var hasLandedThumbs: Bool {
    landedThumbs[0] != -1 || landedThumbs[1] != -1 || landedThumbs[2] != -1
      || landedThumbs[3] != -1
  }
  /// ``hasLandedThumbs`` as ``presentedThumbs(_:)`` last left it (the only writer of the
  /// table): one load where the arena asks on every frame.
  @exclusivity(unchecked) private var thumbsLanded = false
  /// The frame the other gestures see while a thumb is down (its contacts' storage is kept).
  @exclusivity(unchecked) private var presentedContacts: [Contact] = []

  /// The next time ``timeReached(_:)`` is due, µs: the machine's, kept as each step leaves it
  /// (every gesture of the device asks for it, on every frame).
  @exclusivity(unchecked) private(set) var deadline: Int64?

  /// True when the last step started or ended a gesture: every listening gesture must hear it,
  /// whether or not the frame moved its own touches.
  var spoke: Bool { machine.began != nil || machine.ended != nil }

  /// One frame of the device (after the arena bridged its finger bounces). Tapping follows
  /// every frame of a touchpad, as libinput's does from the device's first; the gesture
  /// machine runs when `decides` (some gesture of the device listens).
  func update(_ frame: TouchFrame, decides: Bool = true) {
    if let decision = frame.decision {
      // libinput decided (`--backend libinput`): the machine takes its decision, no rule runs.
      thumbsJudged = false
      guard decides else { return }
      fired = nil
      step &+= 1
      if touches.allUp { touches.removeAll() }
      track(frame)
      machine.follow(decision, configuration: frame.touchpad)
      deadline = machine.deadline
      return
    }
    // tp_process_state's thumbs (unless judgeThumbs did), then tp_post_events' tapping and
    // gestures, then tp_post_process_state's reset of an empty pad's thumb.
    if !thumbsJudged { judgeThumbs(frame) }
    thumbsJudged = false
    defer { machine.thumb.finish(touchesOnPad: touchesOnPad) }
    let tapping = tapping(frame)
    guard decides else { return }
    fired = nil
    step &+= 1
    if touches.allUp && frame.contacts.contains(where: { $0.phase == .down && $0.role == .finger })
    {
      touches.removeAll()
      machine.reset()
    }
    track(frame)
    machine.update(
      &touches, frame: frame, tapping: tapping, touchesOnPad: touchesOnPad, unplaced: unplaced)
    deadline = machine.deadline
  }

  /// The frame's fingers into ``touches``: a jump goes on as the touch it was.
  @inline(__always)  // one call, on every frame
  private func track(_ frame: TouchFrame) {
    // No touch lands or jumps (most frames): the stored touches move in one pass.
    if !frame.contacts.contains(where: { $0.phase == .down || $0.phase == .cancelled }) {
      touches.move(frame.contacts, time: frame.time)
      return
    }
    // Each contact read where it is in the frame, not copied first.
    for k in frame.contacts.indices {
      if let t = touches.index(of: frame.contacts[k].id) {
        if frame.contacts[k].phase == .cancelled && continueJump(t, frame.contacts[k], in: frame) {
          continue
        }
        touches.update(at: t, frame.contacts[k], time: frame.time)
      } else if frame.contacts[k].phase == .down && frame.contacts[k].role == .finger {
        let c = frame.contacts[k]
        if touches.all.count == TouchSet.capacity { dropLifted() }
        touches.add(c, time: frame.time)
      }
    }
  }

  /// The frame's thumbs are judged, before ``update(_:decides:)`` runs on it, and libinput's
  /// `nfingers_down` for it, and its fingers the pad counts but does not place.
  @exclusivity(unchecked) private var thumbsJudged = false
  @exclusivity(unchecked) private var touchesOnPad = 0
  @exclusivity(unchecked) private var unplaced = 0

  /// libinput's thumb rules over `frame` (`tp_process_state`, ``TouchpadThumb``), which the
  /// arena runs before it hit-tests the frame; ``update(_:decides:)`` runs them itself when
  /// they were not.
  func judgeThumbs(_ frame: TouchFrame) {
    guard frame.decision == nil else { return }
    (touchesOnPad, unplaced) = TouchpadGestureStateMachine.fingersOnPad(frame)
    machine.thumb.update(frame, touchesOnPad: touchesOnPad, gestureIdle: machine.state == .none)
    thumbsJudged = true
  }

  /// `frame` as the device's other gestures see it: a touch that landed as a thumb for
  /// libinput's tapping (`tp_thumb_ignored_for_tap`: beside fingers far above it, or a fast
  /// one) is ``ContactRole/thumb`` until it lifts, as a touch is judged once as it lands. Nil
  /// when no such touch is in the frame (the frame is then theirs as it is).
  @inline(__always)
  func presented(_ frame: TouchFrame) -> TouchFrame? {
    // The common case: no thumb has landed, and none lands now, tested where the arena asks
    // (a call to the work below sets up a frame for a whole frame's copy).
    if !thumbsLanded && machine.thumb.id == -1 { return nil }
    return presentedThumbs(frame)
  }

  /// ``presented(_:)`` once a thumb has landed or lands now.
  @inline(never)
  private func presentedThumbs(_ frame: TouchFrame) -> TouchFrame? {
    defer { thumbsLanded = hasLandedThumbs }
    for c in frame.contacts where c.phase == .down && c.role == .finger {
      guard machine.thumb.ignoredForTap(c.id) else { continue }
      for i in 0..<4 where landedThumbs[i] == -1 {
        landedThumbs[i] = c.id
        landedReasons[i] = machine.thumb.reason
        break
      }
    }
    guard hasLandedThumbs else { return nil }
    presentedContacts.removeAll(keepingCapacity: true)
    var any = false
    var counted = 0
    for var c in frame.contacts {
      for i in 0..<4 where landedThumbs[i] == c.id {
        if c.isFingerDown { counted += 1 }
        c.role = .thumb
        c.reason = landedReasons[i]
        any = true
        if !c.phase.isActive { landedThumbs[i] = -1 }
      }
      presentedContacts.append(c)
    }
    guard any else { return nil }
    var f = frame
    f.contacts = presentedContacts
    f.fingerCount = max(0, f.fingerCount - counted)
    return f
  }

  /// Tapping as `frame` leaves it: libinput's `tp_tap_handle_state`, run before the gestures
  /// in `tp_post_events`. A device that went away or stopped leaves it idle.
  @inline(__always)  // one call, on every frame
  private func tapping(_ frame: TouchFrame) -> TouchpadTapping? {
    guard let configuration = frame.touchpad, configuration.tapping else {
      if taps { (tapTracker, taps) = (TouchpadTapTracker(), false) }
      return nil
    }
    if !taps || !Self.same(tapTracker.machine.configuration, configuration) {
      (tapTracker, taps) = (TouchpadTapTracker(configuration: configuration), true)
    }
    tapTracker.update(frame, thumb: machine.thumb.verdict, unplaced: unplaced)
    if frame.cancellation == .deviceRemoved || frame.cancellation == .inputStopped {
      tapTracker.reset()
    }
    return tapTracker.machine
  }

  /// `a == b`, field by field where it is asked (the derived `==` is a call that repacks both
  /// configurations, on every frame): every stored property of ``TouchpadConfiguration``,
  /// which TouchpadStageTests counts.
  @inline(__always)
  static func same(_ a: TouchpadConfiguration, _ b: TouchpadConfiguration) -> Bool {
    a.tapping == b.tapping && a.tapAndDrag == b.tapAndDrag && a.dragLock == b.dragLock
      && a.tapButtonMap == b.tapButtonMap && a.clickMethod == b.clickMethod
      && a.clickfingerButtonMap == b.clickfingerButtonMap
      && a.threeFingerDrag == b.threeFingerDrag
  }

  /// The deadline at `time` fell due.
  func timeReached(_ time: Int64) {
    fired = time
    step &+= 1
    machine.timeReached(time, touches: touches)
    deadline = machine.deadline
  }

  /// A touch cancelled because it jumped goes on as the contact that came down in its slot in
  /// the same frame: libinput keeps the touch and drops the jump's motion (`tp_detect_jumps`).
  private func continueJump(_ t: Int, _ c: Contact, in frame: TouchFrame) -> Bool {
    guard let next = touches.continueJump(at: t, c, in: frame) else { return false }
    machine.touchJumped(from: c.id, to: next)
    return true
  }

  /// Makes room for a finger on a pad that was never empty through ten of them (a thumb
  /// resting while fingers come and go): the lifted ones are forgotten.
  private func dropLifted() {
    machine.forgetLifted(touches)
    touches.removeLifted()
  }
}
