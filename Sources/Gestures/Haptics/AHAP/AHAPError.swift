/// A malformed AHAP file, located by the JSON path of the value at fault
/// (`Pattern[3].Event.EventParameters[0].ParameterValue`) or, for bad JSON syntax, by line and
/// column.
///
/// Its description is the form the command-line tool prints:
/// `tap.ahap: Pattern[3].Event.EventParameters[0].ParameterValue: expected a number, found a
/// string` or `tap.ahap:3:14: JSON syntax error: …`.
public struct AHAPError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The JSON path of the value at fault; nil for syntax, file and top-level errors.
  public var path: String?
  /// The 1-based line of the problem, when known.
  public var line: Int?
  /// The 1-based byte column of the problem, when known.
  public var column: Int?
  /// What is wrong, in words.
  public var message: String

  public init(file: String, path: String?, line: Int? = nil, column: Int? = nil, _ message: String)
  {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    if let path { return "\(file): \(path): \(message)" }
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    return "\(file): \(message)"
  }
}
