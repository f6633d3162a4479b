/// libinput's thumb detection for one touchpad (`evdev-mt-touchpad-thumb.c`, libinput 1.31.3):
/// at most one touch of the pad is the thumb, in one of libinput's states, decided frame by
/// frame from every touch on the pad. The pad's ``TouchpadStage`` runs it first in each frame
/// (libinput's `tp_process_state`), before tapping and the gesture machine, which ask it which
/// touches to leave out (``ignored(_:)``, ``ignoredForTap(_:)``, ``ignoredForGesture(_:)``).
///
/// Positions are surface millimetres (y down), times µs. Not followed: edge scrolling (libinput
/// never jails a thumb on a pad that scrolls by its edge; the engine has no edge scrolling).
struct TouchpadThumb {
  /// libinput's `enum tp_thumb_state`.
  enum State: String, Sendable {
    /// No thumb, or a thumb that lifted (`THUMB_STATE_FINGER`).
    case finger
    /// A touch that landed alone in the thumb zone: a finger for tapping, nothing else, until it
    /// leaves the zone or moves fast (`THUMB_STATE_JAILED`).
    case jailed
    /// The lower of two touches far apart: a finger only for a pinch (`THUMB_STATE_PINCH`).
    case pinch
    /// A thumb, until it lifts or is left alone on the pad (`THUMB_STATE_SUPPRESSED`).
    case suppressed
    /// A thumb left alone on the pad: a finger again (`THUMB_STATE_REVIVED`).
    case revived
    /// A revived thumb in the thumb zone: ignored until it leaves it
    /// (`THUMB_STATE_REVIVED_JAILED`).
    case revivedJailed
    /// A revived thumb suppressed again: a thumb until it lifts (`THUMB_STATE_DEAD`).
    case dead
  }

  /// `THUMB_TIMEOUT`: touches landing this close together are fingers together (taps, clicks).
  static let timeout: Int64 = 100_000
  /// `SCROLL_MM_X`, `SCROLL_MM_Y`: two touches closer than this may scroll together.
  static let scrollApartX = 35.0
  static let scrollApartY = 25.0
  /// Speed counts (``Contact``'s): a touch counting this many escapes the thumb zone and
  /// ends pinch eligibility; more than `speedCountThumb` on any touch makes a new far touch a
  /// thumb.
  static let speedCountEscape: UInt8 = 10
  static let speedCountThumb: UInt8 = 5
  /// Slots whose touches are followed for their landing time and last speed count; a touch in
  /// a slot beyond is taken as landed in each frame it is seen.
  static let capacity = 16

  /// Which touch is the thumb and in what state: what tapping and the gestures ask, small to
  /// hand on.
  struct Verdict {
    /// The pad detects thumbs (``TouchFrame/detectsThumbs``), as its last frame said.
    var enabled = false
    /// The thumb's contact id (libinput's `thumb.index`), -1 for none.
    var id = -1
    var state = State.finger

    /// `tp_thumb_ignored`: left out of pointer motion, and, in a tap in progress, no finger.
    func ignored(_ contact: Int) -> Bool {
      guard enabled, contact == id else { return false }
      switch state {
      case .jailed, .pinch, .suppressed, .revivedJailed, .dead: return true
      case .finger, .revived: return false
      }
    }

    /// `tp_thumb_ignored_for_tap`: a touch landing so is no finger for tapping until it lifts.
    func ignoredForTap(_ contact: Int) -> Bool {
      guard enabled, contact == id else { return false }
      switch state {
      case .pinch, .suppressed, .dead: return true
      case .finger, .jailed, .revived, .revivedJailed: return false
      }
    }

    /// `tp_thumb_ignored_for_gesture`: no finger of a gesture.
    func ignoredForGesture(_ contact: Int) -> Bool {
      guard enabled, contact == id else { return false }
      switch state {
      case .jailed, .suppressed, .revivedJailed, .dead: return true
      case .finger, .pinch, .revived: return false
      }
    }
  }

  private(set) var verdict = Verdict()
  var state: State { verdict.state }
  var id: Int { verdict.id }
  var enabled: Bool { verdict.enabled }
  /// The rule that made the thumb what it is, for the log; nil when none says more than the
  /// state (a jail, a revival).
  private(set) var reason: ContactReason?
  /// Whether the lower of two far touches may still pinch (`thumb.pinch_eligible`): false
  /// once a touch moved fast with no gesture going, until the pad is empty.
  private(set) var pinchEligible = true
  private var upperLine = Double.infinity
  private var lowerLine = Double.infinity
  private var measures = false
  // By slot: the touch's id, landing time and speed count at the last frame.
  private var ids = InlineArray<16, Int>(repeating: -1)
  private var landed = InlineArray<16, Int64>(repeating: 0)
  private var counts = InlineArray<16, UInt8>(repeating: 0)

