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
  // A switch, one comparison of the case: the three `==` compared three times, and every
  // contact of every frame is asked (the decoder, the soft buttons, the stages).
  @inlinable public var isActive: Bool {
    switch self {
    case .down, .moved, .stationary: return true
    case .up, .cancelled: return false
    }
  }
}
