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
  @inline(__always)
  func isFinger(_ i: Int, _ t: TrackedTouch) -> Bool {
    // With no pin (``mayBePinned`` false) every pin is -1: the table is not read (a read of it
    // here copies all of it).
    guard t.isDown, !thumb.ignoredForGesture(t.id),
      i >= 16 || (mayBePinned ? pinnedIDs[i] != t.id : t.id != -1)
    else {
      return false
    }
    guard let top = buttonAreaTop, t.startY >= top, i < 16 else { return true }
    return releasedFromButtonArea & (1 << UInt16(i)) != 0
  }

  /// The fingers of a gesture down now, and their centroid (``fingersCentroid(_:)``), in one
  /// pass. Inlined, as the geometry below: a call would copy the whole machine to pass it.
  @inline(__always)
  func fingers(_ touches: TouchSet) -> (count: Int, centroid: Point) {
    var sum = Point.zero
    var n = 0
    for (i, t) in touches.all.enumerated() where isFinger(i, t) {
      sum = sum + Point(x: t.x, y: t.y)
      n += 1
    }
    guard n > 0 else { return (0, Self.centroid(touches)) }
    let d = Double(n)
    return (n, Point(x: sum.x / d, y: sum.y / d))
  }

  /// Releases the touches in the button area that moved out of it or 5 mm within it. Inlined:
  /// most frames end at its first test or its second.
  @inline(__always)
  mutating func updateButtonArea(_ touches: TouchSet) {
    guard let top = buttonAreaTop else { return }
    // The same touches as when none rested in the area (most frames): none rests there now.
    let last = touches.all.last?.id ?? -1
    if let c = buttonAreaClear, c.count == touches.all.count, c.lastID == last, c.top == top {
      return
    }
    releaseFromButtonArea(touches, top: top, last: last)
  }

  /// ``updateButtonArea(_:)``'s pass over the touches, when one may rest in the area.
  @inline(never)
  private mutating func releaseFromButtonArea(_ touches: TouchSet, top: Double, last: Int) {
    var resting = false
    defer { buttonAreaClear = resting ? nil : (touches.all.count, last, top) }
    for (i, t) in touches.all.enumerated()
    where i < 16 && t.isDown && t.startY >= top && releasedFromButtonArea & (1 << UInt16(i)) == 0 {
      guard t.y < top || t.distance > Self.buttonAreaMove else {
        resting = true
        continue
      }
      for (j, u) in touches.all.enumerated()
      where j < 16 && u.isDown && u.startY >= top
        && (j == i || abs(u.startTime - t.startTime) <= Self.buttonAreaTogether)
      {
        releasedFromButtonArea |= 1 << UInt16(j)
      }
    }
  }

  /// The centroid of the fingers (the thumb and resting button-area touches left out): the
  /// frame's (``frameCentroid``) while it holds.
  @inline(__always)
  func fingersCentroid(_ touches: TouchSet) -> Point {
    if let c = frameCentroid { return c }
    var sum = Point.zero
    var n = 0.0
    for (i, t) in touches.all.enumerated() where isFinger(i, t) {
      sum = sum + Point(x: t.x, y: t.y)
      n += 1
    }
    return n > 0 ? Point(x: sum.x / n, y: sum.y / n) : Self.centroid(touches)
  }

  /// `tp_gesture_thumb_moved`, from `tp_gesture_post_events`: within the pinch timeout of the
  /// fingers' detection, a thumb that is a finger of the gesture and moved 1.5 mm from where
  /// it was then is no thumb after all ("the thumb tends to move slower than the finger, so we
  /// may suppress it too early"): `tp_thumb_reset`. Followed for the two touches libinput
  /// follows, whose detection point it keeps (`gesture.initial`); for another touch libinput
  /// reads a point it kept from an earlier gesture, which this does not.
  @inline(__always)  // most frames have no thumb: one test
  mutating func resetMovedThumb(_ touches: TouchSet, at time: Int64) {
    guard thumb.id != -1, time < initialTime + Self.pinchTimeout,
      let i = touches.index(of: thumb.id), isFinger(i, touches.all[i])
    else { return }
    let initial: Point
    if thumb.id == firstID {
      initial = firstInitial
    } else if thumb.id == secondID {
      initial = secondInitial
    } else {
      return
    }
    let t = touches.all[i]
    let moved = Point(x: abs(t.x - initial.x), y: abs(t.y - initial.y))
    if moved.length >= Self.pinchDisambiguationMoveThreshold {
      thumb.reset()
      frameCentroid = nil  // the thumb is a finger now
    }
  }
}
