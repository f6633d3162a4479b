import Glibc

/// libinput's touchpad gesture state machine (`evdev-mt-touchpad-gestures.c`, libinput 1.22),
/// over one attempt's touches: it decides once, from the fingers' first millimetres, whether
/// they hold, move the pointer, scroll, swipe or pinch, and keeps that decision until the
/// finger count changes or the fingers lift. Each ``TouchpadGestureRecognizer`` runs one and
/// acts on the decisions of its own kind and finger count, so that recognizers of different
/// kinds over the same touches never disagree.
///
/// Positions are surface millimetres, times µs, as libinput's thresholds are physical. The
/// functions say which libinput function each follows. Not followed: thumb detection (libinput
/// detects thumbs on clickpads 50 mm high or more: a still lower finger beside one that moved
/// 4 mm is suppressed there, where this machine scrolls), pointer-motion hysteresis (any change
/// of position is motion here) and tap-and-drag's forcing of one-finger mode.
struct TouchpadGestureStateMachine {
  /// libinput's `enum tp_gesture_state`.
  enum State: String, Sendable {
    case none, unknown, hold, holdAndMotion, pointerMotion, scroll, pinch, swipe

    /// The gesture kind a started gesture in this state is (nil: no gesture).
    var kind: TouchpadGesture.Kind? {
      switch self {
      case .hold, .holdAndMotion: return .hold
      case .scroll: return .scroll
      case .pinch: return .pinch
      case .swipe: return .swipe
      case .none, .unknown, .pointerMotion: return nil
      }
    }
  }

  /// libinput's `enum gesture_event`.
  enum Event: String, Sendable {
    case reset, fingerDetected, holdTimeout, pointerMotion, holdAndMotion, scroll, swipe, pinch
  }

  /// The rule that made the last motion decision, for the log (``FailureReason``).
  enum Rule: String, Sendable {
    case sameDirections = "both fingers moved 1.5 mm or more the same way"
    case apartDirections = "the fingers moved 1.5 mm or more in different directions"
    case closeTogetherAfterTimeout =
      "a finger moved 1 mm, the fingers within 40 × 7 mm, after 150 ms"
    case oneFingerScroll = "one finger moved 4 mm while the other stayed under 1.5 mm"
    case moreFingersThanSlots = "more fingers than the pad places"
    case gesturesDisabled = "on a semi-MT or single-touch pad two fingers scroll at once"
    case correctedToPinch = "the scrolling fingers moved 1.5 mm apart within 300 ms"
    case holdTimeout = "the fingers rested until the hold timeout"
    case pointerMotion = "one finger moved"
    case clicked = "the clickpad was pressed"
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

  /// A gesture that started or ended.
  struct Notice: Hashable, Sendable {
    var kind: TouchpadGesture.Kind
    var fingers: Int
  }

  private(set) var state = State.none
  /// libinput's `gesture.enabled` and `hold_enabled`: false on semi-MT and single-slot pads.
  private var gesturesEnabled = true
  /// libinput's `gesture.started`: the gesture of ``state`` was announced.
  private(set) var started = false
  private(set) var fingerCount = 0
  private var pendingFingerCount = 0
  private var switchDeadline: Int64?
  private var holdDeadline: Int64?
  private var initialTime: Int64 = 0
  /// The two touches libinput follows (`gesture.touches[0]`, `[1]`): ids and where they were
  /// when the gesture's fingers were detected.
  private var firstID = -1
  private var secondID = -1
  private var firstInitial = Point.zero
  private var secondInitial = Point.zero
  /// libinput's tap state machine, as far as it holds gesture motion back (tapping enabled, as
  /// the judge and most desktops have it): while fingers may still be a tap — each landing
  /// re-arms the 180 ms tap timeout, none moved 1.3 mm from where it landed, at most three —
  /// motion is ignored (tp_tap_handle_state's filter_motion, tp_post_events' ignore_motion).
  enum TapFilter: Equatable, Sendable {
    case idle
    case possible(until: Int64)
    /// The tap timed out (libinput's TAP_STATE_HOLD): a landing makes a tap possible again.
    case held
    /// A finger moved too far, or four landed: no tap until all lift.
    case dead
  }
  private(set) var tap = TapFilter.idle
  private var tapFingers = 0
  /// libinput's `TAP_TIMEOUT_MS` and `DEFAULT_TAP_MOVE_THRESHOLD`.
  static let tapTimeout: Int64 = 180_000
  static let tapMoveThreshold = 1.3

