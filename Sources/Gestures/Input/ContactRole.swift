/// What a contact is, as the input layer judged it from the device's pressure, size and
/// position (libinput's touch, palm and thumb rules; see ``ContactRules``).
///
/// Only fingers take part in gestures unless a gesture asks for more
/// (``GestureRecognizer/acceptedRoles``); the others are reported so that their positions are
/// not lost and the decision is visible (`--touches`, `--explain`).
public enum ContactRole: String, Hashable, Sendable {
  /// A finger on the surface.
  case finger
  /// Tracked by the sensor but not touching: its pressure (or size) is below the touch
  /// threshold. Not counted as a finger.
  case hovering
  /// A palm: too much pressure or size, or it came down in the touchpad's edge zone alone.
  case palm
  /// A thumb resting in the touchpad's bottom zone, below fingers that were already down.
  case thumb
}
