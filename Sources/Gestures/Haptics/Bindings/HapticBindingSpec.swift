/// A scene file's haptic trigger before its pattern is loaded: `"ended": "success"` or
/// `"ended": {"pattern": "pop.ahap", "priority": "notification"}`.
public struct HapticTriggerSpec: Hashable, Sendable {
  public var phase: GesturePhase
  public var pattern: HapticPatternReference
  public var priority: HapticPriority

  public init(
    phase: GesturePhase, pattern: HapticPatternReference, priority: HapticPriority = .gesture
  ) {
    self.phase = phase
    self.pattern = pattern
    self.priority = priority
  }
}

/// A scene file's top-level binding: `"long-press.ended": "success"` (any region's `long-press`)
/// or `"window/photo/tap.ended": "pop.ahap"` (the `tap` of region `window/photo`).
public struct HapticBindingSpec: Hashable, Sendable {
  /// The region path, nil for a gesture of that name on any region.
  public var node: String?
  public var gesture: String
  public var trigger: HapticTriggerSpec
  /// The JSON path of the binding in the scene file, for errors while loading its pattern.
  public var jsonPath: String

  public init(node: String?, gesture: String, trigger: HapticTriggerSpec, jsonPath: String) {
    self.node = node
    self.gesture = gesture
    self.trigger = trigger
    self.jsonPath = jsonPath
  }
}

/// The phases a binding can name (a transition's `to`).
enum HapticPhases {
  static let names: [GesturePhase] = [.began, .changed, .ended, .cancelled, .failed]

  static var expected: String { names.map(\.rawValue).joined(separator: ", ") }
}
