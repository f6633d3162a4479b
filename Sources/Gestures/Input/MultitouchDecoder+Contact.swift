/// A slot's values as a ``Contact`` in millimetres, for every touch protocol.
extension MultitouchDecoder {
  @inline(__always) func contact(
    _ s: SlotState, slot: Int, committed: Bool, phase: ContactPhase
  ) -> Contact {
    let x = committed ? s.committedX : s.x
    let y = committed ? s.committedY : s.y
    let pressure = committed ? s.committedPressure : s.pressure
    let major = committed ? s.committedMajor : s.major
    let minor = committed ? s.committedMinor : s.minor
    var c = Contact(
      id: s.contactID, slot: slot, x: surface?.millimetres(x: x) ?? 0,
      y: surface?.millimetres(y: y) ?? 0, pressure: normalisedPressure(pressure),
      major: hasMajor ? millimetres(size: major) : nil,
      minor: hasMinor ? millimetres(size: minor) : nil, phase: phase, role: s.role,
      reason: s.reason)
    c.speedCount = s.speedExceeded
    if frame.measuresThumbs {
      c.thumbSized = thumbSized(pressure: pressure, major: major, minor: minor, y: c.y)
    }
    return c
  }

  /// `raw` over the pressure axis's range, 0…1; nil without the axis or with an empty range.
  @inline(__always) func normalisedPressure(_ raw: Int32) -> Double? {
    guard pressureRange > 0 else { return nil }
    return min(1, max(0, Double(Int64(raw) - pressureMinimum) / pressureRange))  // checked: Int32
  }

  /// A contact's size axis value `raw` in millimetres (the x axis's scale).
  @inline(__always) func millimetres(size raw: Int32) -> Double {
    Double(raw) / sizeUnitsPerMillimetre
  }
}
