/// libinput 1.28's three-finger drag (`evdev-mt-touchpad-gestures.c`, the `3FG_DRAG` states):
/// fingers that would swipe begin a swipe at once; 80 ms after they were detected the swipe
/// goes on when they moved 5 mm, else it is cancelled and they drag with the left button held,
/// through a lift of up to 700 ms.
extension TouchpadGestureStateMachine {
  /// `tp_gesture_handle_state_3fg_drag_or_swipe_start`: the swipe begins (libinput's
  /// `SWIPE_BEGIN` with no motion) and the decide timer runs from the fingers' detection
  /// (`tp_gesture_set_3fg_drag_3fg_or_swipe_timer`; past already, it fires at once).
  mutating func beginDragOrSwipe(at time: Int64) {
    holdDeadline = nil
    state = .dragOrSwipe
    start(at: time)
    dragOrSwipeDeadline = max(initialTime + Self.dragOrSwipeTimeout, time)
  }

  /// `tp_gesture_handle_event_on_state_3fg_drag_or_swipe` on its timeout: the followed fingers'
  /// mean motion since they were detected decides.
  mutating func decideDragOrSwipe(_ touches: TouchSet, at time: Int64) {
    let first = Self.position(firstID, touches).map { ($0 - firstInitial).length } ?? 0
    let second = Self.position(secondID, touches).map { ($0 - secondInitial).length } ?? 0
    if (first + second) / 2 >= Self.dragOrSwipeMoveThreshold {
      rule = .fastSwipe
      state = .swipe
      decided = (.swipe, fingerCount)
      return
    }
    rule = .threeFingerDrag
    end(at: time, cancelled: true)
    state = .dragStart
  }

  /// `tp_gesture_handle_state_3fg_drag_start`, at the first frame after the decide: the button
  /// is pressed, the drag begins.
  mutating func pressDrag(at time: Int64) {
    state = .drag
    decided = (.drag, fingerCount)
    start(at: time)
  }

  /// Fingers back on a released drag are followed from where they landed. libinput's
  /// `gesture.touches` point into the slots and keep their old starting points, so its
  /// choice there between pointer motion, scroll and drag measures from where the last
  /// fingers were; one finger moving releases the button either way.
  mutating func followReturningFingers(_ touches: TouchSet) {
    if let i = touches.index(of: firstID), touches.all[i].isDown { return }
    guard let (first, second) = followed(touches) else { return }
    let a = touches.all[first]
    let b = second >= 0 ? touches.all[second] : a
    (firstID, firstInitial) = (a.id, Point(x: a.x, y: a.y))
    (secondID, secondInitial) = (b.id, Point(x: b.x, y: b.y))
  }

  /// `tp_gesture_finger_count_switch_timeout`: the pending finger count held for the switch
  /// timeout. A gesture ends (cancelled); a drag goes on with two or more fingers, and one whose
  /// fingers lifted drags again when as many come back.
  mutating func fingerCountSwitched(at time: Int64) {
    switch state {
    case .dragOrSwipe, .dragStart:
      break
    case .drag:
      if pendingFingerCount < 2 { end(at: time, cancelled: true) }
    case .dragReleased:
      if pendingFingerCount == dragFingers {
        dragReleaseDeadline = nil
        state = .drag
      }
    default:
      end(at: time, cancelled: true)
    }
  }

  /// libinput's `tp_gesture_end` in a three-finger drag's states: true when it handled the
  /// end. The fingers lifting from a drag keep its button held (`tp_gesture_set_3fg_drag_timer`);
  /// a drag decided but not yet pressed resets; the rest release the button as an end.
  mutating func endDrag(at time: Int64, cancelled: Bool) -> Bool {
    switch state {
    case .drag where !cancelled:
      dragReleaseDeadline = time + Self.dragReleaseTimeout
      state = .dragReleased
      return true
    case .dragStart:
      state = .none
      return true
    case .drag, .dragReleased:
      dragReleaseDeadline = nil
      // The button's release: an end, cancelled only when libinput cancelled the drag.
      return false
    default:
      return false
    }
  }
}
