/// Judging contacts (``ContactRules``): libinput's touch begin and end by pressure and size,
/// its palm rules (pressure, size, edge) and the measures its thumb rules take, applied to the
/// values of the frame being finished. Thumbs themselves are the touchpad stage's
/// (``TouchpadThumb``): libinput decides them from every touch of the pad, frame by frame.
extension MultitouchDecoder {
  /// The role of slot `i`'s touch now; `continuing` when it already has a contact.
  ///
  /// `mutating`, as are the helpers it calls, though it changes nothing: the decoder's passes
  /// are mutating, and a non-mutating call from them copied the whole decoder (820 bytes) first.
  @inline(__always) mutating func judge(_ i: Int, continuing: Bool) -> (ContactRole, ContactReason?)
  {
    // Fields read in place: a copy of the slot's state is a memcpy, and this runs for every
    // touch whose pressure or size changed, every frame.
    if continuing && slots[i].sticky { return (slots[i].role, slots[i].reason) }
    let engaged = continuing && slots[i].role != .hovering
    // More fingers announced than slots: libinput takes every tracked touch as a finger.
    let announced = isTouchpad && toolFingerCount > slotCount
    if !announced, let hover = hoverReason(i, engaged: engaged) { return (.hovering, hover) }
    let pressure = slots[i].pressure
    let major = slots[i].major
    // Devices without a minor axis report round contacts.
    let minor = hasMinor ? slots[i].minor : major
    if let t = rules.palmPressure, pressure > t {
      return (.palm, .pressure(pressure, threshold: t))
    }
    if let t = rules.palmSize, major > t || minor > t {
      return (.palm, .size(max(major, minor), threshold: t))
    }
    if continuing && slots[i].role == .palm {
      return edgePalmReleased(i) ? (.finger, nil) : (.palm, .edge)
    }
    if (!engaged || !continuing) && isEdgePalm(i) { return (.palm, .edge) }
    return (.finger, nil)
  }

  /// Why slot `i`'s touch is not touching (pressure or size below the threshold), or nil. A
  /// touch that is a finger ends below `end`; one that is not yet begins at `begin`.
  @inline(__always) private mutating func hoverReason(_ i: Int, engaged: Bool) -> ContactReason? {
    if touchesByKey && !touchKey { return .touchKeyUp }
    if let below = rules.pressure?.pressureBelow(slots[i].pressure, engaged: engaged) {
      return below
    }
    if let z = rules.size {
      let major = slots[i].major
      let minor = hasMinor ? slots[i].minor : major
      if engaged {
        if major < z.end || minor < z.end { return .size(min(major, minor), threshold: z.end) }
      } else if !((major > z.begin && minor > z.end) || (major > z.end && minor > z.begin)) {
        return .size(max(major, minor), threshold: z.begin)
      }
    }
    return nil
  }

  /// True when another slot holds a finger that is down (not a palm, a hovering touch or a
  /// touch jailed in the thumb zone: libinput's `tp_touch_active`).
  private mutating func otherFingerDown(_ i: Int) -> Bool {
    for j in 0..<usedSlots
    where j != i && slots[j].committedTracking != -1 && slots[j].tracking != -1 {
      if !slots[j].palm && !slots[j].unplaced && slots[j].role == .finger && !slots[j].jailed {
        return true
      }
    }
    return false
  }

  @inline(__always) func position(_ x: Int32, _ y: Int32) -> Point {
    Point(x: surface?.millimetres(x: x) ?? 0, y: surface?.millimetres(y: y) ?? 0)
  }

  private func inSideEdge(_ p: Point) -> Bool {
    guard let w = rules.edgeWidth, let surface else { return false }
    return p.x < w || p.x > surface.width - w
  }

  private func inTopEdge(_ p: Point) -> Bool {
    guard let h = rules.topEdgeHeight else { return false }
    return p.y < h
  }

  /// A touch coming down alone in the side or top edge zone (outside a clickpad's button area).
  private mutating func isEdgePalm(_ i: Int) -> Bool {
    guard let surface, rules.edgeWidth != nil, !otherFingerDown(i) else { return false }
    let p = position(slots[i].x, slots[i].y)
    if let b = rules.buttonAreaHeight, p.y > surface.height - b { return false }
    return inSideEdge(p) || inTopEdge(p)
  }

  /// An edge palm is a finger after all once another finger is down, or when it left the zone
  /// within ``ContactRules/edgeReleaseWindow`` moving sideways (down, from the top zone).
  private mutating func edgePalmReleased(_ i: Int) -> Bool {
    if otherFingerDown(i) { return true }
    let s = slots[i]
    guard frame.time < s.roleSince + ContactRules.edgeReleaseWindow else { return false }
    let now = position(s.x, s.y)
    guard !inSideEdge(now) && !inTopEdge(now) else { return false }
    let first = position(s.firstX, s.firstY)
    let dx = now.x - first.x
    let dy = now.y - first.y
    // libinput's compass directions: sideways is anything but the two 45° sectors around
    // straight up and down; from the top zone only the three downward ones count.
    if inSideEdge(first) { return abs(dx) > abs(dy) * 0.4142 }
    return dy > 0 && dy > abs(dx) * 0.4142
  }

  /// libinput's `tp_thumb_detect_pressure_size`: a touch below the lower thumb line pressing
  /// harder than the thumb pressure quirk, or one whose major axis is over the thumb size quirk
  /// and its minor under 60 % of it, is a thumb by its measures (``TouchpadThumb`` decides
  /// what it then is). Raw axis values; `y` in mm.
  @inline(__always) func thumbSized(pressure: Int32, major: Int32, minor: Int32, y: Double) -> Bool
  {
    let below = frame.lowerThumbLine.map { y > $0 } ?? false
    if let t = rules.thumbPressure, pressure > t, below { return true }
    let minor = hasMinor ? minor : major
    if let t = rules.thumbSize, major > t, Double(minor) < Double(t) * 0.6 { return true }
    return false
  }

  /// Notes once a touchpad position beyond the advertised range: libinput widens the range and
  /// says so (evdev_device_check_abs_axis_range); the engine takes such a touch as on the pad's
  /// edge when it hit-tests it.
  ///
  /// The search in line (every frame until a note), the note out of it.
  @inline(__always) mutating func noteBeyondRange() {
    // The pad's size, not its whole surface: a copy of that (a retain too) cost more than the
    // search.
    guard let width = surface?.width, let height = surface?.height else { return }
    // By index: a `for` over the contacts retained and released their buffer every frame.
    for k in frame.contacts.indices where frame.contacts[k].phase.isActive {
      let (x, y) = (frame.contacts[k].x, frame.contacts[k].y)
      guard x < 0 || y < 0 || x > width || y > height else { continue }
      noteBeyond(x: x, y: y)
      return
    }
  }

  @inline(never) private mutating func noteBeyond(x: Double, y: Double) {
    guard let surface else { return }
    rangeNoted = true
    let axis = x < 0 || x > surface.width ? "x" : "y"
    let value = axis == "x" ? x : y
    let size = axis == "x" ? surface.width : surface.height
    note(
      "\"\(device.name)\" reported \(axis) = \(FailureReason.mm(value)), beyond its advertised "
        + "range 0…\(FailureReason.mm(size)): its touches beyond are taken as on the pad's edge "
        + "(libinput widens the range)")
  }
}
