/// The finger count a gesture runs with (libinput's `tp_gesture_handle_state`): a change
/// switches at once before anything is announced, and waits for the switch timeout once a
/// gesture started.
extension TouchpadGestureStateMachine {
  // Inlined: on most frames the count is the same, and this is one test.
  @inline(__always)
  mutating func handleFingerCount(_ active: Int, _ touches: TouchSet, at time: Int64) {
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
    } else if !started && state != .dragStart {
      // Nothing announced yet, nor a drag decided (which keeps its count as a started gesture
      // does, tp_gesture_debounce_finger_changes): switch at once, re-choosing the touches.
      fingerCount = active
      pendingFingerCount = 0
      if state == .unknown || state == .pointerMotion { handle(.reset, touches, at: time) }
    } else if active != pendingFingerCount {
      // A started gesture keeps its count for the switch timeout (a finger's bounce).
      pendingFingerCount = active
      switchDeadline = time + Self.switchTimeout
    }
  }
}
