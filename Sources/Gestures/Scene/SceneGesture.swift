/// A gesture kind that scene files name: `{"drag": {"minimumDistance": 5}}`. The kind reads its
/// own parameters; what they leave out takes the gesture's defaults. Each built-in kind conforms
/// in its own file (`DragGesture+Kind.swift`), and ``SceneGestureKind/builtIn`` lists them.
public protocol SceneGesture: Gesture, Hashable, Sendable {
  /// The key naming the kind in a scene file (`"drag"`).
  static var sceneKey: String { get }
  /// The keys its parameters object may hold, in the order an error lists them.
  static var sceneParameters: [String] { get }
  /// Reads the gesture from its parameters object; every problem is a ``SceneError`` at the
  /// JSON path of the value at fault.
  init(scene parameters: SceneGestureParameters) throws(SceneError)
}

extension SceneGesture where Body == Never {
  /// The scene key in the log's words (`longPress` → `long-press`, `spatialTap` →
  /// `spatial-tap`), so code and scene files name a kind alike.
  public var defaultName: String { GestureName.words(Self.sceneKey) }
}
