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
  /// Whether the contact landed, moved, stayed, lifted or was cancelled in this frame.
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
  // What a touchpad's decoder measures for the touchpad stage's thumb rules (TouchpadThumb),
  // in one byte beside the other one-byte fields (a contact's size is the decoder's cost per
  // event): the speed count in the low bits, the quirk's thumb measure in the top one.
  private var thumbMeasures: UInt8 = 0
  /// libinput's speed count of the touch (`t->speed.exceeded_count`: frames over 20 mm/s, up
  /// to 15, down one per slower frame), set by a touchpad's decoder; 0 elsewhere.
  var speedCount: UInt8 {
    get { thumbMeasures & 0x7f }
    set { thumbMeasures = (thumbMeasures & 0x80) | (newValue & 0x7f) }
  }
  /// The touch is a thumb by the pad's thumb pressure or size quirk
  /// (`tp_thumb_detect_pressure_size`), as its decoder measured it.
  var thumbSized: Bool {
    get { thumbMeasures & 0x80 != 0 }
    set { thumbMeasures = (thumbMeasures & 0x7f) | (newValue ? 0x80 : 0) }
  }
  /// Why the contact is not a finger (nil for fingers).
  public var reason: ContactReason? {
    get { packedReason.reason }
    set { packedReason = PackedReason(newValue) }
  }
  // Twelve bytes instead of an optional enum's sixteen, after the one-byte fields: a contact
  // is copied into every frame, and its size is the decoder's cost per event.
  private var packedReason = PackedReason(nil)

  /// A contact; each parameter is the property of its name (positions and axes in mm).
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

  /// The contact came down where its slot's touch jumped to (``ContactReason/jumped(millimetres:)``):
  /// for libinput the same touch goes on.
  var continuesJump: Bool {
    if case .jumped = reason { return true }
    return false
  }

  /// True for a finger that is on the surface (what gestures and finger counts see).
  @inlinable public var isFingerDown: Bool { role == .finger && phase.isActive }
}

/// ``ContactReason`` in twelve bytes (a kind and two 32-bit numbers; millimetres as
/// micrometres).
struct PackedReason: Hashable, Sendable {
  var kind: UInt8
  var a: Int32
  var b: Int32

  // A finger's (nil) in line, the others out of it: every contact a decoder reports packs
  // its reason, and a call for a finger's nil was a tenth of the contact's cost.
  @inline(__always) init(_ reason: ContactReason?) {
    (kind, a, b) = (0, 0, 0)
    if let reason { self = Self.packing(reason) }
  }

  @inline(never) private static func packing(_ reason: ContactReason) -> PackedReason {
    var p = PackedReason(nil)
    switch reason {
    case .pressure(let v, let t): (p.kind, p.a, p.b) = (1, v, t)
    case .size(let v, let t): (p.kind, p.a, p.b) = (2, v, t)
    case .edge: (p.kind, p.a, p.b) = (3, 0, 0)
    case .belowFingers(let mm):
      // µm, clamped before converting: a contact placed in code may be anywhere (NaN is 0).
      let um = (mm * 1000).rounded()
      (p.kind, p.a, p.b) = (4, max(0, Int32(clamping: um)), 0)
    case .fingerCountAnnounced: (p.kind, p.a, p.b) = (5, 0, 0)
    case .besideFastFinger(let n): (p.kind, p.a, p.b) = (7, Int32(clamping: n), 0)
    case .touchKeyUp: (p.kind, p.a, p.b) = (8, 0, 0)
    case .jumped(let mm):
      let um = (mm * 1000).rounded()
      (p.kind, p.a, p.b) = (6, max(0, Int32(clamping: um)), 0)
    }
    return p
  }

  var reason: ContactReason? {
    switch kind {
    case 1: return .pressure(a, threshold: b)
    case 2: return .size(a, threshold: b)
    case 3: return .edge
    case 4: return .belowFingers(millimetres: Double(a) / 1000)
    case 5: return .fingerCountAnnounced
    case 6: return .jumped(millimetres: Double(a) / 1000)
    case 7: return .besideFastFinger(frames: Int(a))
    case 8: return .touchKeyUp
    default: return nil
    }
  }
}
