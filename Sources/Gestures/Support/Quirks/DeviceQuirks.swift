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
  /// The names of the sections that matched, in the order they were applied.
  public var sections: [String] = []

  /// No quirks: libinput's defaults for every property.
  public init() {}

  /// True when no section matched.
  public var isEmpty: Bool { sections.isEmpty }

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
      throw QuirksError("\(key)=\(value): expected WIDTHxHEIGHT, whole numbers 1…2147483647")
    }
    return d
  }

  /// `device` with the resolution libinput gives position axes that have none
  /// (`evdev_fix_abs_resolution`, for `ABS_X`/`ABS_Y` and `ABS_MT_POSITION_X`/`Y` each): the
  /// ``resolutionHint``, else the axis' range (maximum − minimum + 1) over the ``sizeHint``,
  /// rounded down. An axis pair with a resolution of its own keeps it; without a hint, the
  /// device is unchanged.
  public func applyingAxisHints(to device: DeviceDescription) -> DeviceDescription {
    guard resolutionHint != nil || sizeHint != nil else { return device }
    var d = device
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
        x.resolution = Int32(clamping: rangeX / Int64(s.width))
        y.resolution = Int32(clamping: rangeY / Int64(s.height))
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
      throw QuirksError("\(key)=\(value): expected a whole number 0…2147483647")
    }
    return v
  }
}
