import Gestures

/// Reads and writes AHAP files (Apple Haptic and Audio Pattern).
///
/// Loader rules, Apple's (research/haptics.md §1.1) plus what a file needs to be readable:
/// - `Pattern` is required; `Version` (a number) and `Metadata` (an object; its string members
///   are kept) are optional. Unknown keys anywhere are ignored; a key given twice is an error.
/// - Each `Pattern` entry holds exactly one of `Event`, `Parameter`, `ParameterCurve`.
/// - `Event`: `EventType` required (`HapticTransient`, `HapticContinuous`; `AudioContinuous` and
///   `AudioCustom` are accepted and skipped with a note); `Time` defaults to 0; `EventDuration`
///   is required for continuous events and clamped to 30 s; `EventParameters` entries need a
///   known `ParameterID`; a missing `ParameterValue` leaves the default (intensity 1,
///   sharpness 0.5, attack/decay/release 0, sustained 1); audio parameters are ignored.
/// - `Parameter`: a known dynamic `ParameterID`; `Time` defaults to 0, `ParameterValue` to the
///   control's default. `ParameterCurve`: the same, plus 1 … 16 `ParameterCurveControlPoints`
///   in time order. Audio controls are skipped with a note.
/// - Values out of range are clamped to the nearest bound, with a note; negative times become 0.
/// - Errors name the JSON path of the value at fault: `Pattern[3].Event.EventParameters[0].
///   ParameterValue: expected a number, found a string`.
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
