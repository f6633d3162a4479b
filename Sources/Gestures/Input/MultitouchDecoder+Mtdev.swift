/// libinput 1.31's mtdev plugin (`libinput-plugin-mtdev.c`, `mtdev_plugin_device_new`) for a
/// protocol-A touchpad: the contacts each frame lists are matched with the last frame's
/// (``matchReports()``, mtdev's matching), and each goes on in one of ten slots with a tracking
/// id of its own. The touchpad is then a slotted one to libinput (`tp_init_slots`: `has_mt`,
/// ten slots), its touches judged as any slotted pad's: by pressure or touch size, not by
/// `BTN_TOUCH` or `ABS_PRESSURE` (libinput 1.22 took such a pad as single-touch).
extension MultitouchDecoder {
  /// `mtdev_plugin_device_new`'s pretended `ABS_MT_SLOT` range: 0…9.
  static let mtdevSlotCount = 10

  /// Turns the protocol-A frame collected so far into slot values, as the events mtdev would
  /// send for it: a lifted contact's slot gets tracking id -1, a new contact the lowest free
  /// slot and the next id, and a continuing one the values that changed.
  mutating func slotReports() {
    defer {
      reportCount = 0
      frameHasMultitouchData = false
    }
    guard closeReportFrame() else { return }
    matchReports()
    var i = 0
    while i < reportActive.count {
      let slot = reportActive[i].slot
      let j = matchOld[i]
      if j == -1 {
        slots[slot].tracking = -1
      } else {
        reportActive[i].entry = reportEntries[j]
        setSlot(slot, to: reportEntries[j])
      }
      i += 1
    }
    dropUnmatchedReports()
    for j in 0..<reportCount where matchNew[j] == -1 {
      guard let slot = slots.indices.first(where: { slots[$0].tracking == -1 }) else { break }
      // mtdev's tracking ids count up from 0 and wrap at ABS_MT_TRACKING_ID's maximum.
      slots[slot].tracking = mtdevTracking
      usedSlots = max(usedSlots, slot + 1)
      mtdevTracking = mtdevTracking == 65_535 ? 0 : mtdevTracking + 1
      slots[slot].knowsX = true
      slots[slot].knowsY = true
      slots[slot].dirty = true
      slots[slot].x = reportEntries[j].x
      slots[slot].y = reportEntries[j].y
      slots[slot].pressure = reportEntries[j].pressure
      slots[slot].major = reportEntries[j].major
      slots[slot].minor = reportEntries[j].minor
      reportActive.append(
        ReportContact(id: 0, slot: slot, entry: reportEntries[j], role: .finger, reason: nil))
    }
  }

  /// A continuing contact's values, each marked only when it changed (libevdev drops a value
  /// equal to the last).
  private mutating func setSlot(_ slot: Int, to e: ReportEntry) {
    let s = slots[slot]
    if s.x != e.x || s.y != e.y || s.pressure != e.pressure || s.major != e.major
      || s.minor != e.minor
    {
      slots[slot].x = e.x
      slots[slot].y = e.y
      slots[slot].pressure = e.pressure
      slots[slot].major = e.major
      slots[slot].minor = e.minor
      slots[slot].dirty = true
      slots[slot].staleSinceDrop = false
    }
  }
}
