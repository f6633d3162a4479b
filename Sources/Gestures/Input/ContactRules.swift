/// How the input layer judges a touchpad's contacts (``ContactRole``): libinput's touch, palm
/// and thumb rules, with its defaults and the device's quirks. Touchscreens get none of them
/// (libinput judges touchscreen contacts only by the device's own `MT_TOOL_PALM`).
///
/// Thresholds are raw axis units; zones are millimetres of the surface. The rules are in the
/// Contact quality article.
public struct ContactRules: Hashable, Sendable {
  /// Touch begin/end by pressure, or nil.
  public var pressure: Hysteresis?
  /// Touch begin/end by touch major and minor, or nil.
  public var size: Hysteresis?
  /// Pressure above which a touch is a palm, or nil.
  public var palmPressure: Int32?
  /// Touch major or minor above which a touch is a palm, or nil.
  public var palmSize: Int32?
  /// Width of the left and right palm edge zones in mm, or nil for none.
  public var edgeWidth: Double?
  /// Height of the top palm edge zone in mm, or nil for none.
  public var topEdgeHeight: Double?
  /// Height of a clickpad's bottom button area in mm, where edge palms are not detected.
  public var buttonAreaHeight: Double?
  /// Whether thumbs are detected (clickpads 50 mm high or more).
  public var detectsThumbs: Bool
  /// Pressure above which a touch below the lower thumb line is a thumb by its measures, or nil
  /// (the touchpad stage's thumb rules read it).
  public var thumbPressure: Int32?
  /// Touch major above which a touch below the lower thumb line is a thumb, or nil.
  public var thumbSize: Int32?
  /// Touches begin and end by the pad's `BTN_TOUCH`, whatever its slots hold: libinput's rule
  /// for a multitouch touchpad with neither a pressure nor a touch-size rule
  /// (`tp_unhover_fake_touches`). Such a touch is ``ContactRole/hovering`` while the key is up.
  public var touchesByKey = false

  /// How soon an edge palm must leave the edge zone to be a finger after all (µs).
  public static let edgeReleaseWindow: Int64 = 200_000

  /// No rules: every tracked touch is a finger (touchscreens, toolkit input).
  public static let none = ContactRules(
    pressure: nil, size: nil, palmPressure: nil, palmSize: nil, edgeWidth: nil,
    topEdgeHeight: nil, buttonAreaHeight: nil, detectsThumbs: false, thumbPressure: nil,
    thumbSize: nil)

  /// Rules with the given thresholds (nil: the rule is off); each parameter is the property of
  /// its name.
  public init(
    pressure: Hysteresis?, size: Hysteresis?, palmPressure: Int32?, palmSize: Int32?,
    edgeWidth: Double?, topEdgeHeight: Double?, buttonAreaHeight: Double?, detectsThumbs: Bool,
    thumbPressure: Int32?, thumbSize: Int32?
  ) {
    self.pressure = pressure
    self.size = size
    self.palmPressure = palmPressure
    self.palmSize = palmSize
    self.edgeWidth = edgeWidth
    self.topEdgeHeight = topEdgeHeight
    self.buttonAreaHeight = buttonAreaHeight
    self.detectsThumbs = detectsThumbs
    self.thumbPressure = thumbPressure
    self.thumbSize = thumbSize
  }

  /// libinput's rules for `device` with its `quirks` (none: the defaults).
  public init(device: DeviceDescription, quirks: DeviceQuirks = DeviceQuirks()) {
    self = .none
    guard device.kind == .touchpad else { return }
    // libinput's `has_mt`: slots, which libinput 1.31's mtdev plugin gives a protocol-A
    // touchpad too (ten: `mtdev_plugin_device_new`).
    let protocolA = TouchProtocol(device: device) == .reports
    let multitouch = device.absInfo[AbsCode.mtSlot] != nil || protocolA
    let slots =
      protocolA
      ? MultitouchDecoder.mtdevSlotCount : Int(device.absInfo[AbsCode.mtSlot]?.maximum ?? 0) + 1
    // A pressure pad (INPUT_PROP_PRESSUREPAD, from the kernel or AttrInputProp), or a pressure
    // axis with a resolution, measures force, not contact size: libinput disables its pressure
    // axes for touches, palms and thumbs (tp_init_pressurepad).
    let forcePad =
      device.properties.contains(InputProperty.pressurePad)
      || (device.absInfo[AbsCode.mtPressure]?.resolution ?? 0) != 0
    if !forcePad, let axis = device.absInfo[multitouch ? AbsCode.mtPressure : AbsCode.pressure] {
      if let range = quirks.pressureRange {
        let off = range.begin == 0 && range.end == 0
        let inside = { (v: Int32) in v >= axis.minimum && v <= axis.maximum }
        pressure = off || !inside(range.begin) || !inside(range.end) ? nil : range
      } else {
        let span = Double(Int64(axis.maximum) - Int64(axis.minimum))
        pressure = Hysteresis(
          begin: axis.minimum + Int32(clamping: 0.12 * span),
          end: axis.minimum + Int32(clamping: 0.10 * span))
      }
    }
    let hasMajor = device.absInfo[AbsCode.mtTouchMajor] != nil
    if hasMajor, let range = quirks.touchSizeRange, slots >= 5,
      !(range.begin == 0 && range.end == 0)
    {
      size = range
    }
    if device.absInfo[AbsCode.mtPressure] != nil && !forcePad {
      palmPressure = quirks.palmPressureThreshold ?? 130
    }
    if hasMajor, let t = quirks.palmSizeThreshold, t > 0 { palmSize = t }
    // A semi-MT pad is single-touch to libinput (tp_init_slots), its touches judged by
    // ABS_PRESSURE: not by the key.
    touchesByKey =
      multitouch && !device.properties.contains(InputProperty.semiMT) && pressure == nil
      && size == nil && device.has(type: EventType.key, code: KeyCode.btnTouch)
    guard let surface = TouchSurface(device: device) else { return }
    // tp_guess_clickpad: a left button without a right one makes a clickpad too.
    let clickpad = MultitouchDecoder.isClickpad(device)
    if surface.width >= 70 {
      edgeWidth = min(8, surface.width * 0.08)
      if surface.height > 55 { topEdgeHeight = surface.height * 0.05 }
    }
    if clickpad { buttonAreaHeight = min(12, surface.height * 0.15) }
    if clickpad && surface.height >= 50 {
      detectsThumbs = true
      if device.absInfo[AbsCode.mtPressure] != nil && !forcePad {
        thumbPressure = quirks.thumbPressureThreshold
      }
      if hasMajor { thumbSize = quirks.thumbSizeThreshold }
    }
  }

  /// True when some rule can make a contact something other than a finger.
  public var judgesContacts: Bool {
    pressure != nil || size != nil || palmPressure != nil || palmSize != nil || edgeWidth != nil
      || topEdgeHeight != nil || detectsThumbs || touchesByKey
  }
}
