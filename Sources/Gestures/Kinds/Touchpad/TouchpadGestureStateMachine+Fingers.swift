/// Which touches are fingers of a gesture (libinput's `tp_touch_active_for_gesture`): not a
/// suppressed thumb (`tp_thumb_ignored_for_gesture`), not pinned by a clickpad's press, and not
/// a touch resting in a clickpad's bottom button area (`tp_button_touch_active`).
extension TouchpadGestureStateMachine {
  /// libinput's soft-button rule: a touch that lands in the bottom button area is a finger
  /// once it moves into the main area or 5 mm from where it landed, and so is every touch
  /// that landed in the area within 80 ms of it (`tp_button_bottom_handle_event`,
  /// `tp_button_check_for_movement`, `tp_button_release_other_bottom_touches`).
  static let buttonAreaMove = 5.0
  static let buttonAreaTogether: Int64 = 80_000

  /// True when touch `i` (an index into `touches.all`) is a finger of a gesture.
  func isFinger(_ i: Int, _ t: TrackedTouch) -> Bool {
    guard t.isDown, !thumb.ignoredForGesture(t.id), i >= 16 || pinnedIDs[i] != t.id else {
      return false
    }
    guard let top = buttonAreaTop, t.startY >= top, i < 16 else { return true }
    return releasedFromButtonArea & (1 << UInt16(i)) != 0
  }

  /// The fingers of a gesture down now.
  func fingerCount(_ touches: TouchSet) -> Int {
    var n = 0
    for (i, t) in touches.all.enumerated() where isFinger(i, t) { n += 1 }
    return n
  }

  /// Releases the touches in the button area that moved out of it or 5 mm within it.
  mutating func updateButtonArea(_ touches: TouchSet) {
    guard let top = buttonAreaTop else { return }
    for (i, t) in touches.all.enumerated()
    where i < 16 && t.isDown && t.startY >= top && releasedFromButtonArea & (1 << UInt16(i)) == 0 {
      guard t.y < top || t.distance > Self.buttonAreaMove else { continue }
      for (j, u) in touches.all.enumerated()
      where j < 16 && u.isDown && u.startY >= top
        && (j == i || abs(u.startTime - t.startTime) <= Self.buttonAreaTogether)
      {
        releasedFromButtonArea |= 1 << UInt16(j)
      }
    }
  }

  /// The centroid of the fingers (the thumb and resting button-area touches left out).
  func fingersCentroid(_ touches: TouchSet) -> Point {
    var sum = Point.zero
    var n = 0.0
    for (i, t) in touches.all.enumerated() where isFinger(i, t) {
      sum = sum + Point(x: t.x, y: t.y)
      n += 1
    }
    return n > 0 ? Point(x: sum.x / n, y: sum.y / n) : Self.centroid(touches)
  }
}
