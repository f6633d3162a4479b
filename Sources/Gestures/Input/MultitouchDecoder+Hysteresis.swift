/// libinput's touchpad hysteresis (`tp_init_hysteresis`, `tp_detect_wobbling`,
/// `tp_motion_hysteresis`, `evdev_hysteresis`). On a pad whose position axes have a fuzz, or
/// once one finger alone is seen wobbling right, left, right within 40 ms a step, a touch's
/// position stays where it was until it leaves an ellipse around it (the fuzz, else a quarter
/// of the resolution: 0.25 mm), then trails the finger by that margin. libinput keeps the
/// filtered position as the touch's own, and so does the decoder: taps' move threshold,
/// gestures' motion and the contacts' positions all see it. A touch's first position, and its
/// first after the finger count changed or it jumped, is taken as it comes.
extension MultitouchDecoder {
  /// The ellipse's half-axes in device units, and whether the filter is on from the start.
  static func hysteresisMargin(_ device: DeviceDescription) -> (x: Int32, y: Int32, on: Bool) {
    let x = device.absInfo[AbsCode.mtPositionX] ?? device.absInfo[AbsCode.x]
    let y = device.absInfo[AbsCode.mtPositionY] ?? device.absInfo[AbsCode.y]
    let fx = x?.fuzz ?? 0
    let fy = y?.fuzz ?? 0
    return (
      fx != 0 ? fx : (x?.resolution ?? 0) / 4, fy != 0 ? fy : (y?.resolution ?? 0) / 4,
      fx != 0 || fy != 0
    )
  }

  /// Slot `i`'s touch came down (`tp_begin_touch`): its position is the filter's centre.
  mutating func hysteresisBegins(_ i: Int) {
    slots[i].centerX = slots[i].x
    slots[i].centerY = slots[i].y
    slots[i].wobble = 0
    wobbleTime = frame.time
  }

  /// Slot `i`'s continuing touch, reported in this frame: the wobble watch, then the filter.
  /// `history` is how many points its motion history holds before this frame's
  /// (``MultitouchDecoder/motionHistory(_:historyReset:)``); `alone` that it is the only finger,
  /// as in the last frame; `motion` that some position changed in the frame.
  @inline(__always) mutating func applyHysteresis(
    _ i: Int, history: UInt8, alone: Bool, motion: Bool
  ) {
    if alone && !hysteresisOn && history > 0 { watchWobble(i, motion: motion) }
    guard hysteresisOn, history > 0 else {
      slots[i].centerX = slots[i].x
      slots[i].centerY = slots[i].y
      return
    }
    let (x, y) = Self.hysteresis(
      x: slots[i].x, y: slots[i].y, centerX: slots[i].centerX, centerY: slots[i].centerY,
      marginX: hysteresisMarginX, marginY: hysteresisMarginY)
    slots[i].x = x
    slots[i].y = y
    slots[i].centerX = x
    slots[i].centerY = y
  }

  /// `tp_detect_wobbling`: a step right after one left after one right, each within 40 ms of
  /// the last, turns the filter on for good. A step straight up or down, or a pause, starts
  /// the watch afresh.
  private mutating func watchWobble(_ i: Int, motion: Bool) {
    guard motion else {
      slots[i].wobble = 0
      return
    }
    // checked: Int32 coordinates, not floating point
    let dx = Int64(slots[i].committedX) - Int64(slots[i].x)
    // checked: Int32 coordinates
    let dy = Int64(slots[i].committedY) - Int64(slots[i].y)
    let interval = frame.time - wobbleTime
    wobbleTime = frame.time
    if (dx == 0 && dy != 0) || interval > 40_000 {
      slots[i].wobble = 0
      return
    }
    slots[i].wobble >>= 1
    if dx > 0 {
      slots[i].wobble |= 4
      if slots[i].wobble == 5 {
        hysteresisOn = true
        let mm = surface.map { $0.millimetres(x: hysteresisMarginX) - $0.millimetres(x: 0) } ?? 0
        note(
          "\"\(device.name)\" wobbles (a finger stepped right, left, right within 40 ms each): "
            + "its touches now trail the finger by \(FailureReason.mm(mm)) (libinput's hysteresis, "
            + "tp_detect_wobbling)")
      }
    }
  }

  /// `evdev_hysteresis`: inside the ellipse of half-axes `marginX`, `marginY` around the
  /// centre the centre; outside, the point moved back toward the centre by the ellipse's
  /// radius in its direction (truncated to whole units, as libinput's integer coordinates).
  static func hysteresis(
    x: Int32, y: Int32, centerX: Int32, centerY: Int32, marginX: Int32, marginY: Int32
  ) -> (Int32, Int32) {
    guard marginX > 0 && marginY > 0 else { return (x, y) }
    let dx = Double(Int64(x) - Int64(centerX))
    let dy = Double(Int64(y) - Int64(centerY))
    let a = Double(marginX)
    let b = Double(marginY)
    let normalized = (dx * dx / (a * a) + dy * dy / (b * b)).squareRoot()
    guard normalized > 1 else { return (centerX, centerY) }
    let distance = (dx * dx + dy * dy).squareRoot()
    let margin = distance / normalized
    let rx = (Double(x) - margin * dx / distance).rounded(.towardZero)
    let ry = (Double(y) - margin * dy / distance).rounded(.towardZero)
    return (Int32(clamping: rx), Int32(clamping: ry))
  }

  /// libinput's motion history for slot `i`'s continuing touch (`tp_motion_history_reset`,
  /// `_push`): how many points it holds before this frame's is pushed (0, 1, or 2 for more).
  /// The finger count changing empties it, in that frame and the next.
  @inline(__always) mutating func motionHistory(_ i: Int, historyReset: Bool) -> UInt8 {
    if historyReset {
      slots[i].history = 0
      slots[i].resetHistoryNext = true
    } else if slots[i].resetHistoryNext {
      slots[i].history = 0
      slots[i].resetHistoryNext = false
    }
    let h = slots[i].history
    slots[i].history = min(h &+ 1, 2)
    return h
  }
}
