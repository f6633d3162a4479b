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
