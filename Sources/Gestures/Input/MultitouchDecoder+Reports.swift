/// One contact as a protocol-A frame lists it (the values between two `SYN_MT_REPORT`s).
struct ReportEntry {
  var x: Int32 = 0
  var y: Int32 = 0
  var pressure: Int32 = 0
  var major: Int32 = 0
  var minor: Int32 = 0
  var tracking: Int32 = -1
  var hasX = false
  var hasY = false
  var hasData = false
}

/// A protocol-A contact that is down, as of the last frame.
struct ReportContact {
  var id: Int
  var slot: Int
  var entry: ReportEntry
  var role = ContactRole.finger
  var reason: ContactReason?
}

extension MultitouchDecoder {
  @usableFromInline mutating func absReports(_ code: UInt16, _ value: Int32) {
    switch code {
    case AbsCode.mtPositionX:
      pendingEntry.x = value
      pendingEntry.hasX = true
    case AbsCode.mtPositionY:
      pendingEntry.y = value
      pendingEntry.hasY = true
    case AbsCode.mtPressure: pendingEntry.pressure = value
    case AbsCode.mtTouchMajor: pendingEntry.major = value
    case AbsCode.mtTouchMinor: pendingEntry.minor = value
    case AbsCode.mtTrackingID: pendingEntry.tracking = value
    case AbsCode.mtWidthMajor, AbsCode.mtWidthMinor, AbsCode.mtOrientation, AbsCode.mtToolType,
      AbsCode.mtBlobID, AbsCode.mtDistance:
      break
    case AbsCode.pressure:
      // The device's own pressure: what judges a protocol-A touchpad's touches (libinput).
      devicePressure = value
      return
    default:
      return
    }
    pendingEntry.hasData = true
    frameHasMultitouchData = true
  }

  @usableFromInline mutating func closeReportEntry() throws(DecodeError) {
    frameHasMultitouchData = true
    defer { pendingEntry = ReportEntry() }
    // An entry without a position carries no contact (an empty SYN_MT_REPORT ends them all).
    guard pendingEntry.hasX && pendingEntry.hasY else { return }
    guard reportCount < reportEntries.count else {
      throw DecodeError(
        "more than \(Self.maximumContacts) contacts in one protocol-A frame (SYN_MT_REPORT)")
    }
    reportEntries[reportCount] = pendingEntry
    reportCount += 1
  }

  mutating func finishReportsFrame(resync: Bool) {
    defer {
      reportCount = 0
      frameHasMultitouchData = false
    }
    guard closeReportFrame() else {
      for c in reportActive { frame.contacts.append(reportContact(c, phase: .stationary)) }
      return
    }
    matchReports()
    emitReports(resync: resync)
  }

  /// Ends the frame's entries (a device may leave out the SYN_MT_REPORT after its last
  /// contact) and returns whether the frame changes the contacts: false for a frame of keys
  /// only while the touch key stays down, whose contacts stay as they were; a frame of keys only
  /// that lets the key go lifts them all.
  mutating func closeReportFrame() -> Bool {
    if pendingEntry.hasX && pendingEntry.hasY && reportCount < reportEntries.count {
      reportEntries[reportCount] = pendingEntry
      reportCount += 1
    }
    pendingEntry = ReportEntry()
    if !frameHasMultitouchData {
      guard touchKeyReleasedInFrame || !touchKey else { return false }
      reportCount = 0
    }
    return true
  }

  /// Pairs this frame's entries with last frame's contacts: same tracking id first, then the
  /// closest remaining pairs in millimetres, greedily.
  mutating func matchReports() {
    let oldCount = reportActive.count
    for i in 0..<oldCount { matchOld[i] = -1 }
    for j in 0..<reportCount { matchNew[j] = -1 }
    for i in 0..<oldCount where reportActive[i].entry.tracking != -1 {
      for j in 0..<reportCount
      where matchNew[j] == -1 && reportEntries[j].tracking == reportActive[i].entry.tracking {
        matchOld[i] = j
        matchNew[j] = i
        break
      }
    }
    while true {
      var best = Double.infinity
      var bestOld = -1
      var bestNew = -1
      for i in 0..<oldCount where matchOld[i] == -1 {
        let o = reportActive[i].entry
        for j in 0..<reportCount where matchNew[j] == -1 {
          let n = reportEntries[j]
          // A tracking id that differs is a different finger, however close.
          if o.tracking != -1 && n.tracking != -1 { continue }
          let d = distanceSquared(o, n)
          if d < best {
            best = d
            bestOld = i
            bestNew = j
          }
        }
      }
      guard bestOld >= 0 else { break }
      matchOld[bestOld] = bestNew
      matchNew[bestNew] = bestOld
    }
  }

