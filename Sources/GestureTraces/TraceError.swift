import Gestures

/// A problem with an input file, located by file and line so the user can fix it.
///
/// Its description is the `file:line: what is wrong` form the command-line tool prints.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The 1-based line, or nil when the problem is with the whole file (unreadable, empty).
  public var line: Int?
  /// What is wrong, in words.
  public var message: String

  /// An error in `file` at 1-based `line` (nil: the whole file) saying `message`.
  public init(file: String, line: Int?, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message` without a line.
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}
