/// A command line the tool cannot act on; the tool prints it with the usage and exits 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
