/// `MT_TOOL_PALM`, from linux/input.h.
let mtToolPalm: Int32 = 2

extension MultitouchDecoder {
  @inlinable @inline(__always) mutating func absSlots(_ code: UInt16, _ value: Int32)
    throws(DecodeError)
  {
    switch code {
    case AbsCode.mtSlot:
      guard value >= 0 && Int(value) < slotCount else {
        throw DecodeError(
          "ABS_MT_SLOT \(value) is out of range: the device has slots 0…\(slotCount - 1)")
      }
      currentSlot = Int(value)
      if currentSlot >= usedSlots { usedSlots = currentSlot + 1 }
      return
    case AbsCode.mtTrackingID:
      try setTracking(value)
      return
    case AbsCode.mtPositionX:
      slots[currentSlot].x = value
      slots[currentSlot].knowsX = true
    case AbsCode.mtPositionY:
      slots[currentSlot].y = value
      slots[currentSlot].knowsY = true
    case AbsCode.mtPressure: slots[currentSlot].pressure = value
    case AbsCode.mtTouchMajor: slots[currentSlot].major = value
    case AbsCode.mtTouchMinor: slots[currentSlot].minor = value
    case AbsCode.mtToolType: slots[currentSlot].toolType = value
    default: return
    }
    slots[currentSlot].dirty = true
    slots[currentSlot].staleSinceDrop = false
  }

  @usableFromInline mutating func setTracking(_ value: Int32) throws(DecodeError) {
    let slot = currentSlot
    if value != -1 {
      for other in 0..<usedSlots where other != slot && slots[other].tracking == value {
        throw DecodeError(
          "tracking id \(value) set in slot \(slot) while still down in slot \(other)")
      }
      let committed = slots[slot].committedTracking
      if committed != -1 && value != committed { slots[slot].replaced = true }
    }
    if slots[slot].staleSinceDrop && value != slots[slot].committedTracking {
      // The contact was down at the drop and never heard from since: its lift was lost.
      slots[slot].liftLost = true
    }
    slots[slot].tracking = value
  }

