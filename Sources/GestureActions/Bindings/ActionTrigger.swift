import Gestures

/// Actions to run when a gesture reaches a phase: what `.action(.keys("super+d")!, on: .ended)`
/// attaches.
public struct ActionTrigger: Hashable, Sendable {
  /// The phase (a transition's `to`) that runs the actions.
  public var phase: GesturePhase
  /// The actions, run in order.
  public var actions: [Action]

  /// `actions` run when the gesture reaches `phase`.
  public init(_ actions: [Action], on phase: GesturePhase) {
    self.phase = phase
    self.actions = actions
  }
}

/// Where an attachment keeps its actions.
private enum ActionTriggersKey: AttachmentKey {
  static let defaultValue: [ActionTrigger] = []
}

extension GestureAttachment {
  /// Actions to run when the gesture reaches a phase (``action(_:on:)``); run by
  /// ``ActionBindings``, ignored by the engine.
  public var actions: [ActionTrigger] {
    get { values[ActionTriggersKey.self] }
    set { values[ActionTriggersKey.self] = newValue }
  }

  /// The attachment with `action` added to those run when the gesture reaches `phase`.
  public func action(_ action: Action, on phase: GesturePhase) -> GestureAttachment {
    var copy = self
    if let i = copy.actions.firstIndex(where: { $0.phase == phase }) {
      copy.actions[i].actions.append(action)
    } else {
      copy.actions.append(ActionTrigger([action], on: phase))
    }
    return copy
  }
}

extension Region {
  /// Runs `action` whenever the gesture named `gesture` (default: the last one attached)
  /// reaches `phase`: `region.gesture(SwipeGesture(touches: 3), name: "swipe-3")
  /// .action(.keys("super+Page_Down")!, on: .ended)`. Does nothing when there is no such gesture.
  @discardableResult
  public func action(_ action: Action, on phase: GesturePhase, gesture: String? = nil) -> Region {
    updateAttachment(named: gesture) { $0 = $0.action(action, on: phase) }
    return self
  }
}
