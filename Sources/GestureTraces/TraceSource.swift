import Gestures

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
