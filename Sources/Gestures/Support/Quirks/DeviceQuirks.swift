/// The touch attributes of libinput's quirks (`/usr/share/libinput/*.quirks`,
/// `/etc/libinput/local-overrides.quirks`) that apply to one device. Values are the device's
/// raw axis units, as the quirks files state them; nil when no matching section sets one.
public struct DeviceQuirks: Hashable, Sendable {
  /// `AttrPressureRange=HIGH:LOW`: a touch begins at pressure ≥ HIGH and ends below LOW;
  /// `0:0` turns pressure-based touch detection off.
  public var pressureRange: Hysteresis?
  /// `AttrTouchSizeRange=HIGH:LOW`, for `ABS_MT_TOUCH_MAJOR`/`MINOR`; `0:0` turns it off.
  public var touchSizeRange: Hysteresis?
  /// `AttrPalmPressureThreshold`: a touch above it is a palm.
  public var palmPressureThreshold: Int32?
  /// `AttrPalmSizeThreshold`: a touch whose major or minor axis is above it is a palm.
  public var palmSizeThreshold: Int32?
  /// `AttrThumbPressureThreshold`: a touch above it in the lower thumb zone is a thumb.
  public var thumbPressureThreshold: Int32?
  /// `AttrThumbSizeThreshold`: a touch whose major axis is above it (and minor below 60 % of
  /// it) is a thumb.
  public var thumbSizeThreshold: Int32?
  /// `AttrSizeHint=WxH`: the surface's size in mm, for position axes without a resolution.
  public var sizeHint: QuirkDimensions?
  /// `AttrResolutionHint=XxY`: units per mm, for position axes without a resolution (before
  /// ``sizeHint``).
  public var resolutionHint: QuirkDimensions?
  /// `AttrInputProp=+PROP;-PROP…`: input properties to set (true) or clear (false) on the
  /// device, by number (`INPUT_PROP_PRESSUREPAD` is 7); a later section's word for a property
  /// replaces an earlier one's.
  public var inputProperties: [UInt16: Bool] = [:]
  /// `AttrEventCode=+CODE;-CODE…`: event codes (or whole types) to enable (true) or disable
  /// (false) on the device; a later section's word for a code replaces an earlier one's.
  public var eventCodes: [QuirkEventCode: Bool] = [:]
  /// `Model…=1` (true) and `Model…=0` (false) by name: the model flags libinput keys
  /// behaviour to; a later section's word for a flag replaces an earlier one's.
  public var models: [String: Bool] = [:]
  /// The names of the sections that matched, in the order they were applied.
  public var sections: [String] = []

  /// No quirks: libinput's defaults for every property.
  public init() {}

  /// True when no section matched.
  public var isEmpty: Bool { sections.isEmpty }

  /// The model flags with which libinput's default click method is clickfinger on any pad,
  /// clickpad or not (`tp_click_get_default_method`): Chromebooks, three System76 models, the
  /// Clevo W740SU and Apple's one-button touchpads.
  static let clickfingerModels = [
    "ModelChromebook", "ModelSystem76Bonobo", "ModelSystem76Galago", "ModelSystem76Kudu",
    "ModelClevoW740SU", "ModelAppleTouchpadOneButton",
  ]

  /// libinput's default click method is clickfinger for this device's model.
  public var clicksByFingers: Bool { Self.clickfingerModels.contains { models[$0] == true } }

  /// Sets one `Attr…=value` line's attribute; returns false for an attribute this engine does
  /// not use (it is ignored) and throws for a value out of range.
  mutating func set(_ key: String, _ value: String) throws(QuirksError) -> Bool {
    switch key {
    case "AttrPressureRange": pressureRange = try Self.range(key, value)
    case "AttrTouchSizeRange": touchSizeRange = try Self.range(key, value)
    case "AttrPalmPressureThreshold": palmPressureThreshold = try Self.unsigned(key, value)
    case "AttrPalmSizeThreshold": palmSizeThreshold = try Self.unsigned(key, value)
    case "AttrThumbPressureThreshold": thumbPressureThreshold = try Self.unsigned(key, value)
    case "AttrThumbSizeThreshold": thumbSizeThreshold = try Self.unsigned(key, value)
    case "AttrSizeHint": sizeHint = try Self.dimensions(key, value)
    case "AttrResolutionHint": resolutionHint = try Self.dimensions(key, value)
    case "AttrInputProp":
      for (property, on) in try Self.properties(key, value) { inputProperties[property] = on }
    case "AttrEventCode":
      for word in try Self.signedWords(key, value) {
        do throws(QuirksError) {
          if let code = try QuirkEventCode(word.name) { eventCodes[code] = word.on }
        } catch {
          throw QuirksError("\(Quoted.excerpt(key))=\(Quoted.excerpt(value)): \(error.message)")
        }
      }
    default: return false
    }
    return true
  }

  /// `HIGH:LOW` as libinput's `parse_range_property` reads it: whole numbers
  /// −2147483648…2147483647 with LOW below HIGH (libinput 1.31's own quirks hold `-0:-2`), or
  /// `none` (and `0:0`), which turns the detection off.
  private static func range(_ key: String, _ value: String) throws(QuirksError) -> Hysteresis {
    if value == "none" { return Hysteresis(begin: 0, end: 0) }
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let hi = Int32(parts[0]), let lo = Int32(parts[1]),
      lo < hi || (hi == 0 && lo == 0)
    else {
      throw QuirksError(
        "\(key)=\(value): expected HIGH:LOW, whole numbers −2147483648…2147483647 with LOW below HIGH, or none"
      )
    }
    return Hysteresis(begin: hi, end: lo)
  }

