/// A scene file's haptic trigger as written: `"ended": "success"` or
/// `"ended": {"pattern": "pop.ahap", "priority": "notification"}`. The engine reads it as data;
/// the haptics module (`GestureHaptics`) checks the pattern and priority names and loads the
/// pattern, naming these JSON paths in its errors.
public struct HapticTriggerSpec: Hashable, Sendable {
  /// The phase (a transition's `to`) that plays the pattern.
  public var phase: GesturePhase
  /// A preset name or an AHAP file (relative to the scene file's folder), as written.
  public var pattern: String
  /// The priority's name as written; nil for the default (`gesture`).
  public var priority: String?
  /// The JSON path of the trigger (`root.gestures[0].haptics.ended`, `haptics["tap.ended"]`).
  public var path: String
  /// The JSON path of the pattern's string (the trigger's, or its `.pattern`).
  public var patternPath: String

  public init(
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

/// A scene file's top-level binding: `"long-press.ended": "success"` (any region's `long-press`)
/// or `"window/photo/tap.ended": "pop.ahap"` (the `tap` of region `window/photo`).
public struct HapticBindingSpec: Hashable, Sendable {
  /// The region path, nil for a gesture of that name on any region.
  public var node: String?
  public var gesture: String
  public var trigger: HapticTriggerSpec

  public init(node: String?, gesture: String, trigger: HapticTriggerSpec) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
  }
}

/// The phases a binding can name (a transition's `to`).
package enum HapticPhases {
  package static let names: [GesturePhase] = [.began, .changed, .ended, .cancelled, .failed]

  package static var expected: String { names.map(\.rawValue).joined(separator: ", ") }
}
