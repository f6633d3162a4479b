/// One evdev event an action sends on a virtual device: `EV_KEY KEY_LEFTCTRL 1`. A batch of
/// them is one frame: the device ends it with `SYN_REPORT`.
public struct InputEvent: Hashable, Sendable {
  /// The event type (`EV_KEY` 1, `EV_REL` 2).
  public var type: UInt16
  /// The event code (`KEY_A` 30, `BTN_LEFT` 0x110, `REL_WHEEL` 8).
  public var code: UInt16
  /// 1 press, 0 release for keys and buttons; a signed count for relative axes.
  public var value: Int32

  /// An event of `type` and `code` with `value`.
  public init(type: UInt16, code: UInt16, value: Int32) {
    self.type = type
    self.code = code
    self.value = value
  }
}
