import Glibc

/// libinput's gesture events (`tp_gesture_handle_event` and its per-state handlers), the
/// gesture's start and end, and the geometry they use.
extension TouchpadGestureStateMachine {
  // MARK: - Events (tp_gesture_handle_event and its per-state handlers)

  mutating func handle(_ event: Event, _ touches: TouchSet, at time: Int64) {
    let before = state
    defer {
      if state != .none && state != .unknown { decided = (state, fingerCount) }
      if state == .scroll && before != .scroll { scrollMoving = false }
    }
    switch (state, event) {
    case (_, .reset):
      holdDeadline = nil
      state = .none
    case (.none, .fingerDetected) where tapping == nil && fingerCount == dragFingers:
      // With tapping off, the dragging fingers drag or swipe at once (libinput 1.28: no
      // hold or pinch for them).
      beginDragOrSwipe(at: time)
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
    case (.unknown, .dragOrSwipe):
      beginDragOrSwipe(at: time)
    case (.hold, .dragOrSwipe):
      end(at: time, cancelled: true)
      beginDragOrSwipe(at: time)
    // tp_gesture_handle_event_on_state_3fg_drag_released: the fingers back on a released
    // drag: one moving releases the button and moves the pointer, two scroll, more drag on.
    case (.dragReleased, .pointerMotion), (.dragReleased, .scroll):
      end(at: time, cancelled: false)
      state = event == .scroll ? .scroll : .pointerMotion
    case (.dragReleased, .swipe), (.dragReleased, .pinch):
      dragReleaseDeadline = nil
      state = .drag
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

  /// `tp_gesture_is_quick_hold`: one or two fingers hold after 40 ms.
  var isQuickHold: Bool { fingerCount == 1 || fingerCount == 2 }

  /// `tp_gesture_use_hold_timer`: with tapping on, three fingers that may still tap hold when
  /// the tap times out instead (`tp_gesture_tap_timeout`).
  var usesHoldTimer: Bool {
    guard let t = tapping else { return true }
    if isQuickHold || fingerCount > 3 { return true }
    switch t.state {
    case .hold, .touch2Hold, .touch3Hold, .dead: return true
    default: return false
    }
  }

  /// `tp_gesture_set_hold_timer`: 40 ms for one or two fingers, 180 ms for more.
  mutating func setHoldTimer(at time: Int64) {
    guard gesturesEnabled, usesHoldTimer else { return }
    holdDeadline = time + (isQuickHold ? Self.quickHoldTimeout : Self.holdTimeout)
  }

  /// `tp_gesture_init_pinch`.
  mutating func initPinch(_ touches: TouchSet) {
    let (distance, a) = pinchInfo(touches) ?? (0, 0)
    initialDistance = distance
    lastAngle = a
    pinchCenter = fingersCentroid(touches)
    angle = 0
    scale = 1
    previousScale = 1
  }

  /// `tp_gesture_start`: announces the state's gesture once. A pad without gestures
  /// (``gesturesEnabled`` false) announces its scrolls only: libinput drops gesture events of a
  /// device without `LIBINPUT_DEVICE_CAP_GESTURE` (`gesture_notify`), so a pinch or swipe
  /// decided there takes the fingers' motion and shows nothing.
  mutating func start(at time: Int64) {
    guard !started else { return }
    started = true
    announcedFingers = fingerCount
    motion = .zero
    guard announces, let kind = state.kind else { return }
    began = Notice(kind: kind, fingers: fingerCount)
  }

  /// The state's gesture reaches the pad's clients: always but on a pad without gestures,
  /// where only a scroll does.
  var announces: Bool { gesturesEnabled || state == .scroll }

  /// `tp_gesture_end`: ends (or cancels) the announced gesture and resets.
  mutating func end(at time: Int64, cancelled: Bool) {
    if endDrag(at: time, cancelled: cancelled) { return }
    // A drag ends as its button is released, however libinput came to release it.
    let cancelled = cancelled && state.kind != .drag
    if started, announces, let kind = state.kind {
      ended = (Notice(kind: kind, fingers: announcedFingers), cancelled)
    }
    started = false
    holdDeadline = nil
    state = .none
  }

  // MARK: - Geometry

  @inline(__always)  // a short search, asked twice a frame by the pinch and the decision
  static func position(_ id: Int, _ touches: TouchSet) -> Point? {
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
    var r = atan2(y, x) + 2.5 * Double.pi
    // fmod(r, 2π): r is 1.5π … 3.5π (or NaN), so one subtraction, exact (Sterbenz), gives it.
    if r >= 2 * Double.pi { r -= 2 * Double.pi }
    r *= 4 / Double.pi
    // r is 0 … 8 for finite deltas, converted in line; NaN ones give direction 0, not a trap.
    let d1: Int
    let d2: Int
    if r >= 0 && r <= 8 {
      (d1, d2) = (Int(r + 0.9) % 8, Int(r + 0.1) % 8)  // checked: 0 ≤ r ≤ 8
    } else {
      (d1, d2) = (Int(clamping: r + 0.9) % 8, Int(clamping: r + 0.1) % 8)
    }
    return UInt8(1 << d1) | UInt8(1 << d2)  // checked: 0 ≤ d < 8
  }

  /// libinput's `tp_gesture_same_directions`: overlapping or neighbouring octants.
  static func sameDirections(_ a: UInt8, _ b: UInt8) -> Bool {
    ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0 || ((a & 0x80) != 0 && (b & 0x01) != 0)
      || ((b & 0x80) != 0 && (a & 0x01) != 0)
  }
}
