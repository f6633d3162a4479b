/// The virtual devices actions send on, created through uinput when a session starts with
/// bindings that need them: a keyboard (keys), a pointer (buttons, relative motion, scroll), and
/// an absolute pointer (buttons at a position on the screen: a touchscreen's long press clicks
/// where the finger is).
public enum VirtualDeviceKind: String, Hashable, Sendable, CaseIterable {
  /// A keyboard: key presses and releases.
  case keyboard
  /// A relative pointer (a mouse): buttons, motion and scrolling.
  case pointer
  /// A pointer at absolute positions on the screen (``absoluteRange``): buttons where a finger
  /// is.
  case absolutePointer = "absolute pointer"

  /// The absolute pointer's axis range: 0 (left, top) to 65535 (right, bottom) of the screen.
  public static let absoluteRange: ClosedRange<Int32> = 0...65535
}
