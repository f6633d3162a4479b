import GestureActions
import GestureHaptics
import Gestures

/// The scene a replay runs: the built-in one, a region tree, a loaded scene, or a scene file.
public enum ReplayScene {
  /// ``/Gestures/DefaultScene/make()``, what `gesture-replay` runs without `--scene`, with its
  /// built-in haptics (``/GestureHaptics/Gestures/DefaultScene/haptics``).
  case `default`
  /// A region tree, measured in `surface` (millimetres of the device unless given); its
  /// attachments' haptic triggers (`.haptic(_:on:)`) are its bindings.
  case region(Region, surface: SceneSurface = .millimetres)
  /// A scene, as ``/Gestures/SceneFile/load(path:kinds:extensions:)`` makes it, with the haptics
  /// its description binds.
  case scene(Scene)
  /// The scene file at this path, as `gesture-replay --scene` reads it (its actions checked,
  /// not run).
  case file(String)

  /// The region tree, its units and its haptic bindings, loaded.
  struct Loaded {
    var root: Region
    var surface: SceneSurface
    var bindings: [HapticBinding]
    /// Notes from loading the bindings' patterns (audio skipped, values clamped).
    var notes: [String]

    /// True when some binding or attachment trigger can play a pattern.
    var hasHaptics: Bool { !bindings.isEmpty || Self.hasTriggers(root) }

    private static func hasTriggers(_ region: Region) -> Bool {
      region.attachments.contains { !$0.haptics.isEmpty }
        || region.children.contains {
          hasTriggers($0)
        }
    }
  }

  func load() throws(SceneError) -> Loaded {
    switch self {
    case .default:
      return Loaded(
        root: DefaultScene.make(), surface: .millimetres, bindings: DefaultScene.haptics,
        notes: [])
    case .region(let root, let surface):
      return Loaded(root: root, surface: surface, bindings: [], notes: [])
    case .scene(let scene):
      let haptics = try SceneHaptics(scene)
      return Loaded(
        root: scene.root, surface: scene.surface, bindings: haptics.bindings,
        notes: haptics.notes)
    case .file(let path):
      let scene = try SceneFile.load(
        path: path, extensions: [SceneHaptics.sceneKey, SceneActions.sceneKey])
      _ = try SceneActions(scene)
      return try ReplayScene.scene(scene).load()
    }
  }
}