  mutating func finishSlotsFrame(resync: Bool) {
    // libinput resets every touch's motion history when the finger count changes, and again
    // the frame after (tp_process_state): a jump is judged only against a previous point.
    var fingers = 0
    for i in 0..<usedSlots where slots[i].tracking != -1 { fingers += 1 }
    if isTouchpad && !frame.isBoundingBox && toolFingerCount > slotCount {
      // libinput's nfingers_down: the slots' touches, and a touch for each finger the
      // BTN_TOOL_* keys count beyond the slots (tp_process_fake_touches).
      fingers += toolFingerCount - slotCount
    } else {
      fingers = max(fingers, toolFingerCount)
    }
    let historyReset = fingers != historyFingers
    historyFingers = fingers
    defer {
      lastReportTime = frame.time
      lastTouchKey = touchKey
    }
    if rules.detectsThumbs { updateSpeeds(historyReset: historyReset) }
    // libinput's TOUCHPAD_EVENT_MOTION: some touch's position changed in this frame.
    var positionChanged = false
    if followsHysteresis {
      for i in 0..<usedSlots where slots[i].tracking != -1 && slots[i].dirty {
        if slots[i].x != slots[i].committedX || slots[i].y != slots[i].committedY {
          positionChanged = true
          break
        }
      }
    }
    for i in 0..<usedSlots {
      // An empty slot nothing was written to has nothing to report or commit.
      if slots[i].tracking == -1 && slots[i].committedTracking == -1 && !slots[i].dirty {
        continue
      }
      // The slot's fields are read in place, not from a copy of its state (a copy of the whole
      // slot, twice per slot and frame, was most of this loop's cost). Each branch reads them
      // before it changes them, so it sees the values the frame ends with.
      let old = slots[i].committedTracking
      let new = slots[i].tracking
      let replaced = slots[i].replaced
      // The rare cases (a lift, a new touch, a palm by its tool, a jump) out of line: the
      // loop stays small enough for the compiler to keep a continuing touch's work in it.
      if old != -1 && (new == -1 || replaced) { endTouch(i, replaced: replaced, resync: resync) }
      if new != -1 && (old == -1 || replaced) {
        beginTouch(i, historyReset: historyReset)
      } else if new != -1 && slots[i].unplaced {
        if slots[i].knowsX && slots[i].knowsY && !slots[i].palm {
          slots[i].unplaced = false
          touchDown(i)
        }
      } else if new != -1 && !slots[i].palm {
        if slots[i].toolType == mtToolPalm {
          palmByTool(i)
        } else if judges
          && (slots[i].role != .finger || slots[i].pressure != slots[i].committedPressure
            || slots[i].major != slots[i].committedMajor
            || slots[i].minor != slots[i].committedMinor
            || (touchesByKey && touchKey != lastTouchKey))
          && rejudge(i)
        {
          // A finger stops being one only by its pressure or size (libinput, too, judges only
          // touches that changed; edges and thumbs are judged when a touch begins); the others
          // are judged every frame (an edge palm's release depends on the other fingers).
          // The role changed: the old contact ended and a new one came down, both appended.
        } else {
          let dirty = slots[i].dirty
          if slots[i].jailed && dirty && !jailHolds(i) { slots[i].jailed = false }
          let history = motionHistory(i, historyReset: historyReset)
          let jump = detectsJumps ? judgeJump(i, history: history) : nil
          if followsHysteresis && dirty {
            applyHysteresis(
              i, history: jump == nil ? history : 0, alone: fingers == 1 && !historyReset,
              motion: positionChanged)
          }
          if let jump {
            reportJump(i, jump)
          } else {
            let moved =
              dirty
              && (slots[i].x != slots[i].committedX || slots[i].y != slots[i].committedY
                || slots[i].pressure != slots[i].committedPressure
                || slots[i].major != slots[i].committedMajor
                || slots[i].minor != slots[i].committedMinor)
            // Committed before the contact is made (which reads no committed value): beside
            // the hysteresis's writes, one uniqueness check of `slots` serves both.
            slots[i].commit()
            frame.contacts.append(
              contact(slots[i], slot: i, committed: false, phase: moved ? .moved : .stationary))
            continue
          }
        }
      }
      slots[i].commit()
    }
  }

  /// Slot `i`'s touch ended (lifted, or replaced by another tracking id): reported up, or
  /// cancelled when the lift was lost, unless it was a palm or unplaced.
  @inline(never) private mutating func endTouch(_ i: Int, replaced: Bool, resync: Bool) {
    if !slots[i].palm && !slots[i].unplaced {
      // A lift seen only across a drop lost its real moment: cancelled, not up.
      let lost = resync || slots[i].liftLost
      if lost { frame.cancellation = .lostLift }
      frame.contacts.append(
        contact(slots[i], slot: i, committed: replaced, phase: lost ? .cancelled : .up))
    }
    slots[i].palm = false
    slots[i].unplaced = false
    slots[i].staleSinceDrop = false
    slots[i].liftLost = false
  }

  /// A new tracking id in slot `i`: a new touch, reported down unless it is a palm by its
  /// tool or has no position yet.
  @inline(never) private mutating func beginTouch(_ i: Int, historyReset: Bool) {
    slots[i].palm = slots[i].toolType == mtToolPalm
    slots[i].staleSinceDrop = false
    // Values are sent only when they change: a slot that never had a position before the
    // trace began has none to inherit. Such a finger is counted, not placed.
    slots[i].unplaced = !(slots[i].knowsX && slots[i].knowsY)
    slots[i].history = 1
    slots[i].resetHistoryNext = historyReset
    slots[i].lastMotion = 0
    slots[i].speedHistory = 1
    slots[i].speedResetNext = historyReset
    slots[i].lastSpeed = 0
    slots[i].speedExceeded = 0
    if !slots[i].palm && !slots[i].unplaced { touchDown(i) }
  }

