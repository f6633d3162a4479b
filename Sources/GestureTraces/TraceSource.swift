import Gestures

/// One event read from a trace, with the device it belongs to and where it stands in the file.
public struct TraceRecord: Hashable, Sendable {
  /// Index into the source's ``TraceSource/devices``.
  public var device: Int
  public var event: EvdevEvent
  /// The 1-based line of the file the event was read from, for error messages.
  public var line: Int

  public init(device: Int, event: EvdevEvent, line: Int) {
    self.device = device
    self.event = event
    self.line = line
  }
}

/// A streaming reader of a recorded trace: the devices up front, then events one at a time, in
/// time order across devices. Memory does not grow with the length of the trace.
public protocol TraceSource {
  /// The file being read, as the user named it.
  var path: String { get }
  /// The devices of the trace, in the file's order.
  var devices: [DeviceDescription] { get }
  /// The next event, or nil at the end of the trace.
  mutating func next() throws(TraceError) -> TraceRecord?
}
