/// One evdev device that can play haptics: an `/dev/input/event*` node with rumble or periodic
/// force feedback.
public struct HapticDeviceInfo: Hashable, Sendable {
  /// The device node.
  public var path: String
  /// What it says about its force feedback (name, `FF_*` codes, effect slots).
  public var capabilities: ForceFeedbackCapabilities
  /// The profile patterns are rendered with on it.
  public var profile: HapticDeviceProfile
  /// This process may open it for writing (force feedback needs write access: root, or a udev
  /// `uaccess` rule).
  public var isWritable: Bool
}
