import GestureActions
import GestureSession
import Gestures

/// The actions of one run: the scene's bindings on a performer that logs them
/// (`--actions-log`), runs them (`--actions`, live), or both; observed by the session.
final class ActionsSetup {
  let bindings: ActionBindings
  let log: ActionLog?

  /// The bindings of `scene` (its attachments' actions and `actions`' top-level ones) on the
  /// performers `options` asks for; `system` runs them (live `--actions`).
  init(
    options: ActionOptions, format: OutputFormat, output: OutputBuffer, scene: Scene?,
    actions: SceneActions?, system: ActionPerformer? = nil
  ) {
    var performer: ActionPerformer? = system
    if options.log {
      let log = ActionLog(format: format, output: output)
      log.next = system
      self.log = log
      performer = log
    } else {
      log = nil
    }
    bindings = ActionBindings(
      root: scene?.root, bindings: actions?.bindings ?? [],
      performer: performer ?? ActionLog(format: format, output: output))
  }

  /// Times in the log count from `session`'s origin.
  func attach(to session: Session) {
    log?.originSource = { [unowned session] in session.origin }
  }

  /// Devices' names and kinds, for the bindings' device filters.
  func setDevices(_ descriptions: [DeviceDescription]) {
    for (i, d) in descriptions.enumerated() { bindings.setDevice(i, name: d.name, kind: d.kind) }
  }
}
