/// What kind of touch surface a device is, as libinput would classify it.
public enum DeviceKind: String, Sendable {
  /// Direct touch: the contact is where the finger is on a display.
  case touchscreen
  /// Indirect touch: a touchpad or a tablet's touch surface.
  case touchpad
  /// Anything without touch axes (keyboards, mice, force-feedback-only devices).
  case other
}
