import Gestures

/// A scene file's haptic trigger: `"ended": "success"` or
/// `"ended": {"pattern": "pop.ahap", "priority": "notification"}`, as written: ``SceneHaptics``
/// checks the pattern and priority names and loads the pattern, naming these JSON paths in its
/// errors.
struct HapticTriggerSpec: Hashable, Sendable {
  /// The phase (a transition's `to`) that plays the pattern.
  var phase: GesturePhase
  /// A preset name or an AHAP file (relative to the scene file's folder), as written.
  var pattern: String
  /// The priority's name as written; nil for the default (`gesture`).
  var priority: String?
  /// The JSON path of the trigger (`root.gestures[0].haptics.ended`, `haptics["tap.ended"]`).
  var path: String
  /// The JSON path of the pattern's string (the trigger's, or its `.pattern`).
  var patternPath: String

  init(
    phase: GesturePhase, pattern: String, priority: String? = nil, path: String,
    patternPath: String? = nil
  ) {
    self.phase = phase
    self.pattern = pattern
    self.priority = priority
    self.path = path
    self.patternPath = patternPath ?? path
  }
}
