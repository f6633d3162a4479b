/// What a device is, for regions and bindings that serve only some devices: a touchpad or a
/// touchscreen, and its name.
public struct DeviceIdentity: Hashable, Sendable {
  /// Touchpad or touchscreen.
  public var kind: DeviceKind
  /// The kernel's device name.
  public var name: String

  /// The identity of a `kind` device called `name`.
  public init(kind: DeviceKind, name: String) {
    self.kind = kind
    self.name = name
  }
}
