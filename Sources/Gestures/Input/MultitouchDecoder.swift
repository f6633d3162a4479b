/// A frame-level problem in the event stream itself (not in the file's syntax): a slot out of
/// range, a tracking id reused while still down. The trace layer adds the file and line.
public struct DecodeError: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// Turns a device's raw evdev events into ``TouchFrame``s of contacts in surface millimetres.
public struct MultitouchDecoder {
  public let device: DeviceDescription
  public let deviceIndex: Int
  public private(set) var frame: TouchFrame

  public init(device: DeviceDescription, index: Int = 0) {
    self.device = device
    self.deviceIndex = index
    self.frame = TouchFrame(time: 0, device: index)
  }

  /// Feeds one event; returns true when it completed a frame, which is then in ``frame``.
  public mutating func feed(_ event: EvdevEvent) throws(DecodeError) -> Bool {
    event.isSynReport
  }
}
