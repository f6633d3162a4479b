import Gestures

/// One event read from a trace, with the device it belongs to and where it stands in the file.
public struct TraceRecord: Hashable, Sendable {
  /// Index into the source's ``TraceSource/devices``.
  public var device: Int
  /// The event, its time in µs on the trace's clock.
  public var event: EvdevEvent
  /// The 1-based line of the file the event was read from, for error messages.
  public var line: Int

  /// `event` of device `device`, read from 1-based `line`.
  public init(device: Int, event: EvdevEvent, line: Int) {
    self.device = device
    self.event = event
    self.line = line
  }
}
