/// libinput pins every touch when a clickpad is pressed, so that the pressing finger does not
/// move the pointer: a pinned touch is no finger of a gesture until it moves 1.5 mm from where
/// it was pinned (`tp_pin_fingers`, `tp_unpin_finger`, called from `tp_process_state` before
/// `tp_gesture_handle_state`). A press therefore ends the gesture the fingers were making, not
/// cancelled (`tp_gesture_stop`: no finger is active), and they start over once they move on.
extension TouchpadGestureStateMachine {
  /// `tp_unpin_finger`: a pinned touch moving this far (mm) from its pin is a finger again.
  static let unpinDistance = 1.5

  /// Unpins the touches that moved away or lifted, then pins every touch down when a clickpad's
  /// button went down in this frame. Inlined: most frames have no pin and press nothing.
  @inline(__always)
  mutating func pinForPress(_ touches: TouchSet, frame: TouchFrame) {
    let pressed = frame.isClickpad && !frame.buttons.subtracting(lastButtons).isEmpty
    if mayBePinned || pressed { pin(touches, pressed: pressed) }
    lastButtons = frame.buttons
  }

  /// ``pinForPress(_:frame:)`` when a touch is pinned or a press pins them.
  @inline(never)
  private mutating func pin(_ touches: TouchSet, pressed: Bool) {
    if mayBePinned {
      for i in 0..<min(touches.all.count, 16) where pinnedIDs[i] != -1 {
        let t = touches.all[i]
        let c = pinCenters[i]
        if t.id != pinnedIDs[i] || !t.isDown
          || (Point(x: t.x, y: t.y) - c).length >= Self.unpinDistance
        {
          pinnedIDs[i] = -1
        }
      }
      mayBePinned = false
      for i in 0..<16 where pinnedIDs[i] != -1 { mayBePinned = true }
    }
    guard pressed else { return }
    for i in 0..<min(touches.all.count, 16) where touches.all[i].isDown {
      pinnedIDs[i] = touches.all[i].id
      pinCenters[i] = Point(x: touches.all[i].x, y: touches.all[i].y)
      mayBePinned = true
    }
  }
}