  /// The centroid at the last step, for motion.
  private var lastCentroid = Point.zero
  /// The finger count at the last step, and how many more steps have no motion since it
  /// changed: libinput resets the touches' motion history in the frame the count changes and
  /// in the next (`tp_process_state`, `tp_need_motion_history_reset`), so a finger landing
  /// or lifting moves nothing for two frames.
  private var lastActive = 0
  private var countChangedAt = 0
  /// Steps so far, the report number of a source that does not number its reports.
  private var steps = 0
  /// The fingers moved in this step, as libinput's touch deltas see it.
  private var moved = false
  /// The centroid's motion since the gesture started, summed over the steps it moved in (not
  /// those a finger landed or lifted in: libinput's deltas), in mm.
  private(set) var motion = Point.zero
  // A pinch: libinput's `initial_distance`, last angle and scale.
  private(set) var initialDistance = 0.0
  private var lastAngle = 0.0
  /// The sum of the pinch's angle changes since it was decided, degrees (libinput's deltas).
  private(set) var angle = 0.0
  private(set) var scale = 1.0
  /// The rule of the last motion decision.
  private(set) var rule: Rule?
  /// The last state decided (not none or unknown) and its finger count, for the log.
  private(set) var decided: (state: State, fingers: Int)?
  /// What the last step started and ended.
  private(set) var began: Notice?
  private(set) var ended: (notice: Notice, cancelled: Bool)?

  /// The next time ``timeReached(_:)`` is due, µs.
  var deadline: Int64? {
    var next = switchDeadline ?? .max
    if let h = holdDeadline { next = min(next, h) }
    if case .possible(let t) = tap { next = min(next, t) }
    return next == .max ? nil : next
  }

  /// The started gesture, if any.
  var current: Notice? {
    guard started, let kind = state.kind else { return nil }
    return Notice(kind: kind, fingers: fingerCount)
  }

  mutating func reset() { self = TouchpadGestureStateMachine() }

  /// One frame: `touches` are the attempt's touches (those down are the active ones, with the
  /// fingers the pad counts but does not place); the frame says what the pad is (semi-MT,
  /// single-touch: no gestures but scrolling; a clickpad pressed: no gestures) and numbers
  /// its report. libinput's `tp_gesture_handle_state` then `tp_gesture_post_events`.
  mutating func update(_ touches: TouchSet, frame: TouchFrame) {
    let time = frame.time
    let unplaced = GestureRecognizer.unplacedFingers(in: frame)
    gesturesEnabled = !frame.isBoundingBox && !frame.placesOneTouch
    began = nil
    ended = nil
    steps += 1
    let report = frame.report != 0 ? frame.report : steps
    let active = touches.downCount + unplaced
    let centroid = Self.centroid(touches)
    if active != lastActive {
      lastActive = active
      countChangedAt = report
    }
    // The reports between are not seen: the fingers stood still in them.
    moved = report &- countChangedAt >= 2 && centroid != lastCentroid
    let wasStarted = started
    defer {
      if moved && wasStarted && started { motion = motion + (centroid - lastCentroid) }
      lastCentroid = centroid
    }
    handleFingerCount(active, touches, at: time)
    if frame.isClickpad && !frame.buttons.isEmpty && fingerCount > 0 {
      // A clickpad pressed down: one finger moves the pointer, no gesture runs
      // (tp_gesture_post_events; libinput lets a thumb press it, which is not detected here).
      if state != .pointerMotion {
        end(at: time, cancelled: true)
        rule = .clicked
        handle(.pointerMotion, touches, at: time)
      }
      fingerCount = 1
      pendingFingerCount = 0
      switchDeadline = nil
    }
    updateTap(touches, active: active, at: time)
    guard fingerCount > 0, pendingFingerCount == 0, fingerCount <= 4 else { return }
    if case .possible = tap {
      // tp_gesture_cancel_motion_gestures, then the gesture without motion.
      if started && state != .hold { end(at: time, cancelled: true) }
      postGesture(touches, unplaced: unplaced, ignoringMotion: true, at: time)
    } else {
      postGesture(touches, unplaced: unplaced, ignoringMotion: false, at: time)
    }
  }

  /// The tap state machine's share (``TapFilter``): a landing makes a tap possible (unless one
  /// is dead), the timeout holds it, a finger moving 1.3 mm or a fourth finger kills it.
  private mutating func updateTap(_ touches: TouchSet, active: Int, at time: Int64) {
    defer { tapFingers = active }
    if active == 0 {
      tap = .idle
      return
    }
    if active > tapFingers && tap != .dead {
      tap = active <= 3 ? .possible(until: time + Self.tapTimeout) : .dead
    }
    guard case .possible = tap else { return }
    for t in touches.all where t.isDown && t.distance > Self.tapMoveThreshold {
      tap = .dead
      return
    }
  }

