import Gestures

/// A scene file's action bindings with their names resolved: attachments' actions bound to
/// their region path, top-level ones as written. An unknown key or button name is a
/// ``/Gestures/SceneError`` at its JSON path, when the scene is loaded, never when the gesture
/// happens. The `"actions"` format is in <doc:SceneFileActions>.
public struct SceneActions: Sendable {
  /// The key this module reads in scene files, at the top level and on attachments: pass it to
  /// ``/Gestures/SceneFile/load(path:kinds:extensions:)`` so the engine keeps its values.
  public static let sceneKey = "actions"

  /// The bindings: attachments' (bound to their region path) first, then the top-level ones.
  public var bindings: [ActionBinding]

  /// Scene actions holding `bindings`.
  public init(bindings: [ActionBinding] = []) { self.bindings = bindings }

  /// Resolves `scene`'s actions.
  public init(_ scene: Scene) throws(SceneError) {
    try self.init(scene.description, file: scene.file ?? "scene.json")
  }

  /// As ``init(_:)`` for a scene description read from `file`.
  public init(_ description: SceneDescription, file: String) throws(SceneError) {
    var bindings: [ActionBinding] = []
    let decoder = SceneDecoder(file: file)
    for (node, gesture, value) in description.attachmentValues(of: Self.sceneKey) {
      for t in try decoder.actionTriggers(value.node, value.path) {
        bindings.append(
          ActionBinding(
            node: node, gesture: gesture, phase: t.phase,
            actions: try Self.resolve(t.actions, file: file)))
      }
    }
    if let value = description.extensions[Self.sceneKey] {
      for b in try decoder.actionBindings(value.node, value.path, root: description.root) {
        bindings.append(
          ActionBinding(
            node: b.node, gesture: b.gesture, phase: b.trigger.phase,
            actions: try Self.resolve(b.trigger.actions, file: file)))
      }
    }
    self.init(bindings: bindings)
  }

  static func resolve(_ specs: [ActionSpec], file: String) throws(SceneError) -> [Action] {
    var result: [Action] = []
    for s in specs { result.append(try resolve(s, file: file)) }
    return result
  }

  static func resolve(_ spec: ActionSpec, file: String) throws(SceneError) -> Action {
    var action: Action
    switch spec.kind {
    case .run(let argv):
      action = .run(argv, timeout: spec.timeout)
    case .shell(let command):
      action = .shell(command, timeout: spec.timeout)
    case .key(let combinations):
      for c in combinations {
        if let unknown = KeyNames.codes(of: c).unknown {
          throw SceneError(
            file: file, path: spec.kindPath,
            "unknown key \"\(Quoted.excerpt(unknown))\" in \"\(Quoted.excerpt(c))\" (evdev key names "
              + "with or without KEY_, "
              + "like Right, f5, volumeup; or ctrl, alt, shift, super)")
        }
      }
      action = Action.keys(combinations)!
    case .button(let name, let clicks, let atTouch):
      let made =
        atTouch ? Action.buttonAtTouch(name, clicks: clicks) : Action.button(name, clicks: clicks)
      guard let a = made else {
        throw SceneError(
          file: file, path: spec.kindPath,
          "unknown button \"\(name)\" (expected "
            + Action.buttons.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + ")")
      }
      action = a
    case .scroll(let direction, let clicks):
      action = Action.scroll(direction, clicks: clicks)!
    case .move(let x, let y):
      action = .move(x: x, y: y)
    }
    action.path = spec.path
    action.directions = spec.directions.map(Set.init)
    action.devices = spec.devices
    action.minimumChange = spec.minimumChange
    if let r = spec.repeatRule {
      action.repeatRule = ActionRepeat(
        every: r.every, of: r.of.flatMap(ActionRepeat.Quantity.init(rawValue:)),
        axis: ActionRepeat.Axis(rawValue: r.axis) ?? .auto, accelerateSpeed: r.accelerateSpeed,
        accelerateMaximum: r.accelerateMaximum)
    }
    action.reverse = try resolve(spec.reverse, file: file)
    action.rateLimit = spec.rateLimit.map(Time.microseconds)
    return action
  }
}
