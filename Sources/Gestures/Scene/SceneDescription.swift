/// A scene file's content as data, before any recognizer is made.
public struct SceneDescription: Hashable, Sendable {
  /// `"surface"`: how the frames are measured.
  public var surface: SceneSurface
  /// `"root"`: the root region.
  public var root: RegionSpec
  /// The optional top-level `"description"`.
  public var text: String?
  /// `"touchpad"`: libinput's settings the scene's touchpads run with (empty: the defaults, or
  /// on `live` the desktop's own); the command line's touchpad options change them further.
  public var touchpad = TouchpadConfiguration.Changes()
  /// The values of the top-level keys that other modules read, by key
  /// (``SceneFile/load(path:kinds:extensions:)``).
  public var extensions: [String: SceneValue] = [:]

  /// A description of `root` measured in `surface`, with the `"description"` `text`.
  public init(surface: SceneSurface, root: RegionSpec, text: String? = nil) {
    self.surface = surface
    self.root = root
    self.text = text
  }

  /// Each attachment's value of another module's `key`, with its region's path and its
  /// gesture's name: regions in preorder, attachments in order.
  public func attachmentValues(of key: String) -> [(
    node: String, gesture: String, value: SceneValue
  )] {
    var found: [(node: String, gesture: String, value: SceneValue)] = []
    func walk(_ r: RegionSpec, _ prefix: String?) {
      let node = prefix.map { $0 + "/" + r.name } ?? r.name
      for a in r.gestures {
        if let value = a.extensions[key] { found.append((node, a.name, value)) }
      }
      for c in r.children { walk(c, node) }
    }
    walk(root, nil)
    return found
  }
}
