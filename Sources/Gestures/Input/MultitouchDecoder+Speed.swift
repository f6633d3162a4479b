/// libinput's touch speed (`tp_process_state`, `tp_calculate_motion_speed`): each touch counts
/// its frames over 20 mm/s, which the touchpad stage's thumb rules read (``TouchpadThumb``).
extension MultitouchDecoder {
  /// `THUMB_IGNORE_SPEED_THRESHOLD`, mm/s.
  static let thumbSpeed = 20.0
  /// Frames over the speed a touch may count up to.
  static let speedCountCap: UInt8 = 15

  /// Each continuing touch's speed this frame, before new touches are judged: over the speed,
  /// its count goes up; under it or still, down. The speed needs four frames of the touch's
  /// motion history, which the finger count changing resets (that frame and the next).
  @inline(__always) mutating func updateSpeeds(historyReset: Bool) {
    guard let surface else { return }
    let interval = Double(frame.time - lastReportTime)
    for i in 0..<usedSlots {
      let s = slots[i]
      guard s.tracking != -1, s.committedTracking == s.tracking, !s.replaced else { continue }
      if historyReset {
        slots[i].speedHistory = 0
        slots[i].speedResetNext = true
      } else if s.speedResetNext {
        slots[i].speedHistory = 0
        slots[i].speedResetNext = false
      }
      slots[i].speedHistory = min(slots[i].speedHistory + 1, 4)
      guard s.dirty else {
        if s.speedExceeded > 0 { slots[i].speedExceeded -= 1 }
        continue
      }
      if slots[i].speedHistory >= 4 && s.role != .hovering && interval > 0 {
        let dx = surface.millimetres(x: s.x) - surface.millimetres(x: s.committedX)
        let dy = surface.millimetres(y: s.y) - surface.millimetres(y: s.committedY)
        let length = (dx * dx + dy * dy).squareRoot()
        // Kept for the jump detection, which measures the same motion later in the frame.
        slots[i].motionLength = length
        slots[i].motionLengthReport = frame.report
        slots[i].lastSpeed = length / interval * 1_000_000
      }
      if slots[i].lastSpeed > Self.thumbSpeed {
        slots[i].speedExceeded = min(s.speedExceeded + 1, Self.speedCountCap)
      } else if s.speedExceeded > 0 {
        slots[i].speedExceeded -= 1
      }
    }
  }
}
