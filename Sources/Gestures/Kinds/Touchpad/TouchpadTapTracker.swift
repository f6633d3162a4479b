/// The touches' side of libinput's tapping (`tp_tap_handle_state`): turns each touchpad frame's
/// contacts into the tap events of ``TouchpadTapping`` — a finger landing, lifting, moving
/// past 1.3 mm from where it landed, a palm, a click — in slot order, as libinput walks its
/// touches. The pad's ``TouchpadStage`` runs one, on every frame before its gesture machine.
///
/// Thumbs are the pad's ``TouchpadThumb``'s: a touch landing as one is no finger for tapping
/// (`is_thumb`), and one that becomes one while a tap is in progress ends it
/// (`TAP_EVENT_THUMB`). Not followed: the Synaptics serial-touchpad exception to the move
/// threshold.
struct TouchpadTapTracker {
  /// One touch libinput follows for tapping.
  struct Record {
    var id: Int
    var slot: Int
    /// Where it landed (`t->tap.initial`), mm.
    var initialX: Double
    var initialY: Double
    /// It is a palm or thumb for tapping: ignored until it lifts (`is_palm`, `is_thumb`); the
    /// others count in the machine's fingers down.
    var ignored: Bool
    /// It is a thumb for tapping (`is_thumb`): its lift is no event either.
    var thumb = false
  }

  private(set) var machine: TouchpadTapping
  private var records: [Record] = []
  /// Fingers the pad counts but places in no slot (libinput's fake touches, which come after
  /// the slots' touches and tap as fingers do).
  private var unplaced = 0
  private var lastFingerCount = 0
  private var lastButtons = PadButtons()
  /// Some record waits under a negative id for its slot's next contact (``jumped(_:)``,
  /// ``roleChanged(_:)``): only then does a frame look for the ones none took over.
  private var mayWait = false

  /// A tracker whose machine has `configuration`'s tap-and-drag and drag lock.
  init(configuration: TouchpadConfiguration = TouchpadConfiguration()) {
    machine = TouchpadTapping(configuration: configuration)
    records.reserveCapacity(MultitouchDecoder.maximumContacts)
  }

  /// One frame: first the timer if it fell due since the last frame, then the frame's click
  /// and touch events; `nowUnplaced` is the frame's fingers the pad counts but does not place
  /// (``GestureRecognizer/unplacedFingers(in:)``). The machine is then as the frame leaves it.
  @inline(__always)  // the stage's one call, on every frame
  mutating func update(
    _ frame: TouchFrame, thumb: TouchpadThumb.Verdict = TouchpadThumb.Verdict(),
    unplaced nowUnplaced: Int
  ) {
    machine.timeReached(frame.time)
    machine.beginStep()
    let time = frame.time
    // Only a clickpad's press is a click for tapping; separate buttons do not interfere
    // (tp_tap_handle_state).
    if frame.isClickpad && !frame.buttons.subtracting(lastButtons).isEmpty {
      machine.handle(.button, at: time)
    }
    lastButtons = frame.buttons
    for k in frame.contacts.indices {
      // Still contacts, and motion in the states that take none, are passed over without a
      // copy of the contact (most of a frame's contacts, on most frames).
      let phase = frame.contacts[k].phase
      if phase == .stationary || (phase == .moved && !takesMotion) { continue }
      let c = frame.contacts[k]
      switch phase {
      case .down: touchDown(c, thumb: thumb, at: time)
      case .up:
        // A palm or thumb that became a finger stays ignored: libinput judges a touch once
        // for tapping (is_palm, is_thumb); the same slot's new contact takes its record.
        if let i = index(of: c.id), records[i].ignored {
          records[i].id = Self.roleChanged(c.slot)
          mayWait = true
        } else {
          lift(c.id, palm: false, at: time)
        }
      case .cancelled:
        // A jump ends the contact and the same slot's next one goes on where the hardware
        // says: for libinput it is one touch that moved. Any other cancel is a palm's.
        if frame.cancellation == .jumped, let i = index(of: c.id) {
          records[i].id = Self.jumped(c.slot)
          mayWait = true
        } else {
          lift(c.id, palm: true, at: time)
        }
      case .moved:
        // A semi-MT pad's box jumps when a finger lands or lifts: libinput ignores motion
        // then (tp_tap_exceeds_motion_threshold).
        if !(frame.isBoundingBox && frame.fingerCount != lastFingerCount) {
          moved(c, thumb: thumb, at: time)
        }
      case .stationary: break
      }
    }
    // A record no new contact took over ended after all (as a cancel: a palm's end).
    if mayWait {
      while let i = records.firstIndex(where: { $0.id < 0 }) {
        lift(records[i].id, palm: true, at: time)
      }
      mayWait = false
    }
    while unplaced < nowUnplaced {
      unplaced += 1
      machine.fingerLanded()
      machine.handle(.touch, at: time)
    }
    while unplaced > nowUnplaced {
      unplaced -= 1
      machine.fingerLifted()
      machine.handle(.release, at: time)
    }
    lastFingerCount = frame.fingerCount
  }

