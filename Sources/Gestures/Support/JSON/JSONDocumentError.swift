/// A problem with a JSON file (a scene, an AHAP pattern), located by the JSON path of the value
/// at fault (`root.children[1].gestures[0]`, `Pattern[3].Event.EventParameters[0]`) or, for bad
/// JSON syntax, by line and column.
///
/// Its description is the form the command-line tool prints:
/// `scene.json: root.children[1].gestures[0].gesture: unknown gesture "tapp"` or
/// `scene.json:3:14: expected ',' or '}' after an object member`.
public struct JSONDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The JSON path of the value that is wrong; nil for syntax, file and top-level errors.
  public var path: String?
  /// The 1-based line of the problem (of the offending value for path errors), when known.
  public var line: Int?
  /// The 1-based column (in bytes) of the problem, when known.
  public var column: Int?
  /// What is wrong, in words.
  public var message: String

  /// An error in `file` at JSON `path` (or at `line` and `column` for bad syntax) saying
  /// `message`.
  public init(file: String, path: String?, line: Int? = nil, column: Int? = nil, _ message: String)
  {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file: path: message`, or `file:line:column: message` for bad syntax.
  public var description: String {
    if let path { return "\(file): \(path): \(message)" }
    if let line, let column { return "\(file):\(line):\(column): \(message)" }
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}

extension Double {
  /// The number as messages about a file's values write it: a whole number without a fraction
  /// (`3`, not `3.0`), any other as Swift prints it (`0.25`, `1e+300`).
  package var messageText: String {
    // checked: whole and below 10¹⁵ (NaN fails the first test)
    self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
  }
}
