/// How a device reports its contacts.
public enum TouchProtocol: String, Hashable, Sendable {
  /// Multitouch protocol B: slots (`ABS_MT_SLOT`) and tracking ids.
  case slots
  /// Multitouch protocol A: every frame lists all contacts, separated by `SYN_MT_REPORT`.
  case reports
  /// One contact: `BTN_TOUCH` with `ABS_X`/`ABS_Y`.
  case singleTouch
  /// No touch axes: the decoder produces no contacts.
  case none

  /// The protocol `device`'s codes say it speaks: slots when it has `ABS_MT_SLOT`.
  public init(device: DeviceDescription) {
    if device.has(type: EventType.abs, code: AbsCode.mtSlot) {
      self = .slots
    } else if device.has(type: EventType.abs, code: AbsCode.mtPositionX) {
      self = .reports
    } else if device.has(type: EventType.abs, code: AbsCode.x)
      && device.has(type: EventType.key, code: KeyCode.btnTouch)
    {
      self = .singleTouch
    } else {
      self = .none
    }
  }
}
