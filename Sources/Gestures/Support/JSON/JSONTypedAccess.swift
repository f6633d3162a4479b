/// A JSON value read as the type a file format expects, failing with the value's JSON path and
/// position: the typed access scene and AHAP decoding share.
extension JSONNode {
  /// The error for this value at `path` of `file`.
  func error(_ message: String, at path: String, in file: String) -> JSONDocumentError {
    JSONDocumentError(file: file, path: path, line: line, column: column, message)
  }

  package func number(at path: String, in file: String) throws(JSONDocumentError) -> Double {
    guard case .number(let n) = value else {
      throw error("expected a number, found \(typeName)", at: path, in: file)
    }
    return n
  }

  package func string(at path: String, in file: String) throws(JSONDocumentError) -> String {
    guard case .string(let s) = value else {
      throw error("expected a string, found \(typeName)", at: path, in: file)
    }
    return s
  }

  func bool(at path: String, in file: String) throws(JSONDocumentError) -> Bool {
    guard case .bool(let b) = value else {
      throw error("expected true or false, found \(typeName)", at: path, in: file)
    }
    return b
  }

  package func array(at path: String, in file: String) throws(JSONDocumentError) -> [JSONNode] {
    guard case .array(let a) = value else {
      throw error("expected an array, found \(typeName)", at: path, in: file)
    }
    return a
  }
}
