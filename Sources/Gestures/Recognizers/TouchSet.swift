/// The touches one recognizer follows in one attempt, in the order they came down. Fixed
/// capacity, reused across attempts: following touches never allocates once it has grown.
public struct TouchSet: Sendable {
  /// Most touches one recognizer follows; further touches are counted but not stored.
  public static let capacity = 10

  /// The stored touches, in the order they came down.
  public private(set) var all: [TrackedTouch] = []
  /// Touches that came down but did not fit in the capacity.
  public private(set) var overflow = 0
  /// How many of ``all`` are down, kept as they land and lift (every recognizer asks
  /// ``allUp`` on every frame).
  private var storedDown = 0

  /// An empty set, its storage reserved.
  public init() { all.reserveCapacity(Self.capacity) }

  /// True when one of the touches at `indices` is a held lift.
  public func holdsLift(in indices: Range<Int>) -> Bool {
    for i in indices where i < all.count && all[i].isHeldLift { return true }
    return false
  }

  /// How many of the touches are down now (stored and overflowed).
  public var downCount: Int { overflow + storedDown }

  /// True when no touch is down.
  public var allUp: Bool { downCount == 0 }

  /// The centroid of the touches that are down, or of all touches when none is.
  public var centroid: (x: Double, y: Double) {
    var sx = 0.0
    var sy = 0.0
    var n = 0
    for t in all where t.isDown {
      sx += t.x
      sy += t.y
      n += 1
    }
    if n == 0 {
      for t in all {
        sx += t.x
        sy += t.y
        n += 1
      }
    }
    return n == 0 ? (0, 0) : (sx / Double(n), sy / Double(n))
  }

  /// The position in ``all`` of the touch with contact id `id`, if stored.
  public func index(of id: Int) -> Int? { all.firstIndex { $0.id == id } }

  /// Whether the touch with contact id `id` is stored.
  public func contains(_ id: Int) -> Bool { index(of: id) != nil }

  /// True when the two sets share a touch.
  public func intersects(_ other: TouchSet) -> Bool {
    for t in all where other.contains(t.id) { return true }
    return false
  }

  mutating func add(_ c: Contact, time: Int64) {
    guard all.count < Self.capacity else {
      overflow += 1
      return
    }
    all.append(
      TrackedTouch(
        id: c.id, startTime: time, startX: c.x, startY: c.y, x: c.x, y: c.y, time: time,
        isDown: true, maximumDistance: 0))
    storedDown += 1
  }

  /// Touch `i` goes on as contact `c` (a jump's continuation): its id and position, its start
  /// kept.
  mutating func continueAs(at i: Int, _ c: Contact, time: Int64) {
    all[i].id = c.id
    if Self.update(&all[i], c, time: time) { storedDown -= 1 }
  }

  /// Touch `i`, contact `c` cancelled because it jumped (``CancellationCause/jumped``), goes on
  /// as the contact that came down in its slot in the same frame (``continueAs(at:_:time:)``).
  /// Returns that contact's id, or nil when there is none or `frame` cancelled for another
  /// cause.
  mutating func continueJump(at i: Int, _ c: Contact, in frame: TouchFrame) -> Int? {
    guard frame.cancellation == .jumped else { return nil }
    for n in frame.contacts where n.phase == .down && n.slot == c.slot && n.id != c.id {
      continueAs(at: i, n, time: frame.time)
      return n.id
    }
    return nil
  }

  mutating func update(at i: Int, _ c: Contact, time: Int64) {
    // One access to the element, not one per field (each a uniqueness check).
    if Self.update(&all[i], c, time: time) { storedDown -= 1 }
  }

  /// Each stored touch that one of `contacts` is moves to it (its position, time and lift, as
  /// ``update(at:_:time:)``, in the contacts' order) through one access to the storage, leaving
  /// ``TrackedTouch/maximumDistance`` as it was: for a set whose farthest movement nothing
  /// reads (the touchpad stage's, whose rules measure from where a touch started), on frames
  /// in which no touch lands or is cancelled. No square root per contact per frame.
  mutating func move(_ contacts: [Contact], time: Int64) {
    var lifted = 0
    all.withUnsafeMutableBufferPointer { touches in
      for k in contacts.indices {
        let id = contacts[k].id
        guard let i = touches.firstIndex(where: { $0.id == id }) else { continue }
        if Self.place(&touches[i], contacts[k], time: time) { lifted += 1 }
      }
    }
    storedDown -= lifted
  }

  /// Returns true when the touch lifted now.
  private static func update(_ t: inout TrackedTouch, _ c: Contact, time: Int64) -> Bool {
    let lifted = place(&t, c, time: time)
    let d = t.distance
    if d > t.maximumDistance { t.maximumDistance = d }
    return lifted
  }

  /// ``update(_:_:time:)`` but for ``TrackedTouch/maximumDistance``: where and when `t` is, and
  /// whether it lifted now (true).
  @inline(__always)
  private static func place(_ t: inout TrackedTouch, _ c: Contact, time: Int64) -> Bool {
    t.x = c.x
    t.y = c.y
    t.time = time
    t.isHeldLift = c.isHeldLift
    guard !c.phase.isActive, t.isDown else { return false }
    t.isDown = false
    return true
  }

  /// Keeps only the touches that are down, each starting afresh where it is at `time`.
  mutating func keepDown(startingAt time: Int64) {
    var kept = 0
    for t in all where t.isDown {
      all[kept] = t
      all[kept].startTime = time
      all[kept].startX = t.x
      all[kept].startY = t.y
      all[kept].time = time
      all[kept].maximumDistance = 0
      kept += 1
    }
    all.removeLast(all.count - kept)
    storedDown = kept
    overflow = 0
  }

  /// Each touch that `other` holds too takes its position there.
  mutating func takePositions(from other: TouchSet) {
    for i in all.indices {
      guard let j = other.index(of: all[i].id) else { continue }
      all[i].x = other.all[j].x
      all[i].y = other.all[j].y
    }
  }

  /// Drops the touches that lifted; the others stay as they are.
  mutating func removeLifted() {
    all.removeAll { !$0.isDown }
  }

  mutating func overflowLifted() { overflow = max(0, overflow - 1) }

  mutating func removeAll() {
    all.removeAll(keepingCapacity: true)
    storedDown = 0
    overflow = 0
  }
}