  /// Slot `i`'s continuing touch turned into a palm by its tool type: cancelled.
  @inline(never) private mutating func palmByTool(_ i: Int) {
    slots[i].palm = true
    frame.cancellation = .palm
    frame.contacts.append(contact(slots[i], slot: i, committed: false, phase: .cancelled))
  }

  /// Slot `i`'s continuing touch jumped `jump` mm: libinput drops the jump's motion, so the
  /// contact ends where it was and a new one goes on from where the hardware says (no gesture
  /// takes the jump as motion).
  @inline(never) private mutating func reportJump(_ i: Int, _ jump: Double) {
    frame.cancellation = .jumped
    frame.contacts.append(contact(slots[i], slot: i, committed: true, phase: .cancelled))
    slots[i].contactID = nextContactID
    nextContactID += 1
    slots[i].firstX = slots[i].x
    slots[i].firstY = slots[i].y
    var c = contact(slots[i], slot: i, committed: false, phase: .down)
    c.reason = .jumped(millimetres: jump)
    frame.contacts.append(c)
  }

  /// The fingers a touchpad with true slots (not semi-MT: single-touch to libinput, its
  /// fingers the keys' count, `tp_init_slots`) counts beyond its slots, placed in none:
  /// libinput's fake touches (`tp_process_fake_touches`), one for each finger the BTN_TOOL_*
  /// keys count beyond the slots, none when the count fits the slots (`tp_fake_finger_count`):
  /// a finger the keys count is a slot's touch first, so one that lands in a slot later is not
  /// counted twice. They touch while a slot's touch does, a palm's too (`tp_unhover_pressure`'s
  /// `real_fingers_down`, which begins the hovering touches up to the keys' count), or on a pad
  /// judged by `BTN_TOUCH` while the key is down (`tp_unhover_fake_touches`). They take the
  /// top-most touch's pressure (`tp_position_fake_touches`): a palm by pressure
  /// (`tp_palm_detect_pressure_triggered`, which sticks until they end), they are no fingers.
  ///
  /// In line, for the usual pad whose keys count no more fingers than its slots.
  @inline(__always) mutating func fakeFingers() -> Int {
    guard toolFingerCount > slotCount else {
      fakePalm = false
      return 0
    }
    return fakeFingersBeyondSlots()
  }

  private mutating func fakeFingersBeyondSlots() -> Int {
    var slotTouching = false
    // The top-most touch's position and pressure (not a copy of its whole slot).
    var topmost: (y: Int32, pressure: Int32)?
    for i in 0..<usedSlots where slots[i].committedTracking != -1 {
      slotTouching = slotTouching || slots[i].palm || slots[i].role != .hovering
      let y = slots[i].y
      if topmost.map({ y < $0.y }) ?? true { topmost = (y, slots[i].pressure) }
    }
    guard touchesByKey ? touchKey : slotTouching else {
      fakePalm = false
      return 0
    }
    if let t = rules.palmPressure, let top = topmost, top.pressure > t { fakePalm = true }
    return fakePalm ? 0 : toolFingerCount - slotCount
  }

  // In line in its one caller, as applyHysteresis and updateSpeeds: a call per touch
  // and frame, and each its own uniqueness check of `slots`, cost more than their work.
  /// libinput's `tp_detect_jumps` for slot `i`'s continuing touch: a motion of more than 20 mm
  /// in a frame, or 7 mm more than the frame before (both per 12 ms, frames at most 30 ms
  /// apart), is a jump. Returns the jump's length in mm, or nil.
  @inline(__always) mutating func judgeJump(_ i: Int, history: UInt8) -> Double? {
    guard slots[i].dirty, let surface else { return nil }
    guard history > 0 else {
      slots[i].lastMotion = 0
      return nil
    }
    let interval = frame.time - lastReportTime
    // Frames more than 2.5 × 12 ms apart are irregular: no judgement.
    guard interval > 0 && interval <= 30_000 else { return nil }
    let length: Double
    if slots[i].motionLengthReport == frame.report {
      // The speed measured this motion already (updateSpeeds: the same positions, as nothing
      // before this moves a continuing touch), the same way.
      length = slots[i].motionLength
    } else {
      let dx = surface.millimetres(x: slots[i].x) - surface.millimetres(x: slots[i].committedX)
      let dy = surface.millimetres(y: slots[i].y) - surface.millimetres(y: slots[i].committedY)
      length = (dx * dx + dy * dy).squareRoot()
    }
    let motion = length * 12_000 / Double(interval)
    let increase = motion - slots[i].lastMotion
    slots[i].lastMotion = motion
    guard motion > 20 || increase > 7 else { return nil }
    // The history starts again from the jump's point.
    slots[i].history = 1
    return length
  }

