/// What a device is, for regions and bindings that serve only some devices: a touchpad or a
/// touchscreen, and its name.
public struct DeviceIdentity: Hashable, Sendable {
  public var kind: DeviceKind
  public var name: String

  public init(kind: DeviceKind, name: String) {
    self.kind = kind
    self.name = name
  }
}
