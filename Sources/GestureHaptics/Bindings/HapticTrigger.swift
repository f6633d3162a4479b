import Gestures

/// A pattern to play when a gesture reaches a phase: what `.haptic(.success, on: .ended)`
/// attaches.
public struct HapticTrigger: Hashable, Sendable {
  /// The phase whose transitions play the pattern (`to` of the transition).
  public var phase: GesturePhase
  /// What plays.
  public var pattern: HapticPattern
  /// The pattern's name in logs (`success`, `pop.ahap`).
  public var name: String
  /// How it competes with patterns already playing.
  public var priority: HapticPriority

  /// `pattern`, named `name` in logs, played at `priority` when the gesture reaches `phase`.
  public init(
    _ pattern: HapticPattern, named name: String, on phase: GesturePhase,
    priority: HapticPriority = .gesture
  ) {
    self.phase = phase
    self.pattern = pattern
    self.name = name
    self.priority = priority
  }

  /// A preset played on `phase`.
  public init(_ preset: HapticPreset, on phase: GesturePhase, priority: HapticPriority = .gesture) {
    self.init(preset.pattern, named: preset.name, on: phase, priority: priority)
  }
}

/// Where an attachment keeps its triggers.
private enum HapticTriggersKey: AttachmentKey {
  static let defaultValue: [HapticTrigger] = []
}

extension GestureAttachment {
  /// Patterns to play when the gesture reaches a phase (``haptic(_:on:priority:)``); played by
  /// ``HapticBindings``, ignored by the engine.
  public var haptics: [HapticTrigger] {
    get { values[HapticTriggersKey.self] }
    set { values[HapticTriggersKey.self] = newValue }
  }

  /// The attachment with `preset` played whenever the gesture reaches `phase`, like
  /// `.haptic(.success, on: .ended)`.
  public func haptic(
    _ preset: HapticPreset, on phase: GesturePhase, priority: HapticPriority = .gesture
  ) -> GestureAttachment {
    haptic(HapticTrigger(preset, on: phase, priority: priority))
  }

  /// The attachment with `trigger` added.
  public func haptic(_ trigger: HapticTrigger) -> GestureAttachment {
    var copy = self
    copy.haptics.removeAll { $0.phase == trigger.phase }
    copy.haptics.append(trigger)
    return copy
  }
}

extension Region {
  /// Plays `preset` whenever the gesture named `gesture` (default: the last one attached)
  /// reaches `phase`: `region.gesture(LongPressGesture(), name: "hold").haptic(.success, on:
  /// .ended)`. A second trigger for the same phase replaces the first.
  @discardableResult
  public func haptic(
    _ preset: HapticPreset, on phase: GesturePhase, gesture: String? = nil,
    priority: HapticPriority = .gesture
  ) -> Region {
    haptic(HapticTrigger(preset, on: phase, priority: priority), gesture: gesture)
  }

  /// Adds `trigger` to the gesture named `gesture` (default: the last one attached). Does
  /// nothing when there is no such gesture.
  @discardableResult
  public func haptic(_ trigger: HapticTrigger, gesture: String? = nil) -> Region {
    updateAttachment(named: gesture) { $0 = $0.haptic(trigger) }
    return self
  }
}
