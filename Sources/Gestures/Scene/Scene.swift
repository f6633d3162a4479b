/// A scene: the surface's units and the root of the region tree, with gestures attached.
public struct Scene {
  /// How the frames are measured.
  public var surface: SceneSurface
  /// The root region.
  public var root: Region
  /// What the scene was built from.
  public var description: SceneDescription
  /// The file it was read from (``SceneFile/load(path:kinds:extensions:)``); files its
  /// modules' keys name are relative to its folder.
  public var file: String?

  /// Builds the region tree of `description`, attaching a gesture made from each spec.
  public init(_ description: SceneDescription, file: String? = nil) {
    self.description = description
    self.file = file
    surface = description.surface
    root = SceneBuilder.region(description.root)
  }
}
