/// Turns a toolkit's touch events into the engine's ``TouchFrame``s, for apps that get touches
/// from Wayland (`wl_touch` down, motion, up, cancel, frame), SDL (finger events), GTK (touch
/// sequences) or their own driver instead of from evdev.
///
/// Call ``down(_:x:y:pressure:)``, ``move(_:x:y:pressure:)``, ``up(_:)`` and
/// ``cancelAll(because:)`` as the toolkit reports them, then ``frames(at:_:)`` where the toolkit
/// ends a frame (Wayland's `wl_touch.frame`; after each event for toolkits without frames).
/// Positions are in the toolkit's units: a builder made with
/// ``init(device:surface:unitsPerPoint:)`` turns them into the engine's surface millimetres
/// (`wl_touch` gives surface-local logical pixels: 1 unit per point; a toolkit giving buffer pixels
/// at scale 2: 2); one made with ``init(device:)`` takes them as they are (millimetres of the
/// surface, or pixels in a pixel scene).
///
/// Toolkits reuse touch ids; contacts never do (``Contact/id`` is unique for the whole session),
/// so each down gets a fresh contact id and the toolkit's id becomes the contact's `slot`.
public struct TouchFrameBuilder: Sendable {
  /// The device index the frames carry.
  public let device: Int
  /// Fingers down, in the order they landed, with the toolkit's id.
  private var fingers: [(toolkit: Int, contact: Contact)] = []
  /// Contacts that lifted or were cancelled since the last frame.
  private var ended: [Contact] = []
  /// Contacts that went down and lifted again before a frame: they are reported down in one
  /// frame and lifted in a second one at the same time, so no gesture misses them.
  private var quick: [Contact] = []
  private var nextID = 0
  private var changed = false
  private var cancellation: CancellationCause?

  /// Surface millimetres per toolkit unit.
  private let millimetresPerUnit: Double

  /// A builder for device `device` (0 unless the app has several surfaces) whose positions are
  /// in the engine's units already.
  public init(device: Int = 0) {
    self.device = device
    millimetresPerUnit = 1
  }

  /// A builder for device `device` whose positions are in the toolkit's units, `unitsPerPoint`
  /// of them to a point of `surface` (the engine's ``SceneSurface``): on
  /// `.points(perMillimetre: k)` a position `x` is `x / unitsPerPoint / k` mm. A surface
  /// without a scale of its own (`.pixels`) takes `unitsPerPoint` units to its unit.
  public init(device: Int = 0, surface: SceneSurface, unitsPerPoint: Double = 1) {
    self.device = device
    let units = unitsPerPoint * (surface.unitsPerMillimetre ?? 1)
    millimetresPerUnit = units > 0 ? 1 / units : 1
  }

  /// True when the events since the last frame changed something.
  public var hasChanges: Bool { changed }

  /// A finger touched down. An `id` already down is lifted first (a toolkit that lost an up).
  public mutating func down(_ id: Int, x: Double, y: Double, pressure: Double? = nil) {
    if fingers.contains(where: { $0.toolkit == id }) { up(id) }
    let contact = Contact(
      id: nextID, slot: id, x: x * millimetresPerUnit, y: y * millimetresPerUnit,
      pressure: pressure, phase: .down)
    nextID += 1
    fingers.append((id, contact))
    changed = true
  }

  /// Finger `id` moved (a finger that is not down is ignored).
  public mutating func move(_ id: Int, x: Double, y: Double, pressure: Double? = nil) {
    guard let i = fingers.firstIndex(where: { $0.toolkit == id }) else { return }
    fingers[i].contact.x = x * millimetresPerUnit
    fingers[i].contact.y = y * millimetresPerUnit
    if let pressure { fingers[i].contact.pressure = pressure }
    if fingers[i].contact.phase != .down { fingers[i].contact.phase = .moved }
    changed = true
  }

  /// Finger `id` lifted (a finger that is not down is ignored).
  public mutating func up(_ id: Int) {
    end(id, as: .up)
  }

  /// Finger `id` was taken away without a lift: its gestures cancel.
  public mutating func cancel(_ id: Int, because cause: CancellationCause = .inputStopped) {
    cancellation = cause
    end(id, as: .cancelled)
  }

  /// Every finger was taken away (Wayland's `wl_touch.cancel`: the compositor took the
  /// sequence; a window losing its touch grab): their gestures cancel.
  public mutating func cancelAll(because cause: CancellationCause = .inputStopped) {
    while let f = fingers.last { cancel(f.toolkit, because: cause) }
  }

  private mutating func end(_ id: Int, as phase: ContactPhase) {
    guard let i = fingers.firstIndex(where: { $0.toolkit == id }) else { return }
    var contact = fingers.remove(at: i).contact
    if contact.phase == .down {
      quick.append(contact)
    }
    contact.phase = phase
    ended.append(contact)
    changed = true
  }

  /// Hands `body` the frame of everything since the last call, at `time` µs (on the clock the
  /// app gives the engine), or nothing when nothing changed. A finger that went down and lifted
  /// since the last call makes two frames at `time`: down, then lifted.
  public mutating func frames(at time: Int64, _ body: (TouchFrame) -> Void) {
    guard changed else { return }
    var contacts: [Contact] = []
    contacts.reserveCapacity(fingers.count + ended.count)
    for f in fingers { contacts.append(f.contact) }
    contacts.append(contentsOf: quick)
    let down = fingers.count + quick.count
    if !quick.isEmpty {
      body(TouchFrame(time: time, device: device, contacts: contacts, fingerCount: down))
      contacts.removeAll(keepingCapacity: true)
      for f in fingers {
        var c = f.contact
        c.phase = .stationary
        contacts.append(c)
      }
    }
    contacts.append(contentsOf: ended)
    body(
      TouchFrame(
        time: time, device: device, contacts: contacts, fingerCount: fingers.count,
        cancellation: ended.contains { $0.phase == .cancelled } ? cancellation : nil))
    for i in fingers.indices { fingers[i].contact.phase = .stationary }
    ended.removeAll(keepingCapacity: true)
    quick.removeAll(keepingCapacity: true)
    cancellation = nil
    changed = false
  }
}
