import Glibc

/// The frame's gesture: libinput's `tp_gesture_post_gesture`, the one decision
/// (`tp_gesture_detect_motion_gestures`) and the scroll's and pinch's handling.
extension TouchpadGestureStateMachine {
  // MARK: - Per frame (tp_gesture_post_gesture)

  @inline(__always)  // one call, on every frame
  mutating func postGesture(
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
    // tp_gesture_handle_state's order for the three-finger drag: a decided drag presses its
    // button, a released one looks at the fingers that came back.
    if state == .dragStart { pressDrag(at: time) }
    if state == .dragReleased {
      followReturningFingers(touches)
      detectMotionGestures(touches, unplaced: unplaced, at: time)
    }
  }

  /// `tp_gesture_handle_state_none`: picks the touches to follow (the top-most and bottom-most
  /// of three or more) and detects the fingers.
  mutating func handleStateNone(_ touches: TouchSet, at time: Int64) {
    guard let (first, second) = followed(touches) else { return }
    let a = touches.all[first]
    firstID = a.id
    firstInitial = Point(x: a.x, y: a.y)
    if fingerCount == 1 {
      handle(.fingerDetected, touches, at: time)
      return
    }
    if !gesturesEnabled && tapping == nil && fingerCount == 2 {
      // tp_gesture_are_gestures_enabled: no gestures (nor holds) on semi-MT pads and pads
      // with one slot. Two fingers scroll at once only with tapping off (libinput 1.26,
      // 15609213): with tapping on they go through the decision below as on other pads.
      rule = .gesturesDisabled
      handle(.scroll, touches, at: time)
      return
    }
    // More fingers than places, or a semi-MT pad's corners: libinput's fake touches sit on the
    // first one (tp_position_fake_touches).
    let b = second >= 0 && !boundingBox ? touches.all[second] : a
    secondID = b.id
    secondInitial = Point(x: b.x, y: b.y)
    initialTime = time
    handle(.fingerDetected, touches, at: time)
  }

  /// The touches libinput follows, by index into `touches` (the second -1 for one finger):
  /// the placed fingers down in slot order, the first two, or for three or more the top-most
  /// and the bottom-most. Nil without a finger, or when no two differ.
  @inline(__always)
  func followed(_ touches: TouchSet) -> (Int, Int)? {
    var count = 0
    var first = -1
    var second = -1
    for (i, t) in touches.all.enumerated() where isFinger(i, t) {
      if count == 0 { first = i } else if count == 1 { second = i }
      count += 1
    }
    guard count > 0 else { return nil }
    if count > 2 {
      second = first
      for (i, t) in touches.all.enumerated() where isFinger(i, t) && i != first {
        if t.y < touches.all[first].y {
          first = i
        } else if t.y >= touches.all[second].y {
          second = i
        }
      }
      if first == second { return nil }
    }
    return (first, second)
  }

  /// `tp_gesture_detect_motion_gestures`: the one decision, from the fingers' motion since
  /// they were detected.
  mutating func detectMotionGestures(
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
    // More fingers than slots: libinput does not know where they are and swipes.
    if gesturesEnabled && fingerCount > 2 && unplaced > 0 {
      rule = .moreFingersThanSlots
      return handle(fingerCount == dragFingers ? .dragOrSwipe : .swipe, touches, at: time)
    }
    let extra = Double(fingerCount - 2)
    let maximumMove = Self.maximumMove + 2 * extra
    let minimumMove = Self.minimumMove + 0.5 * extra
    guard let second = Self.position(secondID, touches) else { return }
    let secondMM = (second - secondInitial).length
    let distance = Point(x: abs(first.x - second.x), y: abs(first.y - second.y))
    if firstMM < 1 && secondMM < 1 { return }
    // The thumb is the lower touch.
    let firstIsThumb = first.y > second.y
    let (thumbMM, fingerMM) = firstIsThumb ? (firstMM, secondMM) : (secondMM, firstMM)
    if (!gesturesEnabled || (distance.x < 40 && distance.y < 7))
      && time > initialTime + Self.swipeTimeout
    {
      rule = .closeTogetherAfterTimeout
      if fingerCount == 2 { return handle(.scroll, touches, at: time) }
      return handle(fingerCount == dragFingers ? .dragOrSwipe : .swipe, touches, at: time)
    }
    // Dragging fingers within a 60 × 10 mm box drag (or swipe) at once.
    if fingerCount == dragFingers && distance.x < 60 && distance.y < 10 {
      rule = .dragBox
      return handle(.dragOrSwipe, touches, at: time)
    }
    if firstMM >= maximumMove || secondMM >= maximumMove {
      if thumb.enabled && thumbMM < minimumMove {
        // A still thumb beside a moving finger: suppressed, the gesture cancelled; the finger
        // goes on alone.
        thumb.suppress(firstIsThumb ? firstID : secondID)
        frameCentroid = nil  // the thumb is no finger now
        rule = .thumb
        end(at: time, cancelled: true)
        return
      }
      if (!gesturesEnabled || fingerMM < minimumMove) && fingerCount == 2 {
        rule = .oneFingerScroll
        return handle(.scroll, touches, at: time)
      }
    }
    if firstMM < minimumMove || secondMM < minimumMove { return }
    let d1 = Self.direction(first - firstInitial)
    let d2 = Self.direction(second - secondInitial)
    // More fingers than places, or the same way: two fingers scroll, more swipe; on a pad
    // without gestures more fingers fall through to an (unannounced) pinch.
    if unplaced > 0 || Self.sameDirections(d1, d2) {
      rule = .sameDirections
      if fingerCount == 2 { return handle(.scroll, touches, at: time) }
      if fingerCount == dragFingers { return handle(.dragOrSwipe, touches, at: time) }
      if gesturesEnabled { return handle(.swipe, touches, at: time) }
    }
    rule = .apartDirections
    handle(.pinch, touches, at: time)
  }

