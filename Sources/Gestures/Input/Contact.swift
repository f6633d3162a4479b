/// What happened to a contact in one frame.
public enum ContactPhase: String, Hashable, Sendable {
  /// The finger touched down in this frame.
  case down
  /// The finger moved (or its pressure or size changed) in this frame.
  case moved
  /// The finger is still down and did not change in this frame.
  case stationary
  /// The finger lifted in this frame.
  case up
  /// The contact ended without a proper lift: its lift was lost (SYN_DROPPED), the device went
  /// away, or the device cancelled it (`MT_TOOL_PALM`). Gestures using it cancel.
  case cancelled

  /// True while the finger is on the surface (down, moved or stationary).
  @inlinable public var isActive: Bool { self == .down || self == .moved || self == .stationary }
}

/// One finger on a touch surface, in surface millimetres (origin top-left).
public struct Contact: Hashable, Sendable {
  /// Unique per device for the whole trace or session: a new touch never reuses an id.
  public var id: Int
  /// The protocol-B slot, or the index within a protocol-A frame; 0 for single-touch devices.
  public var slot: Int
  /// Position in millimetres from the surface's left edge.
  public var x: Double
  /// Position in millimetres from the surface's top edge.
  public var y: Double
  /// Pressure normalised to 0…1 over the axis range, when the device reports it.
  public var pressure: Double?
  /// Contact ellipse major axis in millimetres, when the device reports it.
  public var major: Double?
  /// Contact ellipse minor axis in millimetres, when the device reports it.
  public var minor: Double?
  public var phase: ContactPhase
  /// What the contact is: a finger, or a hovering touch, palm or thumb that gestures leave out
  /// unless they ask for it (``GestureRecognizer/acceptedRoles``). A touch whose role changes
  /// (a hovering finger pressing down, a finger pressing into a palm) ends as one contact and
  /// goes on as a new one, with a new id, in the same frame.
  public var role: ContactRole
  /// The finger has lifted, and the engine holds its lift back in case it lands again (a
  /// bounce, see the arena's rules): gestures see it down, moving with the other fingers. Set
  /// only in the frames gestures see, never by a decoder.
  public var isHeldLift = false
  /// Why the contact is not a finger (nil for fingers).
  public var reason: ContactReason? {
    get { packedReason.reason }
    set { packedReason = PackedReason(newValue) }
  }
  // Twelve bytes instead of an optional enum's sixteen, after the one-byte fields: a contact
  // is copied into every frame, and its size is the decoder's cost per event.
  private var packedReason = PackedReason(nil)

  public init(
    id: Int, slot: Int, x: Double, y: Double, pressure: Double? = nil, major: Double? = nil,
    minor: Double? = nil, phase: ContactPhase, role: ContactRole = .finger,
    reason: ContactReason? = nil
  ) {
    self.id = id
    self.slot = slot
    self.x = x
    self.y = y
    self.pressure = pressure
    self.major = major
    self.minor = minor
    self.phase = phase
    self.role = role
    self.packedReason = PackedReason(reason)
  }

  /// True for a finger that is on the surface (what gestures and finger counts see).
  @inlinable public var isFingerDown: Bool { role == .finger && phase.isActive }
}

/// Why the contacts a frame reports as `cancelled` were cancelled.
public enum CancellationCause: String, Hashable, Sendable {
  /// The lift fell among events the kernel dropped (`SYN_DROPPED`).
  case lostLift = "its lift was lost to SYN_DROPPED"
  /// The device marked the contact a palm (`MT_TOOL_PALM`).
  case palm = "the device called it a palm"
  /// The finger's pressure or size grew into a palm's (``ContactRules``).
  case becamePalm = "it became a palm"
  /// The device went away.
  case deviceRemoved = "the device was removed"
  /// The source stopped reading (a shutdown, a decode error reset).
  case inputStopped = "the input stopped"
}

/// The state of a touch surface after one evdev frame (one `SYN_REPORT`).
///
/// `contacts` lists every contact that is down in this frame or ended in it, ordered by slot;
/// each carries its phase for this frame. Contacts that ended appear once, with phase `up` or
/// `cancelled`, and are gone from the next frame.
public struct TouchFrame: Sendable {
  /// Time of the frame's `SYN_REPORT`, in microseconds on the source's clock.
  public var time: Int64
  /// Index of the device in the trace or live session.
  public var device: Int
  public var contacts: [Contact]
  /// Fingers on the surface as the device counts them: at least the active contacts, more when a
  /// touchpad reports extra fingers through `BTN_TOOL_DOUBLETAP`…`QUINTTAP` than it has slots.
  /// Those extra fingers have no positions and appear in no `Contact`.
  public var fingerCount: Int
  /// Why this frame's `cancelled` contacts were cancelled, when the source knows.
  public var cancellation: CancellationCause?
  /// The contacts are the corners of a box around the fingers, not the fingers
  /// (`INPUT_PROP_SEMI_MT`): their centroid moves with the hand, but their distance and angle
  /// are not a spread or a turn (magnify and rotate fail on such frames, as libinput has no
  /// pinch there).
  public var isBoundingBox = false

  public init(
    time: Int64, device: Int, contacts: [Contact] = [], fingerCount: Int = 0,
    cancellation: CancellationCause? = nil
  ) {
    self.time = time
    self.device = device
    self.contacts = contacts
    self.fingerCount = fingerCount
    self.cancellation = cancellation
  }

  /// True when some contact went down, moved, lifted or was cancelled in this frame.
  public var hasChanges: Bool { contacts.contains { $0.phase != .stationary } }
}

/// ``ContactReason`` in twelve bytes (a kind and two 32-bit numbers; millimetres as
/// micrometres).
struct PackedReason: Hashable, Sendable {
  var kind: UInt8
  var a: Int32
  var b: Int32

  init(_ reason: ContactReason?) {
    switch reason {
    case nil: (kind, a, b) = (0, 0, 0)
    case .pressure(let v, let t)?: (kind, a, b) = (1, v, t)
    case .size(let v, let t)?: (kind, a, b) = (2, v, t)
    case .edge?: (kind, a, b) = (3, 0, 0)
    case .belowFingers(let mm)?:
      // µm, clamped before converting: a contact placed in code may be anywhere (NaN is 0).
      let um = (mm * 1000).rounded()
      (kind, a, b) = (4, um > 0 ? Int32(min(um, Double(Int32.max))) : 0, 0)
    case .fingerCountAnnounced?: (kind, a, b) = (5, 0, 0)
    }
  }

  var reason: ContactReason? {
    switch kind {
    case 1: return .pressure(a, threshold: b)
    case 2: return .size(a, threshold: b)
    case 3: return .edge
    case 4: return .belowFingers(millimetres: Double(a) / 1000)
    case 5: return .fingerCountAnnounced
    default: return nil
    }
  }
}