  func ignored(_ contact: Int) -> Bool { verdict.ignored(contact) }
  func ignoredForTap(_ contact: Int) -> Bool { verdict.ignoredForTap(contact) }
  func ignoredForGesture(_ contact: Int) -> Bool { verdict.ignoredForGesture(contact) }

  /// One frame, before tapping and gestures (`tp_process_state`): `tp_thumb_update_touch` for
  /// every touch the frame changed, in slot order, then `tp_thumb_update_multifinger` when a
  /// touch landed with two or more on the pad. `touchesOnPad` is libinput's `nfingers_down`
  /// (palms too); `gestureIdle`, the gesture machine has no state (`GESTURE_STATE_NONE`).
  @inline(__always)  // the stage's one call, on every frame
  mutating func update(_ frame: TouchFrame, touchesOnPad: Int, gestureIdle: Bool) {
    verdict.enabled = frame.detectsThumbs
    guard verdict.enabled else { return }
    upperLine = frame.upperThumbLine ?? .infinity
    lowerLine = frame.lowerThumbLine ?? .infinity
    measures = frame.measuresThumbs
    var landedNow = false
    if frame.cancellation == .jumped { followJumps(frame) }
    for c in frame.contacts where c.phase != .stationary {
      // A touch that jumped goes on as the contact that came down in its slot: for libinput
      // it is one touch that moved (tp_detect_jumps), neither an end nor a landing.
      if c.phase == .cancelled && frame.cancellation == .jumped && jumpedOn(c, in: frame) {
        continue
      }
      let begins = c.phase == .down && c.role != .hovering && !c.continuesJump
      // The count libinput reads here is the last frame's: it counts this frame after.
      // (``lastCount(_:)``, read in place: through it, each read copies the tables.)
      let slot = c.slot
      let count =
        begins || slot < 0 || slot >= Self.capacity || ids[slot] != c.id ? 0 : counts[slot]
      updateTouch(c, count: count, begins: begins, touchesOnPad: touchesOnPad, idle: gestureIdle)
      if begins { landedNow = true }
    }
    if landedNow && touchesOnPad >= 2 { updateMultifinger(frame) }
    remember(frame)
  }

  /// After the frame's tapping and gestures (`tp_post_process_state`): an empty pad has no
  /// thumb, and may pinch again.
  mutating func finish(touchesOnPad: Int) {
    if touchesOnPad == 0 { reset() }
  }

  /// `tp_thumb_reset`.
  mutating func reset() {
    lift()
    pinchEligible = true
  }

  /// A touch went on through a jump under a new id: it stays the thumb it was (the thumb
  /// follows the frame's jumps itself, ``update(_:touchesOnPad:gestureIdle:)``).
  private mutating func touchJumped(from old: Int, to new: Int) {
    if verdict.id == old { verdict.id = new }
    for i in 0..<Self.capacity where ids[i] == old { ids[i] = new }
  }

  /// `tp_thumb_suppress`: `contact` is a thumb, for `reason` (the gesture machine's: it stayed
  /// still beside a moving finger).
  mutating func suppress(_ contact: Int, reason: ContactReason? = nil) {
    if state == .finger || state == .jailed || state == .pinch || id != contact {
      set(.suppressed, contact, reason)
    } else {
      set(.dead, contact, reason)
    }
  }

  // MARK: - libinput's rules

  private mutating func set(_ state: State, _ contact: Int, _ reason: ContactReason? = nil) {
    verdict.state = state
    verdict.id = contact
    self.reason = reason
  }

  /// `tp_thumb_lift`.
  private mutating func lift() {
    verdict.state = .finger
    verdict.id = -1
    reason = nil
  }

  /// `tp_thumb_needs_jail`, for a touch at `c.y` with speed count `count`.
  private func needsJail(_ c: Contact, count: UInt8) -> Bool {
    Self.needsJail(
      y: c.y, upper: upperLine, lower: lowerLine, measures: measures, sized: c.thumbSized,
      count: count)
  }

  /// `tp_thumb_needs_jail`: a touch at `y` (mm) below the `upper` thumb line, and on a pad that
  /// `measures` thumbs below the `lower` one or `sized` as a thumb, that has not moved fast
  /// (its speed `count` under 10).
  static func needsJail(
    y: Double, upper: Double, lower: Double, measures: Bool, sized: Bool, count: UInt8
  ) -> Bool {
    if y < upper { return false }
    if y <= lower && measures && !sized { return false }
    return count < speedCountEscape
  }