  /// `tp_gesture_handle_state_scroll_start` and `tp_gesture_handle_state_scroll`: a scroll
  /// becomes a pinch when, within the pinch timeout, the fingers turn out to move apart
  /// (`tp_gesture_is_pinch`). Otherwise its first motion (in the frame of the decision, or
  /// later) only moves it from `SCROLL_START` to `SCROLL`, and it scrolls from the next motion
  /// on: `tp_gesture_handle_state` runs the `SCROLL` handler before the `SCROLL_START` one
  /// (libinput 1.2x and later), so a scroll lasting two frames scrolls nothing.
  mutating func handleStateScroll(_ touches: TouchSet, at time: Int64) {
    if time < initialTime + Self.pinchTimeout && isPinch(touches) {
      rule = .correctedToPinch
      handle(.pinch, touches, at: time)
      return
    }
    guard moved else { return }
    if scrollMoving { start(at: time) } else { scrollMoving = true }
  }

  /// `tp_gesture_is_pinch`.
  @inline(__always)
  func isPinch(_ touches: TouchSet) -> Bool {
    guard let first = Self.position(firstID, touches),
      let second = Self.position(secondID, touches)
    else { return false }
    // The distances first: the directions (atan2) only matter when both fingers moved far.
    guard (first - firstInitial).length >= Self.pinchDisambiguationMoveThreshold,
      (second - secondInitial).length >= Self.pinchDisambiguationMoveThreshold
    else { return false }
    let d1 = Self.direction(first - firstInitial)
    let d2 = Self.direction(second - secondInitial)
    return !Self.sameDirections(d1, d2)
  }

  /// `tp_gesture_handle_state_pinch_start` and `tp_gesture_handle_state_pinch`: scale from the
  /// decision, angle changes summed. Nothing is announced until the fingers' centre, distance
  /// or angle changes after the decision (`tp_gesture_init_pinch` takes them in the decision's
  /// frame), and the pinch begins at scale 1 with no rotation, as libinput's `PINCH_BEGIN`.
  mutating func handleStatePinch(_ touches: TouchSet, at time: Int64) {
    guard let (distance, a) = pinchInfo(touches) else { return }
    var delta = a - lastAngle
    lastAngle = a
    if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
    let newScale = initialDistance > 0 ? distance / initialDistance : 1
    let center = fingersCentroid(touches)
    let moved = center != pinchCenter
    pinchCenter = center
    guard moved || newScale != previousScale || delta != 0 else { return }
    previousScale = newScale
    // PINCH_BEGIN says scale 1 and no rotation; the updates after it, the scale since the
    // decision and the rotation since the last.
    if started {
      angle += delta
      scale = newScale
    }
    start(at: time)
  }

  /// `tp_gesture_get_pinch_info`: the distance between the two followed touches (mm) and the
  /// angle of the line between them (degrees).
  @inline(__always)
  func pinchInfo(_ touches: TouchSet) -> (Double, Double)? {
    guard let first = Self.position(firstID, touches),
      let second = Self.position(secondID, touches)
    else { return nil }
    let d = first - second
    return (d.length, atan2(d.y, d.x) * 180 / Double.pi)
  }
}