  private static func dimensions(_ key: String, _ value: String) throws(QuirksError)
    -> QuirkDimensions
  {
    guard let d = QuirkDimensions(value) else {
      throw QuirksError(
        "\(Quoted.excerpt(key))=\(Quoted.excerpt(value)): expected WIDTHxHEIGHT, whole numbers 1…2147483647"
      )
    }
    return d
  }

  /// `+NAME;-NAME…` as libinput's `parse_input_prop_property` reads it: each a kernel name
  /// (`INPUT_PROP_PRESSUREPAD`) or a hexadecimal number 0…1f after `+` (set) or `-` (clear).
  private static func properties(_ key: String, _ value: String) throws(QuirksError)
    -> [(UInt16, Bool)]
  {
    var out: [(UInt16, Bool)] = []
    for word in try signedWords(key, value) {
      let name = String(word.name)
      let hex = name.hasPrefix("0x") || name.hasPrefix("0X") ? String(name.dropFirst(2)) : name
      guard let p = InputProperty.named(name) ?? UInt16(hex, radix: 16), p <= InputProperty.max
      else {
        throw QuirksError(
          "\(key)=\(value): \(name) is not an input property (INPUT_PROP_… or 0…1f)")
      }
      out.append((p, word.on))
    }
    return out
  }

  /// `+WORD;-WORD…`: at least one word, each after `+` or `-`; empty words between `;` (a
  /// trailing `;`, as libinput's own files have) are skipped.
  private static func signedWords(_ key: String, _ value: String) throws(QuirksError)
    -> [(name: Substring, on: Bool)]
  {
    var out: [(name: Substring, on: Bool)] = []
    for word in value.split(separator: ";") {
      guard let sign = word.first, sign == "+" || sign == "-", word.count > 1 else {
        throw QuirksError(
          "\(Quoted.excerpt(key))=\(Quoted.excerpt(value)): expected +NAME or -NAME, ; between them"
        )
      }
      out.append((word.dropFirst(), sign == "+"))
    }
    guard !out.isEmpty else {
      throw QuirksError("\(Quoted.excerpt(key))=\(Quoted.excerpt(value)): expected +NAME or -NAME")
    }
    return out
  }

  /// The codes of `device` the quirks disable (`AttrEventCode=-…`), as `type << 16 | code`:
  /// libevdev drops their events once libinput disabled them (`libevdev_disable_event_code`),
  /// so the decoder drops them too.
  public func disabledEventCodes(of device: DeviceDescription) -> [UInt32] {
    var out: [UInt32] = []
    for (c, on) in eventCodes where !on {
      let codes = c.code.map { [$0] } ?? Array(device.codes[c.type] ?? [])
      for code in codes where device.has(type: c.type, code: code) {
        out.append(UInt32(c.type) << 16 | UInt32(code))
      }
    }
    return out.sorted()
  }

  /// `device` as libinput sees it after its quirks: the ``inputProperties`` set and cleared and
  /// the ``eventCodes`` enabled and disabled (`evdev_pre_configure_model_quirks`; an `EV_ABS`
  /// code only disabled, as it would need a range), and position axes without a resolution given one
  /// (`evdev_fix_abs_resolution`, for `ABS_X`/`ABS_Y` and `ABS_MT_POSITION_X`/`Y` each): the
  /// ``resolutionHint``, else the axis' range (maximum − minimum + 1) over the ``sizeHint``,
  /// rounded down. An axis pair with a resolution of its own keeps it.
  public func applyingDeviceFixes(to device: DeviceDescription) -> DeviceDescription {
    var d = device
    for (property, on) in inputProperties {
      if on { d.properties.insert(property) } else { d.properties.remove(property) }
    }
    // Codes enabled here have no range to read: only keys (and whole types) are enabled.
    for (c, on) in eventCodes.sorted(by: { !$0.value && $1.value }) {
      if let code = c.code {
        if on && c.type != EventType.abs {
          d.codes[c.type, default: []].insert(code)
        } else if !on {
          d.codes[c.type]?.remove(code)
          if c.type == EventType.abs { d.absInfo[code] = nil }
        }
      } else if !on {
        if c.type == EventType.abs { for code in d.codes[c.type] ?? [] { d.absInfo[code] = nil } }
        d.codes[c.type] = nil
      }
    }
    guard resolutionHint != nil || sizeHint != nil else { return d }
    for (xCode, yCode) in [(AbsCode.x, AbsCode.y), (AbsCode.mtPositionX, AbsCode.mtPositionY)] {
      guard var x = d.absInfo[xCode], var y = d.absInfo[yCode], x.resolution == 0,
        y.resolution == 0
      else { continue }
      if let r = resolutionHint {
        (x.resolution, y.resolution) = (r.width, r.height)
      } else if let s = sizeHint {
        // checked: Int32 axis limits, widened
        let rangeX = Int64(x.maximum) - Int64(x.minimum) + 1
        let rangeY = Int64(y.maximum) - Int64(y.minimum) + 1
        x.resolution = Int32(clamping: rangeX / Int64(s.width))  // checked: Int32 width ≥ 1
        y.resolution = Int32(clamping: rangeY / Int64(s.height))  // checked: Int32 height ≥ 1
      }
      guard x.resolution > 0 && y.resolution > 0 else { continue }
      d.absInfo[xCode] = x
      d.absInfo[yCode] = y
    }
    return d
  }

  /// A whole number 0…2147483647.
  private static func unsigned(_ key: String, _ value: String) throws(QuirksError) -> Int32 {
    guard let v = Int32(value), v >= 0 else {
      throw QuirksError(
        "\(Quoted.excerpt(key))=\(Quoted.excerpt(value)): expected a whole number 0…2147483647")
    }
    return v
  }
}
