/// Reads scene files: JSON describing a region tree with gestures attached. The format, its
/// limits and its errors are in <doc:SceneFiles>; every error names the
/// file and the JSON path of the value at fault, or the line and column of bad JSON.
public enum SceneFile {
  /// Largest scene file accepted, in bytes.
  public static let maximumSize = 16 << 20

  /// Reads, checks and builds the scene at `path`.
  ///
  /// - Parameters:
  ///   - path: the scene file, at most ``maximumSize`` bytes of JSON (<doc:SceneFiles>).
  ///   - kinds: the gesture kinds the file may name (``SceneGestureKind/builtIn``).
  ///   - extensions: keys other modules read (their `sceneKey`), allowed at the top level and
  ///     on attachments and kept for them as ``SceneValue``s; any other key is an error.
  public static func load(
    path: String, kinds: [SceneGestureKind] = SceneGestureKind.builtIn, extensions: [String] = []
  ) throws(SceneError) -> Scene {
    Scene(try read(path: path, kinds: kinds, extensions: extensions), file: path)
  }

  /// Reads and checks the scene at `path` without making recognizers.
  public static func read(
    path: String, kinds: [SceneGestureKind] = SceneGestureKind.builtIn, extensions: [String] = []
  ) throws(SceneError) -> SceneDescription {
    try parse(try readBytes(path: path), file: path, kinds: kinds, extensions: extensions)
  }

  /// Checks scene JSON `text`; `file` names it in errors.
  public static func parse(
    _ text: String, file: String = "scene.json",
    kinds: [SceneGestureKind] = SceneGestureKind.builtIn, extensions: [String] = []
  ) throws(SceneError) -> SceneDescription {
    try parse(Array(text.utf8), file: file, kinds: kinds, extensions: extensions)
  }

  /// Checks scene JSON `bytes` (UTF-8); `file` names it in errors.
  public static func parse(
    _ bytes: [UInt8], file: String, kinds: [SceneGestureKind] = SceneGestureKind.builtIn,
    extensions: [String] = []
  ) throws(SceneError) -> SceneDescription {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(
        file: file, path: nil, line: error.line, column: error.column,
        "JSON syntax error: \(error.message)")
    }
    return try SceneDecoder(file: file, kinds: kinds, extensionKeys: extensions).scene(node)
  }

  static func readBytes(path: String) throws(SceneError) -> [UInt8] {
    do {
      return try JSONFile.readBytes(path: path, kind: "scene file", maximumSize: maximumSize)
    } catch {
      throw SceneError(file: path, path: nil, error.message)
    }
  }
}
