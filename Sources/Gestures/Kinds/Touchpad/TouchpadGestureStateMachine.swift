import Glibc

/// libinput's touchpad gesture state machine (`evdev-mt-touchpad-gestures.c`, libinput 1.31.3),
/// over a pad's fingers: it decides once, from the fingers' first millimetres, whether they
/// hold, move the pointer, scroll, swipe or pinch, and keeps that decision until the finger
/// count changes or the fingers lift. The device's ``TouchpadStage`` runs the one machine of
/// the pad; each ``TouchpadGestureRecognizer`` acts on its decisions of its own kind and finger
/// count.
///
/// Positions are surface millimetres, times µs, as libinput's thresholds are physical. The
/// functions say which libinput function each follows. Thumbs are ``TouchpadThumb``'s, which
/// the machine holds; pointer-motion hysteresis is the decoder's, so any change of a position
/// seen here is motion.
struct TouchpadGestureStateMachine {
  /// libinput's `enum tp_gesture_state`.
  enum State: String, Sendable {
    case none, unknown, hold, holdAndMotion, pointerMotion, scroll, pinch, swipe
    /// Three-finger drag (libinput 1.28): `GESTURE_STATE_3FG_DRAG_OR_SWIPE` (a swipe until the
    /// 80 ms decide), `…_3FG_DRAG_START` (decided, the button pressed at the next frame),
    /// `…_3FG_DRAG` (the button held) and `…_3FG_DRAG_RELEASED` (the fingers lifted, the button
    /// still held for 700 ms).
    case dragOrSwipe, dragStart, drag, dragReleased

    /// The gesture kind a started gesture in this state is (nil: no gesture).
    var kind: TouchpadGesture.Kind? {
      switch self {
      case .hold, .holdAndMotion: return .hold
      case .scroll: return .scroll
      case .pinch: return .pinch
      case .swipe, .dragOrSwipe: return .swipe
      case .drag, .dragReleased: return .drag
      case .none, .unknown, .pointerMotion, .dragStart: return nil
      }
    }

  }

  /// libinput's `enum gesture_event`.
  enum Event: String, Sendable {
    case reset, fingerDetected, holdTimeout, pointerMotion, holdAndMotion, scroll, swipe, pinch
    /// `GESTURE_EVENT_3FG_DRAG_OR_SWIPE_START`.
    case dragOrSwipe
  }

  /// The rule that made the last motion decision, for the log (``FailureReason``).
  enum Rule: String, Sendable {
    case sameDirections = "both fingers moved 1.5 mm or more the same way"
    case apartDirections = "the fingers moved 1.5 mm or more in different directions"
    case closeTogetherAfterTimeout =
      "a finger moved 1 mm, the fingers within 40 × 7 mm, after 150 ms"
    case oneFingerScroll = "one finger moved 4 mm while the other stayed under 1.5 mm"
    case moreFingersThanSlots = "more fingers than the pad places"
    case gesturesDisabled =
      "on a semi-MT or single-touch pad with tapping off two fingers scroll at once"
    case correctedToPinch = "the scrolling fingers moved 1.5 mm apart within 300 ms"
    case holdTimeout = "the fingers rested until the hold timeout"
    case pointerMotion = "one finger moved"
    case clicked = "the clickpad was pressed"
    case dragging = "a tap-and-drag holds the button"
    case thumb = "a finger moved 4 mm beside a still lower one, a thumb"
    case dragBox = "the dragging fingers moved 1 mm within a 60 × 10 mm box"
    case threeFingerDrag = "the dragging fingers moved under 5 mm in their first 80 ms"
    case fastSwipe = "the dragging fingers moved 5 mm or more in their first 80 ms, a swipe"
  }