  private func distanceSquared(_ a: ReportEntry, _ b: ReportEntry) -> Double {
    // checked: Int32 raw coordinates, not floating point
    let dx = Double(Int64(a.x) - Int64(b.x)) / (surface?.unitsPerMillimetreX ?? 1)
    // checked: Int32 raw coordinates
    let dy = Double(Int64(a.y) - Int64(b.y)) / (surface?.unitsPerMillimetreY ?? 1)
    return dx * dx + dy * dy
  }

  /// The role of every protocol-A contact this frame: hovering while the device's
  /// `ABS_PRESSURE` is below the touch threshold (``ContactRules/pressure``), else finger.
  private mutating func reportsRole() -> (ContactRole, ContactReason?) {
    guard let p = rules.pressure else { return (.finger, nil) }
    let below = p.pressureBelow(devicePressure, engaged: reportsEngaged)
    reportsEngaged = below == nil
    return below == nil ? (.finger, nil) : (.hovering, below)
  }

  private mutating func emitReports(resync: Bool) {
    let (role, reason) = reportsRole()
    // Lifts first, so their slots are free for this frame's new contacts.
    var i = 0
    while i < reportActive.count {
      let j = matchOld[i]
      if j == -1 {
        if resync { frame.cancellation = .lostLift }
        frame.contacts.append(reportContact(reportActive[i], phase: resync ? .cancelled : .up))
      } else {
        let old = reportActive[i].entry
        let new = reportEntries[j]
        let moved =
          old.x != new.x || old.y != new.y || old.pressure != new.pressure
          || old.major != new.major || old.minor != new.minor
        reportActive[i].entry = new
        if reportActive[i].role != role {
          // Pressed down or let up: one contact ends, a new one goes on.
          frame.contacts.append(reportContact(reportActive[i], phase: .up))
          reportActive[i].id = nextContactID
          nextContactID += 1
          reportActive[i].role = role
          reportActive[i].reason = reason
          frame.contacts.append(reportContact(reportActive[i], phase: .down))
        } else {
          reportActive[i].reason = reason
          frame.contacts.append(
            reportContact(reportActive[i], phase: moved ? .moved : .stationary))
        }
      }
      i += 1
    }
    dropUnmatchedReports()
    for j in 0..<reportCount where matchNew[j] == -1 {
      let c = ReportContact(
        id: nextContactID, slot: lowestFreeReportSlot(), entry: reportEntries[j], role: role,
        reason: reason)
      nextContactID += 1
      reportActive.append(c)
      frame.contacts.append(reportContact(c, phase: .down))
    }
    frame.contacts.sort { $0.slot < $1.slot }
  }

  /// Forgets the last frame's contacts that no entry of this frame continues (lifted).
  mutating func dropUnmatchedReports() {
    var kept = 0
    for k in 0..<reportActive.count where matchOld[k] != -1 {
      reportActive[kept] = reportActive[k]
      kept += 1
    }
    reportActive.removeLast(reportActive.count - kept)
  }

  private func lowestFreeReportSlot() -> Int {
    var slot = 0
    while reportActive.contains(where: { $0.slot == slot }) { slot += 1 }
    return slot
  }

  func reportContact(_ c: ReportContact, phase: ContactPhase) -> Contact {
    Contact(
      id: c.id, slot: c.slot, x: surface?.millimetres(x: c.entry.x) ?? 0,
      y: surface?.millimetres(y: c.entry.y) ?? 0, pressure: normalisedPressure(c.entry.pressure),
      major: hasMajor ? millimetres(size: c.entry.major) : nil,
      minor: hasMinor ? millimetres(size: c.entry.minor) : nil, phase: phase, role: c.role,
      reason: c.reason)
  }
}