  private func index(of id: Int) -> Int? { records.firstIndex { $0.id == id } }
  /// The id a record waits under for the same slot's next contact: after a jump, after a role
  /// change.
  private static func jumped(_ slot: Int) -> Int { -1 - slot }
  private static func roleChanged(_ slot: Int) -> Int { -1000 - slot }

  private mutating func touchDown(_ c: Contact, thumb: TouchpadThumb.Verdict, at time: Int64) {
    if case .jumped = c.reason, let i = index(of: Self.jumped(c.slot)) {
      records[i].id = c.id
      moved(c, thumb: thumb, at: time)
      return
    }
    if let i = index(of: Self.roleChanged(c.slot)) {
      // A touch letting up to hover ended for libinput too (tp_end_touch): its tapping
      // judgement goes with it.
      guard c.role == .hovering else {
        records[i].id = c.id
        return
      }
      lift(records[i].id, palm: true, at: time)
    }
    guard records.count < MultitouchDecoder.maximumContacts else { return }
    switch c.role {
    case .hovering:
      // libinput skips hovering touches; one that presses down later is a new contact here.
      return
    case .palm, .thumb:
      records.append(Record(id: c.id, slot: c.slot, initialX: c.x, initialY: c.y, ignored: true))
    case .finger where thumb.ignoredForTap(c.id):
      records.append(
        Record(id: c.id, slot: c.slot, initialX: c.x, initialY: c.y, ignored: true, thumb: true))
    case .finger:
      records.append(Record(id: c.id, slot: c.slot, initialX: c.x, initialY: c.y, ignored: false))
      machine.fingerLanded()
      machine.handle(.touch, at: time)
    }
  }

  private mutating func lift(_ id: Int, palm: Bool, at time: Int64) {
    guard let i = index(of: id) else { return }
    let r = records.remove(at: i)
    if r.thumb { return }
    if r.ignored {
      machine.handle(.palmUp, at: time)
    } else if palm {
      // The palm event comes while the finger still counts (tp_tap_handle_state): in the dead
      // state a palm that was the last finger down leaves it dead until the next release.
      machine.handle(.palm, at: time)
      machine.fingerLifted()
    } else {
      machine.fingerLifted()
      machine.handle(.release, at: time)
    }
  }

  /// False in the states where neither motion nor a thumb does anything
  /// (`tp_tap_idle_handle_event`, `tp_tap_dead_handle_event`): most frames.
  private var takesMotion: Bool {
    switch machine.state {
    case .idle, .dead: return false
    default: return true
    }
  }

  /// A touch changed: a thumb now ends the tap in progress (`TAP_EVENT_THUMB`, after which a
  /// touch the tap counted is a thumb for tapping); otherwise
  /// `tp_tap_exceeds_motion_threshold`, the touch moved more than 1.3 mm from where it landed.
  private mutating func moved(_ c: Contact, thumb: TouchpadThumb.Verdict, at time: Int64) {
    guard takesMotion, let i = index(of: c.id), !records[i].ignored else { return }
    if thumb.ignored(c.id) {
      let counted = machine.state == .touch || machine.state == .hold
      machine.handle(.thumb, at: time)
      if counted { (records[i].ignored, records[i].thumb) = (true, true) }
      return
    }
    let dx = c.x - records[i].initialX
    let dy = c.y - records[i].initialY
    guard (dx * dx + dy * dy).squareRoot() > TouchpadTapping.moveThreshold else { return }
    machine.handle(.motion, at: time)
  }

  /// The device went away or lost events: every touch ends, the machine starts afresh.
  mutating func reset() {
    records.removeAll(keepingCapacity: true)
    mayWait = false
    machine = TouchpadTapping(configuration: machine.configuration)
    unplaced = 0
    lastFingerCount = 0
    lastButtons = []
  }
}
