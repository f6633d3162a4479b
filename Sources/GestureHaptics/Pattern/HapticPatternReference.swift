import Gestures

/// How the command line and scene files name a pattern: a preset (`success`, `impact-light`) or
/// an AHAP file (a name with a `/` or ending in `.ahap`).
public enum HapticPatternReference: Hashable, Sendable, CustomStringConvertible {
  /// A preset, by its name.
  case preset(HapticPreset)
  /// An AHAP file's path as written (relative paths are resolved by ``load(relativeTo:)``).
  case file(String)

  /// Parses a name: a file when it contains `/` or ends in `.ahap`, otherwise a preset.
  /// Returns nil for an unknown preset name.
  public init?(_ text: String) {
    if text.contains("/") || text.hasSuffix(".ahap") {
      self = .file(text)
    } else if let preset = HapticPreset(name: text) {
      self = .preset(preset)
    } else {
      return nil
    }
  }

  /// What an unknown name should have been, for messages.
  public static var expected: String {
    "a preset (" + HapticPreset.allCases.map(\.name).joined(separator: ", ")
      + ") or an AHAP file (FILE.ahap)"
  }

  /// The name as written: the preset's name or the file's path.
  public var description: String {
    switch self {
    case .preset(let p): return p.name
    case .file(let f): return f
    }
  }

  /// The pattern, reading the file if needed: a relative path is taken from `directory` (the
  /// scene file's folder) when given. Returns the document's notes with the pattern.
  public func load(relativeTo directory: String? = nil) throws(AHAPError) -> (
    pattern: HapticPattern, notes: [String]
  ) {
    switch self {
    case .preset(let p): return (p.pattern, [])
    case .file:
      let path = self.path(relativeTo: directory)!
      let d = try AHAPFile.read(path: path)
      return (d.pattern, d.notes.map { "\(path): \($0)" })
    }
  }

  /// The file's path, a relative one taken from `directory` when given; nil for a preset.
  public func path(relativeTo directory: String? = nil) -> String? {
    guard case .file(let f) = self else { return nil }
    if let directory, !f.hasPrefix("/") { return directory + "/" + f }
    return f
  }

  /// A short name for logs: the preset's name, or the file's name without folders.
  public var shortName: String {
    switch self {
    case .preset(let p): return p.name
    case .file(let f): return String(f.split(separator: "/").last ?? Substring(f))
    }
  }
}
