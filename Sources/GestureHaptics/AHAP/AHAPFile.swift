import Gestures

/// Reads and writes AHAP files (Apple Haptic and Audio Pattern).
///
/// Reading follows Apple's loader rules (unknown keys ignored, missing values defaulted, values
/// out of range clamped with a note); errors name the JSON path of the value at fault (see the
/// AHAP files article).
public enum AHAPFile {
  /// Largest AHAP file accepted, in bytes.
  public static let maximumSize = 16 << 20

  /// Reads and checks the AHAP file at `path`.
  public static func read(path: String) throws(AHAPError) -> AHAPDocument {
    let bytes: [UInt8]
    do {
      bytes = try JSONFile.readBytes(path: path, kind: "AHAP file", maximumSize: maximumSize)
    } catch {
      throw AHAPError(file: path, path: nil, error.message)
    }
    return try parse(bytes, file: path)
  }

  /// Checks AHAP JSON `text`; `file` names it in errors.
  public static func parse(_ text: String, file: String = "pattern.ahap") throws(AHAPError)
    -> AHAPDocument
  {
    try parse(Array(text.utf8), file: file)
  }

  /// Checks AHAP JSON `bytes` (UTF-8); `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(AHAPError) -> AHAPDocument {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw AHAPError(
        file: file, path: nil, line: error.line, column: error.column,
        "JSON syntax error: \(error.message)")
    }
    var decoder = AHAPDecoder(file: file)
    return try decoder.document(node)
  }

  /// The AHAP JSON text of `document`.
  public static func encode(_ document: AHAPDocument) -> String {
    AHAPEncoder.encode(document)
  }

  /// The AHAP JSON text of `pattern` (Version 1.0, no metadata).
  public static func encode(_ pattern: HapticPattern) -> String {
    AHAPEncoder.encode(AHAPDocument(pattern: pattern))
  }
}
