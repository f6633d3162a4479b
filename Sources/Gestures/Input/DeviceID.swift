/// `struct input_id`: bus type, vendor, product and version.
public struct DeviceID: Hashable, Sendable {
  /// The bus (`BUS_USB` 0x03, `BUS_I2C` 0x18, `BUS_VIRTUAL` 0x06, …).
  public var bustype: UInt16
  /// The vendor id.
  public var vendor: UInt16
  /// The product id.
  public var product: UInt16
  /// The version the driver reports.
  public var version: UInt16

  /// An id of the given parts (0 when not known).
  public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
  }
}
