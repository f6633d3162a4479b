extension MultitouchDecoder {
  @usableFromInline mutating func absSingle(_ code: UInt16, _ value: Int32) {
    switch code {
    case AbsCode.x: single.x = value
    case AbsCode.y: single.y = value
    case AbsCode.pressure: single.pressure = value
    default: return
    }
    single.dirty = true
  }

  /// The single contact's role: hovering while `ABS_PRESSURE` is below the touch threshold
  /// (libinput judges single-touch touchpads by it, whatever BTN_TOOL_* says).
  mutating func singleRole(continuing: Bool) -> (ContactRole, ContactReason?) {
    let engaged = continuing && single.role == .finger
    guard let below = rules.pressure?.pressureBelow(single.pressure, engaged: engaged) else {
      return (.finger, nil)
    }
    return (.hovering, below)
  }

  mutating func finishSingleFrame(resync: Bool) {
    let s = single
    if s.committedTracking != -1 && s.tracking == -1 {
      if resync { frame.cancellation = .lostLift }
      frame.contacts.append(contact(s, slot: 0, committed: false, phase: resync ? .cancelled : .up))
    } else if s.committedTracking == -1 && s.tracking != -1 {
      (single.role, single.reason) = singleRole(continuing: false)
      single.contactID = nextContactID
      nextContactID += 1
      frame.contacts.append(contact(single, slot: 0, committed: false, phase: .down))
    } else if s.tracking != -1, judges, case let (role, reason) = singleRole(continuing: true),
      role != s.role
    {
      frame.contacts.append(contact(s, slot: 0, committed: false, phase: .up))
      single.role = role
      single.reason = reason
      single.contactID = nextContactID
      nextContactID += 1
      frame.contacts.append(contact(single, slot: 0, committed: false, phase: .down))
    } else if s.tracking != -1 {
      let moved =
        s.dirty && (s.x != s.committedX || s.y != s.committedY || s.pressure != s.committedPressure)
      frame.contacts.append(
        contact(s, slot: 0, committed: false, phase: moved ? .moved : .stationary))
    }
    single.commit()
  }
}
