import Gestures

/// A scene file's actions for one phase of a gesture: `"ended": {"key": "super+d"}` on an
/// attachment, or one entry of the top-level `"actions"`.
struct ActionTriggerSpec: Hashable, Sendable {
  /// The phase (a transition's `to`) that runs the actions.
  var phase: GesturePhase
  var actions: [ActionSpec]
  /// The JSON path of the trigger.
  var path: String

  init(phase: GesturePhase, actions: [ActionSpec], path: String) {
    self.phase = phase
    self.actions = actions
    self.path = path
  }
}
