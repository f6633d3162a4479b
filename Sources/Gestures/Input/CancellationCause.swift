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
  /// It jumped farther than a finger moves in a frame (libinput's `tp_detect_jumps`): the
  /// firmware swapped fingers under one tracking id, and a new contact goes on from where the
  /// hardware says.
  case jumped = "it jumped"
  /// The source stopped reading (a shutdown, a decode error reset).
  case inputStopped = "the input stopped"
}