  /// A deadline: the finger-count switch (`tp_gesture_finger_count_switch_timeout`) or the
  /// hold timer (`tp_gesture_hold_timeout`).
  mutating func timeReached(_ time: Int64, touches: TouchSet) {
    began = nil
    ended = nil
    if let s = switchDeadline, s <= time {
      switchDeadline = nil
      if pendingFingerCount != 0 {
        end(at: time, cancelled: true)
        fingerCount = pendingFingerCount
        pendingFingerCount = 0
      }
    }
    if case .possible(let t) = tap, t <= time { tap = .held }
    if let h = holdDeadline, h <= time {
      holdDeadline = nil
      handle(.holdTimeout, touches, at: time)
    }
  }

  // MARK: - Finger count (tp_gesture_handle_state)

  private mutating func handleFingerCount(_ active: Int, _ touches: TouchSet, at time: Int64) {
    guard active != fingerCount else {
      pendingFingerCount = 0
      return
    }
    if active == 0 {
      // All fingers lifted: the gesture ends at once.
      end(at: time, cancelled: false)
      fingerCount = 0
      pendingFingerCount = 0
      switchDeadline = nil
    } else if !started {
      // Nothing announced yet: switch at once, re-choosing the touches.
      fingerCount = active
      pendingFingerCount = 0
      if state == .unknown || state == .pointerMotion { handle(.reset, touches, at: time) }
    } else if active != pendingFingerCount {
      // A started gesture keeps its count for the switch timeout (a finger's bounce).
      pendingFingerCount = active
      switchDeadline = time + Self.switchTimeout
    }
  }

  // MARK: - Per frame (tp_gesture_post_gesture)

  private mutating func postGesture(
    _ touches: TouchSet, unplaced: Int, ignoringMotion: Bool, at time: Int64
  ) {
    if state == .none { handleStateNone(touches, at: time) }
    if state == .unknown && !ignoringMotion {
      detectMotionGestures(touches, unplaced: unplaced, at: time)
    }
    if state == .hold {
      start(at: time)
      if !ignoringMotion { detectMotionGestures(touches, unplaced: unplaced, at: time) }
    }
    if state == .holdAndMotion {
      detectMotionGestures(touches, unplaced: unplaced, at: time)
    }
    if state == .scroll { handleStateScroll(touches, at: time) }
    if state == .swipe, moved { start(at: time) }
    if state == .pinch { handleStatePinch(touches, at: time) }
  }

  /// `tp_gesture_handle_state_none`: picks the touches to follow (the top-most and bottom-most
  /// of three or more) and detects the fingers.
  private mutating func handleStateNone(_ touches: TouchSet, at time: Int64) {
    // The placed touches down, in slot order: libinput's first two, then for three or more
    // the top-most and the bottom-most.
    var count = 0
    var first = -1
    var second = -1
    for (i, t) in touches.all.enumerated() where t.isDown {
      if count == 0 { first = i } else if count == 1 { second = i }
      count += 1
    }
    guard count > 0 else { return }
    if count > 2 {
      second = first
      for (i, t) in touches.all.enumerated() where t.isDown && i != first {
        if t.y < touches.all[first].y {
          first = i
        } else if t.y >= touches.all[second].y {
          second = i
        }
      }
      if first == second { return }
    }
    let a = touches.all[first]
    firstID = a.id
    firstInitial = Point(x: a.x, y: a.y)
    if fingerCount == 1 {
      handle(.fingerDetected, touches, at: time)
      return
    }
    if !gesturesEnabled {
      // tp_gesture_are_gestures_enabled: no gestures (nor holds) on semi-MT pads and pads
      // with one slot; two fingers scroll.
      if fingerCount == 2 {
        rule = .gesturesDisabled
        handle(.scroll, touches, at: time)
      }
      return
    }
    // More fingers than places: libinput's fake touches sit on the first one.
    let b = second >= 0 ? touches.all[second] : a
    secondID = b.id
    secondInitial = Point(x: b.x, y: b.y)
    initialTime = time
    handle(.fingerDetected, touches, at: time)
  }

