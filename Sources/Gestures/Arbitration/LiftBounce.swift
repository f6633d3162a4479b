/// Finger bounce: a finger that lifts and lands again, within ``window`` and ``distance`` of
/// where it lifted, while another finger stays down, continues the same touch for the
/// gestures (a two-finger scroll whose finger skips for 80 ms goes on). Meanwhile the lift is
/// held back and the finger moves with the others; when a lift is held and when it is delivered
/// are in the Arbitration article.
///
/// Fixed capacity, reused: filtering never allocates once the buffers have grown.
struct LiftBounce {
  /// How long a lifted finger may stay off the surface and still continue its touch (µs).
  static let window: Int64 = 100_000
  /// How far from where it lifted the finger may land again, in mm.
  static let distance = 5.0

  /// A lift held back: the lifted contact (its last position), when it lifted, and how far the
  /// fingers that stayed down have moved since, on average (mm).
  struct Held {
    var contact: Contact
    var time: Int64
    var dx = 0.0
    var dy = 0.0
  }

  /// Where a finger that stayed down was when a lift was held.
  struct Reference {
    var held: Int
    var id: Int
    var x: Double
    var y: Double
  }

  /// A landing that continues a held touch: contacts with id `from` go out as `to`.
  struct Alias {
    var from: Int
    var to: Int
  }

  private(set) var held: [Held] = []
  /// The fingers down in the last frame gestures saw (held lifts excluded): a frame of expired
  /// lifts lists them too, unchanged, as every frame lists the fingers that are down.
  private var lastDown: [Contact] = []
  private var references: [Reference] = []
  private var aliases: [Alias] = []
  /// The frame as gestures see it when ``filter(_:sharesGesture:)`` changed it.
  private(set) var out = TouchFrame(time: 0, device: 0)
  /// Continuations made by the last ``filter(_:)``, for the sink: (held id, new id, gap µs,
  /// distance mm).
  private(set) var continued: [(lifted: Int, landed: Int, gap: Int64, distance: Double)] = []
  /// The last filtered frame had a contact that is not a finger coming down.
  private(set) var sawLeftOut = false

  init() {
    held.reserveCapacity(8)
    lastDown.reserveCapacity(16)
    references.reserveCapacity(32)
    aliases.reserveCapacity(8)
    out.contacts.reserveCapacity(16)
    continued.reserveCapacity(4)
  }

  /// When the earliest held lift is delivered, in µs.
  var deadline: Int64? {
    var best: Int64?
    for h in held where best == nil || h.time + Self.window < best! { best = h.time + Self.window }
    return best
  }

  /// Bridges `frame`'s bounces: true when the gestures see ``out`` in its place, false when they
  /// see `frame` as it is (nothing held, the common case, so it is not copied).
  /// `sharesGesture(id)` says whether a gesture follows the lifting finger together with another
  /// that is down: only such lifts are held (a tap beside a drag ends at once).
  mutating func filter(_ frame: TouchFrame, sharesGesture: (Int) -> Bool) -> Bool {
    if !continued.isEmpty { continued.removeAll(keepingCapacity: true) }
    // One pass over the frame: a lift to hold, a contact that is not a finger coming down.
    var liftToHold = false
    sawLeftOut = false
    for c in frame.contacts where c.phase == .up || c.phase == .down {
      if c.phase == .down {
        if c.role != .finger { sawLeftOut = true }
      } else if !liftToHold && c.role == .finger && sharesGesture(c.id) {
        liftToHold = true
      }
    }
    if held.isEmpty && aliases.isEmpty && !liftToHold {
      // Nothing held: `lastDown` is next needed only after a hold, and the frame that holds
      // a lift remembers its fingers itself.
      return false
    }
    // The frame's values (its click, thumbs and decision too), and its contacts rebuilt below in
    // the buffer kept for them.
    var buffer: [Contact] = []
    swap(&out.contacts, &buffer)
    out = frame
    swap(&out.contacts, &buffer)
    out.contacts.removeAll(keepingCapacity: true)
    var fingersAfter = 0
    for c in frame.contacts where c.isFingerDown { fingersAfter += 1 }
    // A finger landing that continues no held lift is a new finger: the hand changed, and the
    // held lifts are lifts (else a finger replaced far away would count twice).
    var newFinger = false
    for var c in frame.contacts {
      if let a = aliases.firstIndex(where: { $0.from == c.id }) {
        c.id = aliases[a].to
        if !c.phase.isActive { aliases.remove(at: a) }
      } else if c.phase == .down && c.role == .finger, let h = nearestHeld(to: c) {
        let lifted = held.remove(at: h)
        references.removeAll { $0.held == lifted.contact.id }
        let dx = c.x - lifted.contact.x - lifted.dx
        let dy = c.y - lifted.contact.y - lifted.dy
        continued.append(
          (lifted.contact.id, c.id, frame.time - lifted.time, (dx * dx + dy * dy).squareRoot()))
        aliases.append(Alias(from: c.id, to: lifted.contact.id))
        c.id = lifted.contact.id
        c.phase = .moved
      } else if c.phase == .up && c.role == .finger && fingersAfter > 0 && sharesGesture(c.id) {
        held.append(Held(contact: c, time: frame.time))
        for o in frame.contacts where o.isFingerDown && o.phase != .down {
          references.append(Reference(held: c.id, id: o.id, x: o.x, y: o.y))
        }
        continue
      } else if c.phase == .down && c.role == .finger {
        newFinger = true
      }
      out.contacts.append(c)
    }
    remember(out.contacts, count: out.contacts.count)
    let release = fingersAfter == 0 || newFinger
    if release {
      // The last fingers lifted, or a new one came down: the held lifts are over.
      for h in held {
        var c = h.contact
        c.x += h.dx
        c.y += h.dy
        c.phase = .up
        out.contacts.append(c)
      }
      held.removeAll(keepingCapacity: true)
      references.removeAll(keepingCapacity: true)
    } else {
      let count = out.contacts.count
      for i in held.indices {
        let (dx, dy) = movement(of: held[i], in: count)
        let moved = dx != held[i].dx || dy != held[i].dy
        held[i].dx = dx
        held[i].dy = dy
        var c = held[i].contact
        c.x += dx
        c.y += dy
        c.isHeldLift = true
        c.phase = moved ? .moved : .stationary
        out.contacts.append(c)
      }
    }
    out.fingerCount = frame.fingerCount + (release ? 0 : held.count)
    return true
  }

