/// Everything a trace or a live device says about one input device: its identity, the event codes
/// it can send, its absolute axes, its input properties and its force-feedback capabilities.
public struct DeviceDescription: Hashable, Sendable {
  /// The kernel's device name.
  public var name: String
  /// The longest device name a trace may give, in bytes: 255 (a kernel device name is shorter:
  /// the kernel's buffers hold at most 255 bytes and a NUL). The name is repeated on output
  /// lines, so a longer one would only multiply the output.
  public static let maximumNameLength = 255
  /// Its bus, vendor, product and version (`EVIOCGID`).
  public var id: DeviceID
  /// Supported codes per event type (`EV_SYN` included), as `EVIOCGBIT` reports them.
  public var codes: [UInt16: Set<UInt16>]
  /// Absolute axes, by `ABS_*` code.
  public var absInfo: [UInt16: AbsInfo]
  /// `INPUT_PROP_*` numbers set on the device.
  public var properties: Set<UInt16>
  /// Initial LED states (evemu `L:` lines), by `LED_*` code.
  public var leds: [UInt16: Int32]
  /// Initial switch states (evemu `S:` lines), by `SW_*` code.
  public var switches: [UInt16: Int32]
  /// udev properties, when the source knows them (libinput record, live udev).
  public var udevProperties: [String: String]
  /// The device node (`/dev/input/event5`), when known.
  public var node: String?

  /// A description; each parameter is the property of its name.
  public init(
    name: String, id: DeviceID = DeviceID(), codes: [UInt16: Set<UInt16>] = [:],
    absInfo: [UInt16: AbsInfo] = [:], properties: Set<UInt16> = [], leds: [UInt16: Int32] = [:],
    switches: [UInt16: Int32] = [:], udevProperties: [String: String] = [:], node: String? = nil
  ) {
    self.name = name
    self.id = id
    self.codes = codes
    self.absInfo = absInfo
    self.properties = properties
    self.leds = leds
    self.switches = switches
    self.udevProperties = udevProperties
    self.node = node
  }

  /// True when the device can send events of `type`.
  public func has(type: UInt16) -> Bool { codes[type].map { !$0.isEmpty } ?? false }

  /// True when the device can send `code` of `type`.
  public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }

  /// The force-feedback effect types and properties (`FF_*`) the device supports.
  public var forceFeedback: Set<UInt16> { codes[EventType.ff] ?? [] }

  /// Touchscreen if `INPUT_PROP_DIRECT` is set or the device has touch axes but no finger tools
  /// (old N-Trig kernels set no property); touchpad if it has touch axes and finger tools or
  /// `INPUT_PROP_POINTER`; otherwise other.
  public var kind: DeviceKind {
    let touchAxes =
      has(type: EventType.abs, code: AbsCode.mtPositionX)
      || (has(type: EventType.abs, code: AbsCode.x)
        && has(type: EventType.key, code: KeyCode.btnTouch))
    guard touchAxes else { return .other }
    if properties.contains(InputProperty.direct) { return .touchscreen }
    if properties.contains(InputProperty.pointer) || properties.contains(InputProperty.buttonpad)
      || has(type: EventType.key, code: KeyCode.btnToolFinger)
    {
      return .touchpad
    }
    return .touchscreen
  }
}