  /// `tp_gesture_detect_motion_gestures`: the one decision, from the fingers' motion since
  /// they were detected.
  private mutating func detectMotionGestures(
    _ touches: TouchSet, unplaced: Int, at time: Int64
  ) {
    guard let first = Self.position(firstID, touches) else { return }
    let firstMM = (first - firstInitial).length
    if fingerCount == 1 {
      guard moved else { return }
      let holdAndMotion = firstMM < Self.holdAndMotionThreshold
      if state == .hold && holdAndMotion { return handle(.holdAndMotion, touches, at: time) }
      if state == .holdAndMotion && holdAndMotion { return }
      rule = .pointerMotion
      return handle(.pointerMotion, touches, at: time)
    }
    if !gesturesEnabled { return }
    // More fingers than slots: libinput does not know where they are and swipes.
    if fingerCount > 2 && unplaced > 0 {
      rule = .moreFingersThanSlots
      return handle(.swipe, touches, at: time)
    }
    let extra = Double(fingerCount - 2)
    let maximumMove = Self.maximumMove + 2 * extra
    let minimumMove = Self.minimumMove + 0.5 * extra
    guard let second = Self.position(secondID, touches) else { return }
    let secondMM = (second - secondInitial).length
    let distance = Point(x: abs(first.x - second.x), y: abs(first.y - second.y))
    if firstMM < 1 && secondMM < 1 { return }
    // The thumb is the lower touch.
    let fingerMM = first.y > second.y ? secondMM : firstMM
    if distance.x < 40 && distance.y < 7 && time > initialTime + Self.swipeTimeout {
      rule = .closeTogetherAfterTimeout
      return handle(fingerCount == 2 ? .scroll : .swipe, touches, at: time)
    }
    if firstMM >= maximumMove || secondMM >= maximumMove {
      if fingerMM < minimumMove && fingerCount == 2 {
        rule = .oneFingerScroll
        return handle(.scroll, touches, at: time)
      }
    }
    if firstMM < minimumMove || secondMM < minimumMove { return }
    let d1 = Self.direction(first - firstInitial)
    let d2 = Self.direction(second - secondInitial)
    if Self.sameDirections(d1, d2) {
      rule = .sameDirections
      return handle(fingerCount == 2 ? .scroll : .swipe, touches, at: time)
    }
    rule = .apartDirections
    handle(.pinch, touches, at: time)
  }

  /// `tp_gesture_handle_state_scroll`: a scroll becomes a pinch when, within the pinch timeout,
  /// the fingers turn out to move apart (`tp_gesture_is_pinch`); otherwise it starts with the
  /// first motion.
  private mutating func handleStateScroll(_ touches: TouchSet, at time: Int64) {
    if time < initialTime + Self.pinchTimeout && isPinch(touches) {
      rule = .correctedToPinch
      handle(.pinch, touches, at: time)
      return
    }
    if moved { start(at: time) }
  }

  /// `tp_gesture_is_pinch`.
  private func isPinch(_ touches: TouchSet) -> Bool {
    guard let first = Self.position(firstID, touches),
      let second = Self.position(secondID, touches)
    else { return false }
    let d1 = Self.direction(first - firstInitial)
    let d2 = Self.direction(second - secondInitial)
    if Self.sameDirections(d1, d2) { return false }
    return (first - firstInitial).length >= Self.pinchDisambiguationMoveThreshold
      && (second - secondInitial).length >= Self.pinchDisambiguationMoveThreshold
  }

  /// `tp_gesture_handle_state_pinch`: scale from the decision, angle changes summed.
  private mutating func handleStatePinch(_ touches: TouchSet, at time: Int64) {
    guard let (distance, a) = pinchInfo(touches) else { return }
    var delta = a - lastAngle
    lastAngle = a
    if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
    let newScale = initialDistance > 0 ? distance / initialDistance : 1
    let moved = Self.centroid(touches) != lastCentroid
    guard moved || newScale != scale || delta != 0 || !started else { return }
    angle += delta
    scale = newScale
    start(at: time)
  }

  /// `tp_gesture_get_pinch_info`: the distance between the two followed touches (mm) and the
  /// angle of the line between them (degrees).
  private func pinchInfo(_ touches: TouchSet) -> (Double, Double)? {
    guard let first = Self.position(firstID, touches),
      let second = Self.position(secondID, touches)
    else { return nil }
    let d = first - second
    return (d.length, atan2(d.y, d.x) * 180 / Double.pi)
  }

  // MARK: - Events (tp_gesture_handle_event and its per-state handlers)

