/// A problem with a scene file, located by its JSON path (`root.children[1].gestures[0]`) or,
/// for bad JSON syntax, by line and column.
public typealias SceneError = JSONDocumentError
