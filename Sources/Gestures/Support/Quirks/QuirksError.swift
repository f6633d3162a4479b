/// A problem in a quirks file; the file layer adds the file name and line.
public struct QuirksError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
