extension MultitouchDecoder {
  /// Ends every active contact as `cancelled` (the device went away or the source stopped) and
  /// returns true when there was one, with the frame in ``frame``.
  public mutating func cancelAll(at time: Int64, because cause: CancellationCause = .deviceRemoved)
    -> Bool
  {
    frame.contacts.removeAll(keepingCapacity: true)
    frame.time = time
    frame.cancellation = cause
    for i in slots.indices
    where slots[i].committedTracking != -1 && !slots[i].palm && !slots[i].unplaced {
      frame.contacts.append(contact(slots[i], slot: i, committed: true, phase: .cancelled))
    }
    // A protocol-A touchpad's contacts are its slots' (cancelled above).
    for c in reportActive where !reportsAsSlots {
      frame.contacts.append(reportContact(c, phase: .cancelled))
    }
    if single.committedTracking != -1 {
      frame.contacts.append(contact(single, slot: 0, committed: true, phase: .cancelled))
    }
    for i in slots.indices {
      slots[i].tracking = -1
      slots[i].committedTracking = -1
      slots[i].palm = false
      slots[i].staleSinceDrop = false
      slots[i].liftLost = false
    }
    reportActive.removeAll(keepingCapacity: true)
    single.tracking = -1
    single.committedTracking = -1
    toolKeys = 0
    frame.buttons = []
    frame.click = []
    softButtons.reset()
    clickPending = false
    lastButtons = []
    lastFingerCount = 0
    fakePalm = false
    frame.fingerCount = 0
    return !frame.contacts.isEmpty
  }
}