  // libinput's constants (evdev-mt-touchpad-gestures.c), µs and mm.
  /// `QUICK_GESTURE_HOLD_TIMEOUT`: a hold with one or two fingers.
  static let quickHoldTimeout: Int64 = 40_000
  /// `DEFAULT_GESTURE_HOLD_TIMEOUT`: a hold with three or four fingers.
  static let holdTimeout: Int64 = 180_000
  /// `DEFAULT_GESTURE_SWITCH_TIMEOUT`: a started gesture keeps its finger count this long.
  static let switchTimeout: Int64 = 100_000
  /// `DEFAULT_GESTURE_SWIPE_TIMEOUT`: after it, close fingers that moved scroll or swipe.
  static let swipeTimeout: Int64 = 150_000
  /// `DEFAULT_GESTURE_PINCH_TIMEOUT`: a scroll may still turn into a pinch until then.
  static let pinchTimeout: Int64 = 300_000
  /// `HOLD_AND_MOTION_THRESHOLD`: one finger moving less than this keeps holding.
  static let holdAndMotionThreshold = 0.5
  /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD`.
  static let pinchDisambiguationMoveThreshold = 1.5
  /// `tp_gesture_detect_motion_gestures`' `min_move` (two fingers; +0.5 per further finger).
  static let minimumMove = 1.5
  /// `tp_gesture_detect_motion_gestures`' `max_move` (two fingers; +2 per further finger).
  static let maximumMove = 4.0
  /// `DRAG_3FG_OR_SWIPE_TIMEOUT`: three-finger drag decides between drag and swipe this long
  /// after the fingers were detected.
  static let dragOrSwipeTimeout: Int64 = 80_000
  /// `DRAG_3FG_OR_SWIPE_MOVE_THRESHOLD`: the followed fingers' mean motion by the decide that
  /// makes a swipe.
  static let dragOrSwipeMoveThreshold = 5.0
  /// `tp_gesture_set_3fg_drag_timer`: a dragging button stays held this long after the fingers
  /// lift.
  static let dragReleaseTimeout: Int64 = 700_000

  /// A gesture that started or ended.
  struct Notice: Hashable, Sendable {
    var kind: TouchpadGesture.Kind
    var fingers: Int
  }

  var state = State.none
  /// libinput's `gesture.enabled` and `hold_enabled`: false on semi-MT and single-slot pads.
  var gesturesEnabled = true
  /// The pad is semi-MT (its two slots are a bounding box's corners): libinput takes it as a
  /// single-touch pad (`tp_init_slots`), its further fingers fake touches on the first.
  var boundingBox = false
  /// libinput's `gesture.started`: the gesture of ``state`` was announced.
  var started = false
  /// A decided scroll has moved once: libinput's `GESTURE_STATE_SCROLL` after
  /// `GESTURE_STATE_SCROLL_START` (false), from which the next motion scrolls.
  var scrollMoving = false
  var fingerCount = 0
  var pendingFingerCount = 0
  var switchDeadline: Int64?
  var holdDeadline: Int64?
  /// The three-finger drag's timers: drag or swipe (`drag_3fg_or_swipe_timer`) and release
  /// (`drag_3fg_timer`).
  var dragOrSwipeDeadline: Int64?
  var dragReleaseDeadline: Int64?
  /// The fingers that drag (``TouchpadConfiguration/ThreeFingerDrag/fingers``), 0 for none.
  var dragFingers = 0
  /// The finger count the started gesture was announced with: its end names the same.
  var announcedFingers = 0
  var initialTime: Int64 = 0
  /// The two touches libinput follows (`gesture.touches[0]`, `[1]`): ids and where they were
  /// when the gesture's fingers were detected.
  var firstID = -1
  var secondID = -1
  var firstInitial = Point.zero
  var secondInitial = Point.zero
  /// libinput's thumb detection over the pad's touches (``TouchpadThumb``): the stage updates
  /// it first in each frame; the machine leaves its thumb out and may suppress one.
  var thumb = TouchpadThumb()
  /// The top of the clickpad's bottom button area (mm), nil without one; the touches that
  /// landed in it and are fingers all the same, by index into the pad's touches.
  var buttonAreaTop: Double?
  var releasedFromButtonArea: UInt16 = 0
  /// The pad's touches (their count and the last one's id) and the area's top when
  /// ``updateButtonArea(_:)`` last found no touch resting in the area; nil when one rested
  /// there. A touch lands at the end of the touches under an id never used before, where it
  /// starts, and only lifts after: while these hold, no touch can rest there.
  var buttonAreaClear: (count: Int, lastID: Int, top: Double)?
  /// The touches a clickpad's press pinned (``pinForPress(_:frame:)``), by index into the
  /// pad's touches: the touch's id (-1 for none) and where it was pinned.
  var pinnedIDs = InlineArray<16, Int>(repeating: -1)
  var pinCenters = InlineArray<16, Point>(repeating: .zero)
  /// False when no touch is pinned (most frames: the pins are looked at only after a press).
  var mayBePinned = false
  /// The pad's buttons in the last frame, to see a press.
  var lastButtons = PadButtons()

  /// libinput's tapping as the last frame (or the tap timer since) left it: nil when the
  /// frames carry none (tapping off, as libinput's default on pads with buttons).
  var tapping: TouchpadTapping?

  /// The centroid at the last step, for motion.
  var lastCentroid = Point.zero
  /// The fingers' centroid as ``update(_:frame:tapping:touchesOnPad:unplaced:)`` found it in
  /// the frame it handles, until a thumb verdict changes which touches are fingers (nil then,
  /// and between frames): the pinch's centre without a second pass over the touches.
  var frameCentroid: Point?
  /// The followed fingers' centre when the pinch last looked (libinput's `gesture.center`).
  var pinchCenter = Point.zero
  /// The pinch's scale when it last looked (libinput's `gesture.prev_scale`).
  var previousScale = 1.0
  /// The touches on the pad at the last step (libinput's `nfingers_down`: palms and thumbs
  /// too), and the report it changed in: libinput resets the touches' motion history in the
  /// frame the count changes and in the next (`tp_process_state`,
  /// `tp_need_motion_history_reset`), so a touch landing or lifting, a palm's too, moves
  /// nothing for two frames.
  var lastDown = 0
  var countChangedAt = 0
  /// A touch went on through a jump in the frame being handled (``touchJumped(from:to:)``).
  var jumped = false
  /// Steps so far, the report number of a source that does not number its reports.
  var steps = 0
  /// The fingers moved in this step, as libinput's touch deltas see it.
  var moved = false
  /// The centroid's motion since the gesture started, summed over the steps it moved in (not
  /// those a finger landed or lifted in: libinput's deltas), in mm.
  var motion = Point.zero
  // A pinch: libinput's `initial_distance`, last angle and scale.
  var initialDistance = 0.0
  var lastAngle = 0.0
  /// The sum of the pinch's angle changes since it was decided, degrees (libinput's deltas).
  var angle = 0.0
  var scale = 1.0
  /// The rule of the last motion decision.
  var rule: Rule?
  /// The last state decided (not none or unknown) and its finger count, for the log.
  var decided: (state: State, fingers: Int)?
  /// What the last step started and ended.
  var began: Notice?
  var ended: (notice: Notice, cancelled: Bool)?

  /// The next time ``timeReached(_:)`` is due, µs. Inlined: a call would copy the machine.
  var deadline: Int64? {
    @inline(__always) get {
      var next = switchDeadline ?? .max
      if let h = holdDeadline { next = min(next, h) }
      if let t = tapping?.deadline { next = min(next, t) }
      if let d = dragOrSwipeDeadline { next = min(next, d) }
      if let d = dragReleaseDeadline { next = min(next, d) }
      return next == .max ? nil : next
    }
  }

  /// The started gesture, if any.
  var current: Notice? {
    guard started, let kind = state.kind else { return nil }
    return Notice(kind: kind, fingers: announcedFingers)
  }

  /// Starts afresh for a finger landing on an empty pad; a three-finger drag whose fingers
  /// lifted keeps its button held for them (`GESTURE_STATE_3FG_DRAG_RELEASED`).
  mutating func reset() {
    let released = state == .dragReleased ? self : nil
    let thumb = self.thumb
    self = TouchpadGestureStateMachine()
    self.thumb = thumb
    guard let r = released else { return }
    (state, started, announcedFingers) = (.dragReleased, true, r.announcedFingers)
    (dragReleaseDeadline, dragFingers, decided, rule, motion) =
      (r.dragReleaseDeadline, r.dragFingers, r.decided, r.rule, r.motion)
  }

  /// A touch went on through a jump under a new id (`tp_detect_jumps`: libinput keeps the
  /// touch and drops the jump's motion): it stays the touch it was here too.
  mutating func touchJumped(from old: Int, to new: Int) {
    jumped = true
    if firstID == old { firstID = new }
    if secondID == old { secondID = new }
    for i in 0..<16 where pinnedIDs[i] == old { pinnedIDs[i] = new }
  }

  /// The lifted touches of `touches` are about to be dropped (``TouchSet/removeLifted()``):
  /// what is kept by index follows the touches that stay down to their new places.
  mutating func forgetLifted(_ touches: TouchSet) {
    var kept = 0
    var released: UInt16 = 0
    for (i, t) in touches.all.enumerated() where t.isDown {
      if i < 16 && kept < 16 {
        pinnedIDs[kept] = pinnedIDs[i]
        pinCenters[kept] = pinCenters[i]
        if releasedFromButtonArea & (1 << UInt16(i)) != 0 { released |= 1 << UInt16(kept) }
      }
      kept += 1
    }
    for i in min(kept, 16)..<16 { pinnedIDs[i] = -1 }
    releasedFromButtonArea = released
  }

  /// One frame: `touches` are the pad's fingers (those down are the active ones, with the
  /// fingers the pad counts but does not place); the frame says what the pad is (semi-MT,
  /// single-touch: no gestures but scrolling; a clickpad pressed: no gestures) and numbers
  /// its report; `down` is libinput's `nfingers_down` for it and `unplaced` the fingers it
  /// counts but does not place (``fingersOnPad(_:)``). libinput's `tp_gesture_handle_state`
  /// then `tp_gesture_post_events`. The touches are only read: `inout` hands the stage's in
  /// place, where a copy would retain and release their storage on every frame.
  @inline(__always)  // the stage's one call, on every frame
  mutating func update(
    _ touches: inout TouchSet, frame: TouchFrame, tapping: TouchpadTapping?, touchesOnPad down: Int,
    unplaced: Int
  ) {
    let time = frame.time
    self.tapping = tapping
    gesturesEnabled = !frame.isBoundingBox && !frame.placesOneTouch
    boundingBox = frame.isBoundingBox
    dragFingers = gesturesEnabled ? frame.touchpad?.threeFingerDrag.fingers ?? 0 : 0
    began = nil
    ended = nil
    steps += 1
    let report = frame.report != 0 ? frame.report : steps
    buttonAreaTop = frame.buttonAreaTop
    updateButtonArea(touches)
    pinForPress(touches, frame: frame)
    let (fingers, centroid) = fingers(touches)
    frameCentroid = centroid
    let active = fingers + unplaced
    if down != lastDown {
      lastDown = down
      countChangedAt = report
    }
    // The reports between are not seen: the fingers stood still in them. A touch that jumped
    // has no motion history in its frame either (tp_detect_jumps): the frame moves nothing.
    moved = report &- countChangedAt >= 2 && centroid != lastCentroid && !jumped
    jumped = false
    let wasStarted = started
    defer {
      // A released drag's button stays held, but libinput moves nothing until it drags again.
      if moved && wasStarted && started && state != .dragReleased {
        motion = motion + (centroid - lastCentroid)
      }
      lastCentroid = centroid
      frameCentroid = nil
    }
    handleFingerCount(active, touches, at: time)
    // tp_tap_notify: a tap button pressed or released cancels the gesture (libinput 1.28).
    if let t = tapping, t.pressedInStep | t.releasedInStep != 0 { end(at: time, cancelled: true) }
    // tp_post_events: while tapping filters motion, the motion gestures (not a hold) and
    // pointer motion end first (tp_gesture_cancel_motion_gestures), even when a finger-count
    // change is pending, and the gesture then runs without motion.
    let filtersMotion = tapping?.filtersMotion ?? false
    if filtersMotion
      && (state == .pointerMotion
        || (started && state != .hold && state != .drag && state != .dragReleased))
    {
      end(at: time, cancelled: true)
    }
    let dragging = tapping?.isDragging ?? false
    let pressed = frame.isClickpad && !frame.buttons.isEmpty && thumb.state == .finger
    if fingerCount > 0 && (dragging || pressed) {
      // A tap-and-drag, or a clickpad pressed down with no thumb on the pad: one finger moves
      // the pointer, no gesture runs (tp_gesture_post_events).
      if state != .pointerMotion {
        end(at: time, cancelled: true)
        rule = dragging ? .dragging : .clicked
        handle(.pointerMotion, touches, at: time)
      }
      fingerCount = 1
      pendingFingerCount = 0
      switchDeadline = nil
    }
    guard fingerCount > 0, pendingFingerCount == 0 else { return }
    resetMovedThumb(touches, at: time)
    guard fingerCount <= 4 else { return }
    postGesture(touches, unplaced: unplaced, ignoringMotion: filtersMotion, at: time)
  }

  /// libinput's `nfingers_down` in `frame`: every touch on the pad, palms and thumbs too, and
  /// the fingers it counts but does not place.
  static func touchesOnPad(_ frame: TouchFrame) -> Int { fingersOnPad(frame).down }

  /// ``touchesOnPad(_:)`` and the fingers `frame` counts but does not place
  /// (``GestureRecognizer/unplacedFingers(in:)``), in one pass over its contacts.
  @inline(__always)  // on every frame
  static func fingersOnPad(_ frame: TouchFrame) -> (down: Int, unplaced: Int) {
    var down = 0
    var placed = 0
    for c in frame.contacts where c.phase.isActive && c.role != .hovering {
      down += 1
      if c.role == .finger { placed += 1 }
    }
    let unplaced = max(0, frame.fingerCount - placed)
    return (down + unplaced, unplaced)
  }

  /// A deadline: the finger-count switch (`tp_gesture_finger_count_switch_timeout`), the tap
  /// timer (`tp_tap_handle_timeout`, then `tp_gesture_tap_timeout`) or the hold timer
  /// (`tp_gesture_hold_timeout`, which does nothing while a tap may drag).
  mutating func timeReached(_ time: Int64, touches: TouchSet) {
    began = nil
    ended = nil
    if let s = switchDeadline, s <= time {
      switchDeadline = nil
      if pendingFingerCount != 0 {
        fingerCountSwitched(at: time)
        fingerCount = pendingFingerCount
        pendingFingerCount = 0
      }
    }
    if let d = dragOrSwipeDeadline, d <= time {
      dragOrSwipeDeadline = nil
      if state == .dragOrSwipe { decideDragOrSwipe(touches, at: time) }
    }
    if let d = dragReleaseDeadline, d <= time {
      dragReleaseDeadline = nil
      // GESTURE_EVENT_3FG_DRAG_RELEASE_TIMEOUT: the fingers did not come back.
      if state == .dragReleased { end(at: time, cancelled: false) }
    }
    if var t = tapping, t.timeReached(time) {
      tapping = t
      if t.pressedInStep | t.releasedInStep != 0 { end(at: time, cancelled: true) }
      // tp_gesture_tap_timeout: three fingers resting until the tap timeout hold.
      if t.timedOutTouching && gesturesEnabled && !isQuickHold {
        handle(.holdTimeout, touches, at: time)
      }
    }
    if let h = holdDeadline, h <= time {
      holdDeadline = nil
      let mayDrag = tapping.map { $0.isDragging || $0.isDraggingOrDoubleTapping } ?? false
      if !mayDrag { handle(.holdTimeout, touches, at: time) }
    }
  }
}
