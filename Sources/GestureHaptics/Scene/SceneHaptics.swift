import Gestures

/// A scene file's haptic bindings with their patterns loaded: attachments' triggers bound to
/// their region path, top-level ones as written, and the notes from loading AHAP files (audio
/// skipped, values clamped). The `"haptics"` format is in <doc:SceneFileHaptics>.
public struct SceneHaptics: Sendable {
  /// The key this module reads in scene files, at the top level and on attachments: pass it to
  /// ``/Gestures/SceneFile/load(path:kinds:extensions:)`` so the engine keeps its values.
  public static let sceneKey = "haptics"

  /// The bindings: attachments' (bound to their region path) first, then the top-level ones.
  public var bindings: [HapticBinding]
  /// What loading the AHAP files changed or left out, one line each with its JSON path (a
  /// value out of range clamped, an audio event skipped), for the command line to print.
  public var notes: [String]
  /// The AHAP files read, each once, as their paths were resolved (a run's inputs: no output
  /// may replace one).
  public var files: [String] = []

  /// Scene haptics holding `bindings` and `notes`.
  public init(bindings: [HapticBinding] = [], notes: [String] = []) {
    self.bindings = bindings
    self.notes = notes
  }

  /// Reads `scene`'s `"haptics"`, checks the pattern and priority names and loads the patterns
  /// (presets, AHAP files relative to the scene file's folder). A wrong shape, an unknown name
  /// or an AHAP file that cannot be read is a ``/Gestures/SceneError`` at the binding's JSON path
  /// (quoting the AHAP error).
  public init(_ scene: Scene) throws(SceneError) {
    try self.init(scene.description, file: scene.file ?? "scene.json")
  }

  /// As ``init(_:)`` for a scene description read from `file`.
  public init(_ description: SceneDescription, file: String) throws(SceneError) {
    try self.init(description, file: file, readingFiles: true)
  }

  /// As ``init(_:file:)``; without `readingFiles`, a binding that names an AHAP file is an error
  /// (a fuzz target must not read files its input names).
  package init(_ description: SceneDescription, file: String, readingFiles: Bool)
    throws(SceneError)
  {
    let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : nil
    var bindings: [HapticBinding] = []
    var notes: [String] = []
    var files: [String] = []
    // Patterns by what was written and, for files, by the file itself: `./h.ahap`, `.//h.ahap`
    // and a link to it are read once.
    var cache: [HapticPatternReference: HapticPattern] = [:]
    var fileCache: [FileIdentity: HapticPattern] = [:]
    func load(_ spec: HapticTriggerSpec) throws(SceneError) -> HapticTrigger {
      var priority = HapticPriority.gesture
      if let name = spec.priority {
        guard let value = HapticPriority(name: name) else {
          throw SceneError(
            file: file, path: spec.path + ".priority",
            "unknown priority \"\(name)\" (expected "
              + HapticPriority.allCases.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")")
        }
        priority = value
      }
      guard let reference = HapticPatternReference(spec.pattern) else {
        throw SceneError(
          file: file, path: spec.patternPath,
          "unknown pattern \"\(spec.pattern)\": expected \(HapticPatternReference.expected)")
      }
      if case .file = reference, !readingFiles {
        throw SceneError(file: file, path: spec.patternPath, "AHAP files are not read here")
      }
      var pattern = cache[reference]
      let identity = reference.path(relativeTo: directory).flatMap { FileIdentity(path: $0) }
      if pattern == nil, let identity { pattern = fileCache[identity] }
      if pattern == nil {
        do {
          let loaded = try reference.load(relativeTo: directory)
          pattern = loaded.pattern
          notes += loaded.notes
        } catch {
          throw SceneError(file: file, path: spec.path, error.description)
        }
        if let path = reference.path(relativeTo: directory) { files.append(path) }
        if let identity { fileCache[identity] = pattern }
      }
      cache[reference] = pattern
      return HapticTrigger(
        pattern!, named: reference.shortName, on: spec.phase, priority: priority)
    }
    let decoder = SceneDecoder(file: file)
    for (node, gesture, value) in description.attachmentValues(of: Self.sceneKey) {
      for t in try decoder.hapticTriggers(value.node, value.path) {
        bindings.append(HapticBinding(node: node, gesture: gesture, trigger: try load(t)))
      }
    }
    if let value = description.extensions[Self.sceneKey] {
      for b in try decoder.hapticBindings(value.node, value.path, root: description.root) {
        bindings.append(
          HapticBinding(node: b.node, gesture: b.gesture, trigger: try load(b.trigger)))
      }
    }
    self.init(bindings: bindings, notes: notes)
    self.files = files
  }
}