  /// A new contact in slot `i`: judged, given an id, reported down.
  mutating func touchDown(_ i: Int) {
    let judged = judges ? judge(i, continuing: false) : (ContactRole.finger, nil)
    setRole(i, judged.0, judged.1)
    slots[i].jailed = judged.0 == .finger && landsAlone(i) && jailHolds(i)
    slots[i].firstX = slots[i].x
    slots[i].firstY = slots[i].y
    slots[i].contactID = nextContactID
    nextContactID += 1
    frame.contacts.append(contact(slots[i], slot: i, committed: false, phase: .down))
    if followsHysteresis { hysteresisBegins(i) }
  }

  /// Judges slot `i`'s continuing contact again; when its role changed, ends the old contact
  /// (a finger that became a palm is cancelled, anything else lifts) and reports the new one.
  mutating func rejudge(_ i: Int) -> Bool {
    let (role, reason) = judge(i, continuing: true)
    guard role != slots[i].role else {
      // A finger stays one, its reason nil: no write, and no uniqueness check of `slots`.
      if reason != nil || slots[i].reason != nil { slots[i].reason = reason }
      return false
    }
    let becamePalm = slots[i].role == .finger && role == .palm
    if becamePalm { frame.cancellation = .becamePalm }
    // A hovering touch landing or a touch letting up: libinput's tp_begin_touch and
    // tp_end_touch start the touch's speed count again (before tp_process_state counts this
    // frame), so a thumb is not judged by how fast it moved while it hovered.
    if (slots[i].role == .hovering) != (role == .hovering) {
      slots[i].speedExceeded = slots[i].dirty && slots[i].lastSpeed > Self.thumbSpeed ? 1 : 0
    }
    frame.contacts.append(
      contact(slots[i], slot: i, committed: false, phase: becamePalm ? .cancelled : .up))
    setRole(i, role, reason)
    slots[i].contactID = nextContactID
    nextContactID += 1
    frame.contacts.append(contact(slots[i], slot: i, committed: false, phase: .down))
    return true
  }

  /// True when no other touch is on the pad as slot `i`'s lands (libinput's `nfingers_down`
  /// of 1: palms count, hovering touches not).
  func landsAlone(_ i: Int) -> Bool {
    for j in 0..<usedSlots where j != i && slots[j].tracking != -1 && !slots[j].unplaced {
      if slots[j].palm || slots[j].role != .hovering { return false }
    }
    return true
  }

  /// The jailed-thumb predicate (``TouchpadThumb/needsJail(y:upper:lower:measures:sized:count:)``)
  /// for slot `i`'s touch now, on a pad that detects thumbs.
  func jailHolds(_ i: Int) -> Bool {
    guard rules.detectsThumbs, let upper = frame.upperThumbLine, let lower = frame.lowerThumbLine
    else { return false }
    let s = slots[i]
    let y = position(s.x, s.y).y
    let sized =
      frame.measuresThumbs && thumbSized(pressure: s.pressure, major: s.major, minor: s.minor, y: y)
    return TouchpadThumb.needsJail(
      y: y, upper: upper, lower: lower, measures: frame.measuresThumbs, sized: sized,
      count: s.speedExceeded)
  }

  mutating func setRole(_ i: Int, _ role: ContactRole, _ reason: ContactReason?) {
    slots[i].roleSince = frame.time
    slots[i].role = role
    slots[i].reason = reason
    slots[i].sticky = role == .thumb || (role == .palm && reason != .edge)
  }
}
