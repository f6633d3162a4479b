import Gestures

/// A multitouch device that exists only in a test, like libinput's litest devices: a touchscreen
/// or a touchpad of a given size in mm, with its axis resolution and slot count, speaking
/// multitouch protocol B. ``TouchScript/trace(on:path:)`` turns a script into the events it would
/// send; ``deviceDescription`` is what a real one would report.
public struct VirtualDevice: Hashable, Sendable {
  /// What the device is, which decides its input properties and keys.
  public enum Kind: String, Hashable, Sendable {
    /// Direct touch (`INPUT_PROP_DIRECT`, `BTN_TOUCH`).
    case touchscreen
    /// A clickpad (`INPUT_PROP_POINTER`, `INPUT_PROP_BUTTONPAD`, `BTN_LEFT`, `BTN_TOUCH` and
    /// `BTN_TOOL_FINGER`…`QUINTTAP` as its slots allow).
    case touchpad
  }

  /// The kernel name it reports.
  public var name: String
  /// Touchscreen or touchpad.
  public var kind: Kind
  /// Width of the surface in mm.
  public var width: Double
  /// Height of the surface in mm.
  public var height: Double
  /// Axis units per mm (`input_absinfo.resolution`).
  public var resolution: Int32
  /// Multitouch slots: at most this many fingers at once.
  public var slots: Int
  /// Seconds between the frames it reports while touched (its scan rate's period).
  public var frameInterval: Double

  /// A device of `kind`, `width` × `height` mm at `resolution` units/mm with `slots` slots,
  /// reporting every `frameInterval` seconds.
  public init(
    name: String, kind: Kind, width: Double, height: Double, resolution: Int32, slots: Int,
    frameInterval: Double = 0.008
  ) {
    self.name = name
    self.kind = kind
    self.width = width
    self.height = height
    self.resolution = max(1, resolution)
    self.slots = max(1, min(slots, MultitouchDecoder.maximumContacts))
    self.frameInterval = frameInterval > 0 ? frameInterval : 0.008
  }

  /// A touchscreen: by default a 256 × 160 mm (16:10) panel at 15 units/mm with 10 slots,
  /// reporting at 125 Hz, the one `Recordings/synth/` uses.
  public static func touchscreen(
    width: Double = 256, height: Double = 160, resolution: Int32 = 15, slots: Int = 10,
    frameInterval: Double = 0.008, name: String = "Gestures Virtual Touchscreen"
  ) -> VirtualDevice {
    VirtualDevice(
      name: name, kind: .touchscreen, width: width, height: height, resolution: resolution,
      slots: slots, frameInterval: frameInterval)
  }

  /// A touchpad: by default a 100 × 60 mm clickpad at 42 units/mm with 5 slots, reporting at
  /// 125 Hz.
  public static func touchpad(
    width: Double = 100, height: Double = 60, resolution: Int32 = 42, slots: Int = 5,
    frameInterval: Double = 0.008, name: String = "Gestures Virtual Touchpad"
  ) -> VirtualDevice {
    VirtualDevice(
      name: name, kind: .touchpad, width: width, height: height, resolution: resolution,
      slots: slots, frameInterval: frameInterval)
  }

  /// The largest x value (`width` × `resolution`); axes start at 0.
  public var maximumX: Int32 { Self.axisValue(width * Double(resolution)) }
  /// The largest y value (`height` × `resolution`).
  public var maximumY: Int32 { Self.axisValue(height * Double(resolution)) }

  /// A raw axis value, rounded and clamped to 0 … `Int32.max` (sizes come from code; NaN is 0).
  static func axisValue(_ units: Double) -> Int32 {
    max(0, Int32(clamping: units.rounded()))
  }

  /// The finger-count keys the kernel gives a pointer device with this many slots.
  var toolKeys: [UInt16] {
    guard kind == .touchpad else { return [] }
    let all = [
      KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap, KeyCode.btnToolTripleTap,
      KeyCode.btnToolQuadTap, KeyCode.btnToolQuintTap,
    ]
    return Array(all.prefix(max(2, min(slots, 5))))
  }

  /// What the device reports about itself: its codes, axes and properties, as a real one of
  /// its kind would (and as evemu and libinput record write it).
  public var deviceDescription: DeviceDescription {
    let position = { (maximum: Int32) in
      AbsInfo(minimum: 0, maximum: maximum, resolution: resolution)
    }
    var keys: Set<UInt16> = [KeyCode.btnTouch]
    keys.formUnion(toolKeys)
    if kind == .touchpad { keys.insert(KeyCode.btnLeft) }
    let axes: [UInt16: AbsInfo] = [
      AbsCode.x: position(maximumX), AbsCode.y: position(maximumY),
      AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: Int32(slots - 1)),
      AbsCode.mtPositionX: position(maximumX), AbsCode.mtPositionY: position(maximumY),
      AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
    ]
    return DeviceDescription(
      name: name,
      id: DeviceID(bustype: kind == .touchscreen ? 0x03 : 0x18),
      codes: [
        EventType.syn: [SynCode.report, SynCode.config, SynCode.dropped],
        EventType.key: keys,
        EventType.abs: Set(axes.keys),
      ],
      absInfo: axes,
      properties: kind == .touchscreen
        ? [InputProperty.direct] : [InputProperty.pointer, InputProperty.buttonpad])
  }

  /// The raw x value of `mm` from the left edge, rounded and kept on the axis.
  func units(x mm: Double) -> Int32 {
    min(maximumX, max(0, Int32(clamping: (mm * Double(resolution)).rounded())))
  }

  /// The raw y value of `mm` from the top edge, rounded and kept on the axis.
  func units(y mm: Double) -> Int32 {
    min(maximumY, max(0, Int32(clamping: (mm * Double(resolution)).rounded())))
  }
}