  /// `tp_thumb_update_touch`.
  private mutating func updateTouch(
    _ c: Contact, count: UInt8, begins: Bool, touchesOnPad: Int, idle: Bool
  ) {
    // A touch moving fast with no gesture going ends pinching until every touch lifts.
    if count >= Self.speedCountEscape && pinchEligible && idle {
      pinchEligible = false
      if state == .pinch { verdict.state = .suppressed }
    }
    if !c.phase.isActive && c.id == id {
      lift()
      return
    }
    // With more touches on the pad, the multifinger rule decides.
    if touchesOnPad > 1 { return }
    revive(c, count: count)
    if begins && needsJail(c, count: count) {
      set(.jailed, c.id)
      return
    }
    // libinput escapes the jail with whichever touch it updates, taking that touch's index.
    if state == .jailed && !needsJail(c, count: count) { set(.finger, c.id) }
    if state == .revivedJailed && !needsJail(c, count: count) { set(.revived, c.id) }
  }

  /// `tp_thumb_revive`: a thumb left alone on the pad is a finger again.
  private mutating func revive(_ c: Contact, count: UInt8) {
    guard state == .suppressed || state == .pinch, id == c.id else { return }
    set(needsJail(c, count: count) ? .revivedJailed : .revived, c.id)
  }

  /// `tp_thumb_pinch`.
  private mutating func pinch(_ contact: Int, reason: ContactReason) {
    if state == .finger || state == .jailed || id != contact {
      set(.pinch, contact, reason)
    } else if state != .pinch {
      suppress(contact, reason: reason)
    }
  }

  /// `tp_thumb_update_multifinger`: a touch landed beside others. From the two lowest touches
  /// (palms too, hovering ones not), the fastest speed count and the newest and oldest touch.
  private mutating func updateMultifinger(_ frame: TouchFrame) {
    var first: Contact?
    var second: Contact?
    var newest: Contact?
    var oldest: (id: Int, time: Int64)?
    var fastest: UInt8 = 0
    for c in frame.contacts where c.role != .hovering {
      if c.phase == .down { newest = c }
      fastest = max(fastest, c.speedCount)
      let time = landingTime(c) ?? frame.time
      if oldest == nil || time < oldest!.time { oldest = (c.id, time) }
      guard let f = first else {
        first = c
        continue
      }
      if c.y > f.y {
        second = f
        first = c
      } else if second == nil || c.y > second!.y {
        second = c
      }
    }
    guard let first, let second else { return }
    let apartX = abs(first.x - second.x)
    let apartY = abs(first.y - second.y)
    // A touch landing while another moves fast, too far from it to scroll with it.
    if let newest, state == .finger, fastest > Self.speedCountThumb,
      apartX > Self.scrollApartX || apartY > Self.scrollApartY
    {
      suppress(newest.id, reason: .besideFastFinger(frames: Int(fastest)))
      return
    }
    // Close together: two fingers scrolling, wherever they are.
    if apartX < Self.scrollApartX && apartY < Self.scrollApartY {
      lift()
      return
    }
    // Landing together above the lower line: fingers of a tap, click or gesture.
    if let newest, let oldest,
      (landingTime(newest) ?? frame.time) - oldest.time < Self.timeout,
      first.y < lowerLine
    {
      lift()
      return
    }
    if apartY > Self.scrollApartY {
      let below = ContactReason.belowFingers(millimetres: apartY)
      if pinchEligible { pinch(first.id, reason: below) } else { suppress(first.id, reason: below) }
    } else {
      lift()
    }
  }

  /// The contacts that came down where a touch jumped take the jumping touch's place.
  private mutating func followJumps(_ frame: TouchFrame) {
    for c in frame.contacts where c.phase == .down && c.continuesJump {
      guard let old = frame.contacts.first(where: { $0.phase == .cancelled && $0.slot == c.slot })
      else { continue }
      touchJumped(from: old.id, to: c.id)
    }
  }

  /// True when a contact came down in `c`'s slot where it jumped.
  private func jumpedOn(_ c: Contact, in frame: TouchFrame) -> Bool {
    frame.contacts.contains { $0.phase == .down && $0.slot == c.slot && $0.continuesJump }
  }

  /// The table's index for contact `c`, when its slot holds it.
  private func index(_ c: Contact) -> Int? {
    c.slot >= 0 && c.slot < Self.capacity && ids[c.slot] == c.id ? c.slot : nil
  }

  private func lastCount(_ c: Contact) -> UInt8 { index(c).map { counts[$0] } ?? 0 }
  private func landingTime(_ c: Contact) -> Int64? { index(c).map { landed[$0] } }

  /// Keeps each touch's landing time and this frame's speed count; forgets lifted touches.
  @inline(__always)  // one call, on every frame
  private mutating func remember(_ frame: TouchFrame) {
    for c in frame.contacts where c.slot >= 0 && c.slot < Self.capacity {
      let i = c.slot
      if ids[i] == c.id {
        if c.phase.isActive { counts[i] = c.speedCount } else { ids[i] = -1 }
      } else if c.phase.isActive {
        (ids[i], landed[i], counts[i]) = (c.id, frame.time, c.speedCount)
      }
    }
  }

}