  /// The lifts whose window closed by `time`, as a frame at `time` (nil when none did).
  /// `fingerCount` is the count gestures saw last (the held lifts included).
  /// With `all`, every held lift is delivered (the input ended).
  mutating func expire(at time: Int64, device: Int, fingerCount: Int, all: Bool = false)
    -> TouchFrame?
  {
    guard held.contains(where: { all || $0.time + Self.window <= time }) else { return nil }
    out.time = time
    out.device = device
    out.cancellation = nil
    // A frame of the arena's own timer: no press began in it, and from a source of libinput's
    // decisions, libinput decided nothing new.
    out.click = PadButtons()
    if out.decision != nil { out.decision = .unchanged }
    out.contacts.removeAll(keepingCapacity: true)
    for var c in lastDown {
      c.phase = .stationary
      out.contacts.append(c)
    }
    var kept = 0
    for h in held {
      var c = h.contact
      c.x += h.dx
      c.y += h.dy
      if all || h.time + Self.window <= time {
        c.phase = .up
        references.removeAll { $0.held == h.contact.id }
      } else {
        held[kept] = h
        kept += 1
        c.isHeldLift = true
        c.phase = .stationary
      }
      out.contacts.append(c)
    }
    let expired = held.count - kept
    held.removeLast(expired)
    out.fingerCount = max(0, fingerCount - expired)
    return out
  }

  private mutating func remember(_ contacts: [Contact], count: Int) {
    lastDown.removeAll(keepingCapacity: true)
    for k in 0..<count where contacts[k].isFingerDown && !contacts[k].isHeldLift {
      lastDown.append(contacts[k])
    }
  }

  /// The average movement, since `h` was held, of the fingers that stayed down, among the
  /// first `count` contacts of the frame going out (its last value when none is in it).
  private func movement(of h: Held, in count: Int) -> (Double, Double) {
    var sx = 0.0
    var sy = 0.0
    var n = 0
    for r in references where r.held == h.contact.id {
      for k in 0..<count where out.contacts[k].id == r.id && out.contacts[k].isFingerDown {
        sx += out.contacts[k].x - r.x
        sy += out.contacts[k].y - r.y
        n += 1
      }
    }
    return n == 0 ? (h.dx, h.dy) : (sx / Double(n), sy / Double(n))
  }

  /// The held lift closest to where `c` landed, within ``distance`` of where it lifted or of
  /// where it would be had it moved with the other fingers.
  private func nearestHeld(to c: Contact) -> Int? {
    var best: Int?
    var bestDistance = Self.distance * Self.distance
    for (i, h) in held.enumerated() {
      let ax = c.x - h.contact.x
      let ay = c.y - h.contact.y
      let bx = ax - h.dx
      let by = ay - h.dy
      let d = min(ax * ax + ay * ay, bx * bx + by * by)
      if d <= bestDistance {
        bestDistance = d
        best = i
      }
    }
    return best
  }
}
