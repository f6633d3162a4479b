/// libinput's touch speed and its speed-based thumb rule (`tp_process_state`,
/// `tp_calculate_motion_speed`, `tp_thumb_update_multifinger`): a touch that comes down while
/// another has been moving faster than 20 mm/s for more than 5 frames, and far from it (the two
/// lowest touches more than 35 mm apart across or 25 mm up or down), is a thumb.
extension MultitouchDecoder {
  /// `THUMB_IGNORE_SPEED_THRESHOLD`, mm/s.
  static let thumbSpeed = 20.0
  /// Frames over the speed a touch may count up to, and how many make a new touch a thumb.
  static let speedCountCap: UInt8 = 15
  static let speedCountThumb: UInt8 = 5
  /// `SCROLL_MM_X`, `SCROLL_MM_Y`: closer than this, two touches may scroll together.
  static let scrollApartX = 35.0
  static let scrollApartY = 25.0

  /// Each continuing touch's speed this frame, before new touches are judged: over the speed,
  /// its count goes up; under it or still, down. The speed needs four frames of the touch's
  /// motion history, which the finger count changing resets (that frame and the next).
  mutating func updateSpeeds(historyReset: Bool) {
    guard let surface else { return }
    let interval = Double(frame.time - lastReportTime)
    for i in slots.indices {
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
        slots[i].lastSpeed = (dx * dx + dy * dy).squareRoot() / interval * 1_000_000
      }
      if slots[i].lastSpeed > Self.thumbSpeed {
        slots[i].speedExceeded = min(s.speedExceeded + 1, Self.speedCountCap)
      } else if s.speedExceeded > 0 {
        slots[i].speedExceeded -= 1
      }
    }
  }

  /// The speed-based thumb rule for slot `i`'s touch coming down: the fastest touch's count
  /// (the touch itself included) when it makes the touch a thumb, or nil. Only while no other
  /// touch is a thumb, with two touches or more down.
  func speedThumbCount(_ i: Int) -> UInt8? {
    var down = 1
    var fastest: UInt8 = slots[i].speedExceeded
    var lowest = position(slots[i].x, slots[i].y)
    var second: Point?
    for j in slots.indices where j != i && slots[j].committedTracking != -1 {
      let o = slots[j]
      guard o.tracking != -1, !o.unplaced, o.role != .hovering else { continue }
      if o.role == .thumb { return nil }
      down += 1
      fastest = max(fastest, o.speedExceeded)
      let p = position(o.x, o.y)
      if p.y > lowest.y {
        second = lowest
        lowest = p
      } else if second == nil || p.y > second!.y {
        second = p
      }
    }
    guard down >= 2, fastest > Self.speedCountThumb, let second else { return nil }
    let apartX = abs(lowest.x - second.x)
    let apartY = abs(lowest.y - second.y)
    return apartX > Self.scrollApartX || apartY > Self.scrollApartY ? fastest : nil
  }
}
