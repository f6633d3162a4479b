/// The engine UIKit-style feedback generators play on when none is given, and where they say
/// that nothing can play.
///
/// The default engine is made on first use, on the first writable force-feedback device, started,
/// and kept for the process; when no device can play it is nil and every generator is a no-op.
/// The library never prints: set ``logHandler`` to see why (each generator made without an engine
/// logs one line).
public enum HapticFeedback {
  private struct State {
    var engine: HapticEngine?
    var tried = false
    var why: String?
    var logHandler: (@Sendable (String) -> Void)?
  }

  private static let state = HapticLock(State())

  /// Where generators log that feedback is off (a line naming the reason); nil: silent.
  public static var logHandler: (@Sendable (String) -> Void)? {
    get { state.withLock { $0.logHandler } }
    set { state.withLock { $0.logHandler = newValue } }
  }

  /// The default engine, opened and started on first use; nil when no device can play (found
  /// once for the process).
  public static var defaultEngine: HapticEngine? {
    state.withLock { s -> HapticEngine? in
      if !s.tried {
        s.tried = true
        do throws(HapticEngineError) {
          let e = try HapticEngine()
          try e.start()
          s.engine = e
        } catch {
          s.why = error.description
        }
      }
      return s.engine
    }
  }

  /// Logs that `generator` has nothing to play on.
  static func logUnavailable(_ generator: String) {
    let (handler, why) = state.withLock { ($0.logHandler, $0.why) }
    handler?("\(generator): haptic feedback is off (\(why ?? "no engine")); its calls do nothing")
  }

  /// Plays `pattern` on `engine` now. The default engine is started again when it stopped (its
  /// device went away and may be back: the start reopens it); an engine of the program's own is
  /// left as the program left it.
  static func play(
    _ pattern: HapticPattern, name: String, priority: HapticPriority, on engine: HapticEngine?
  ) {
    guard let engine else { return }
    if !engine.isRunning, state.withLock({ $0.engine === engine }) { try? engine.start() }
    engine.play(pattern, name: name, priority: priority, at: .min)
  }
}
