/// The range and resolution of one absolute axis (`struct input_absinfo` without the value).
public struct AbsInfo: Hashable, Sendable {
  public var minimum: Int32
  public var maximum: Int32
  public var fuzz: Int32
  public var flat: Int32
  /// Units per millimetre (units per radian for orientation); 0 when the device does not say.
  public var resolution: Int32

  public init(
    minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }
}

extension AbsInfo {
  /// Why these values cannot describe an axis, or nil when they can: a maximum below the minimum
  /// (the kernel's uinput refuses one too) or a negative resolution — either would put contacts
  /// at negative millimetres. Fuzz and flat are not used here and may hold any value. The trace
  /// readers reject an axis with a problem, naming the line.
  public var problem: String? {
    if maximum < minimum { return "minimum \(minimum) is above maximum \(maximum)" }
    if resolution < 0 { return "resolution \(resolution) is negative" }
    return nil
  }
}

/// `struct input_id`: bus type, vendor, product and version.
public struct DeviceID: Hashable, Sendable {
  public var bustype: UInt16
  public var vendor: UInt16
  public var product: UInt16
  public var version: UInt16

  public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
  }
}

/// What kind of touch surface a device is, as libinput would classify it.
public enum DeviceKind: String, Sendable {
  /// Direct touch: the contact is where the finger is on a display.
  case touchscreen
  /// Indirect touch: a touchpad or a tablet's touch surface.
  case touchpad
  /// Anything without touch axes (keyboards, mice, force-feedback-only devices).
  case other
}

/// Everything a trace or a live device says about one input device: its identity, the event codes
/// it can send, its absolute axes, its input properties and its force-feedback capabilities.
public struct DeviceDescription: Hashable, Sendable {
  /// The kernel's device name.
  public var name: String
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
