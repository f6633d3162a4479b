/// A scene file's content as data, before any recognizer is made.
public struct SceneDescription: Hashable, Sendable {
  public var surface: SceneSurface
  public var root: RegionSpec
  /// The optional top-level `"description"`.
  public var text: String?
  /// The values of the top-level keys that other modules read, by key
  /// (``SceneFile/load(path:kinds:extensions:)``).
  public var extensions: [String: SceneValue] = [:]

  public init(surface: SceneSurface, root: RegionSpec, text: String? = nil) {
    self.surface = surface
    self.root = root
    self.text = text
  }
}
