/// Which devices a region serves (``Region/devices``): a kind, a part of the name, or both. One
/// scene then serves a touchpad and a touchscreen with different gestures.
public struct DeviceFilter: Hashable, Sendable {
  /// The kind of device; nil for any.
  public var kind: DeviceKind?
  /// Text the device's name must contain (case-sensitive); nil for any.
  public var nameContains: String?

  /// A filter passing devices of `kind` whose names contain `nameContains` (nil: any).
  public init(kind: DeviceKind? = nil, nameContains: String? = nil) {
    self.kind = kind
    self.nameContains = nameContains
  }

  /// Touchpads only.
  public static let touchpad = DeviceFilter(kind: .touchpad)
  /// Touchscreens only.
  public static let touchscreen = DeviceFilter(kind: .touchscreen)

  /// Whether a device that is `identity` passes; a device whose identity is not known passes
  /// no filter.
  public func matches(_ identity: DeviceIdentity?) -> Bool {
    guard let identity else { return false }
    if let kind, identity.kind != kind { return false }
    if let nameContains, !identity.name.contains(nameContains) { return false }
    return true
  }
}
