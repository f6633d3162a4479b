/// A frame-level problem in the event stream itself (not in the file's syntax): a slot out of
/// range, a tracking id reused while still down. The trace layer adds the file and line.
public struct DecodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
