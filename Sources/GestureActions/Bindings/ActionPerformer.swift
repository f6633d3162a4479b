/// Performs or records the actions ``ActionBindings`` decides to run: ``ActionLog`` writes
/// them, a system performer runs programs and sends events on uinput devices.
public protocol ActionPerformer: AnyObject {
  /// Runs `action` now; `context` says for which transition.
  func perform(_ action: Action, context: ActionContext)
  /// `action` was due but not run: its rate limit had not passed.
  func skipped(_ action: Action, context: ActionContext, reason: String)
}

extension ActionPerformer {
  public func skipped(_ action: Action, context: ActionContext, reason: String) {}
}
