/// The value of a scene file's key that another module reads, kept with its JSON path: the
/// engine checks only that the key is one it was told of
/// (``SceneFile/load(path:kinds:extensions:)``); the module reads the value itself, naming the
/// same paths in its errors.
public struct SceneValue: Hashable, Sendable {
  /// The parsed value.
  package let node: JSONNode
  /// The value's JSON path (`KEY` at the top level, `root.gestures[0].KEY` on an attachment).
  public let path: String

  package init(_ node: JSONNode, path: String) {
    self.node = node
    self.path = path
  }
}