  private mutating func handle(_ event: Event, _ touches: TouchSet, at time: Int64) {
    defer { if state != .none && state != .unknown { decided = (state, fingerCount) } }
    switch (state, event) {
    case (_, .reset):
      holdDeadline = nil
      state = .none
    case (.none, .fingerDetected):
      setHoldTimer(at: time)
      state = .unknown
    case (.none, .pointerMotion): state = .pointerMotion
    case (.none, .scroll): state = .scroll
    case (.unknown, .holdTimeout):
      rule = .holdTimeout
      state = .hold
      start(at: time)
    case (.unknown, .pointerMotion): state = .pointerMotion  // the hold timer runs on
    case (.unknown, .scroll), (.unknown, .swipe):
      holdDeadline = nil
      state = event == .scroll ? .scroll : .swipe
    case (.unknown, .pinch):
      holdDeadline = nil
      initPinch(touches)
      state = .pinch
    case (.hold, .holdAndMotion): state = .holdAndMotion
    case (.hold, .pointerMotion), (.holdAndMotion, .pointerMotion):
      end(at: time, cancelled: true)
      state = .pointerMotion
    case (.hold, .scroll), (.hold, .swipe):
      end(at: time, cancelled: true)
      state = event == .scroll ? .scroll : .swipe
    case (.hold, .pinch), (.scroll, .pinch):
      initPinch(touches)
      end(at: time, cancelled: true)
      state = .pinch
    case (.pointerMotion, .holdTimeout):
      // One finger that has barely moved since it came down holds while it moves.
      guard fingerCount == 1, let first = Self.position(firstID, touches),
        (first - firstInitial).length < Self.holdAndMotionThreshold
      else { return }
      rule = .holdTimeout
      state = .holdAndMotion
      start(at: time)
    default:
      // libinput logs these pairs as its own bug; the machine stays where it is.
      break
    }
  }

  /// `tp_gesture_set_hold_timer`: 40 ms for one or two fingers, 180 ms for more (libinput
  /// syncs the longer one with the tap timeout, which has the same length).
  private mutating func setHoldTimer(at time: Int64) {
    guard gesturesEnabled else { return }
    holdDeadline = time + (fingerCount <= 2 ? Self.quickHoldTimeout : Self.holdTimeout)
  }

  /// `tp_gesture_init_pinch`.
  private mutating func initPinch(_ touches: TouchSet) {
    let (distance, a) = pinchInfo(touches) ?? (0, 0)
    initialDistance = distance
    lastAngle = a
    angle = 0
    scale = 1
  }

  /// `tp_gesture_start`: announces the state's gesture once.
  private mutating func start(at time: Int64) {
    guard !started else { return }
    started = true
    motion = .zero
    if let kind = state.kind { began = Notice(kind: kind, fingers: fingerCount) }
  }

  /// `tp_gesture_end`: ends (or cancels) the announced gesture and resets.
  private mutating func end(at time: Int64, cancelled: Bool) {
    if started, let kind = state.kind {
      ended = (Notice(kind: kind, fingers: fingerCount), cancelled)
    }
    started = false
    holdDeadline = nil
    state = .none
  }

  // MARK: - Geometry

  private static func position(_ id: Int, _ touches: TouchSet) -> Point? {
    guard let i = touches.index(of: id) else { return nil }
    return Point(x: touches.all[i].x, y: touches.all[i].y)
  }

  static func centroid(_ touches: TouchSet) -> Point {
    let c = touches.centroid
    return Point(x: c.x, y: c.y)
  }

  /// libinput's `xy_get_direction` over a motion in mm (y down): one or two neighbouring
  /// octants of eight (bit 0 north, clockwise), three for a motion under 2 mm on both axes.
  static func direction(_ mm: Point) -> UInt8 {
    let (x, y) = (mm.x, mm.y)
    if abs(x) < 2 && abs(y) < 2 {
      if x > 0 && y > 0 { return 0b0001_1100 }  // S | SE | E
      if x > 0 && y < 0 { return 0b0000_0111 }  // N | NE | E
      if x < 0 && y > 0 { return 0b0111_0000 }  // S | SW | W
      if x < 0 && y < 0 { return 0b1100_0001 }  // N | NW | W
      if x > 0 { return 0b0000_1110 }  // NE | E | SE
      if x < 0 { return 0b1110_0000 }  // NW | W | SW
      if y > 0 { return 0b0011_1000 }  // SE | S | SW
      if y < 0 { return 0b1000_0011 }  // NE | N | NW
      return 0xff
    }
    var r = atan2(y, x)
    r = fmod(r + 2.5 * Double.pi, 2 * Double.pi)
    r *= 4 / Double.pi
    let d1 = Int(r + 0.9) % 8
    let d2 = Int(r + 0.1) % 8
    return UInt8(1 << d1) | UInt8(1 << d2)
  }

  /// libinput's `tp_gesture_same_directions`: overlapping or neighbouring octants.
  static func sameDirections(_ a: UInt8, _ b: UInt8) -> Bool {
    ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0 || ((a & 0x80) != 0 && (b & 0x01) != 0)
      || ((b & 0x80) != 0 && (a & 0x01) != 0)
  }
}
