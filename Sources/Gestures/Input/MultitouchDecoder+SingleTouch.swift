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

  mutating func finishSingleFrame(resync: Bool) {
    let s = single
    if s.committedTracking != -1 && s.tracking == -1 {
      if resync { frame.cancellation = .lostLift }
      frame.contacts.append(contact(s, slot: 0, committed: false, phase: resync ? .cancelled : .up))
    } else if s.committedTracking == -1 && s.tracking != -1 {
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
