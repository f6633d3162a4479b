/// A problem in a quirks file; the file layer adds the file name and line.
public struct QuirksError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the file and section or the property at fault.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
