import Gestures

/// Plays one pattern on a ``HapticEngine`` (`CHHapticPatternPlayer`). Times are seconds on the
/// engine's clock (``HapticEngine/currentTime``); 0 (``HapticTimeImmediate``) or a time that has
/// passed means now; a negative time or NaN throws ``HapticEngineError/invalidTime(_:)``.
/// Safe to call from any thread.
public class HapticPatternPlayer: @unchecked Sendable {
  // @unchecked: immutable; every state lives in the engine, behind its lock.
  /// The engine it plays on (kept alive by the player).
  public let engine: HapticEngine
  let id: Int

  init(engine: HapticEngine, id: Int) {
    self.engine = engine
    self.id = id
  }

  /// A player released while its pattern plays lets it play to its end (a looping one stops).
  deinit {
    let id = id
    engine.runtime.run { core, now in core.releasePlayer(id, at: now) }
  }

  /// `time` (seconds on the engine's clock; 0: now) in µs, never before `now`.
  static func micros(_ time: Double, now: Int64) throws(HapticEngineError) -> Int64 {
    guard time >= 0 else { throw HapticEngineError.invalidTime(time) }
    return time == 0 ? now : max(now, Time.clamped(Time.microseconds(time)))
  }

  /// Runs `body` when the engine is running.
  func running(_ body: (HapticEngineCore, Int64) throws(HapticEngineError) -> Void)
    throws(HapticEngineError)
  {
    try engine.runtime.locked { core, now throws(HapticEngineError) in
      guard core.state == .running else { throw HapticEngineError.engineNotRunning }
      try body(core, now)
    }
  }

  /// Starts the pattern from its beginning at `time` (restarting it when it plays).
  public func start(atTime time: Double) throws(HapticEngineError) {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.schedule(.start, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// Stops the pattern at `time`.
  public func stop(atTime time: Double) throws(HapticEngineError) {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.schedule(.stop, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// Stops the pattern now and forgets its pending starts and stops (`cancel()`).
  public func cancel() throws(HapticEngineError) {
    let id = id
    try running { core, now in core.perform(.stop, player: id, at: now) }
  }

  /// Sends dynamic parameters at `time`: each takes effect at `time` plus its relative time,
  /// from the player's place in its pattern then (`sendParameters(_:atTime:)`; a player not
  /// playing takes them from where it will start).
  public func sendParameters(_ parameters: [HapticDynamicParameter], atTime time: Double)
    throws(HapticEngineError)
  {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.send(parameters, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// Schedules a parameter curve starting at `time` plus the curve's own time
  /// (`scheduleParameterCurve(_:atTime:)`).
  public func scheduleParameterCurve(_ curve: HapticParameterCurve, atTime time: Double)
    throws(HapticEngineError)
  {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.send(curve, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// A muted player keeps its place but is not felt (`isMuted`).
  public var isMuted: Bool {
    get { engine.runtime.run { [id] core, _ in core.players[id]?.muted ?? false } }
    set {
      let id = id
      engine.runtime.run { core, now in core.rerender(id, at: now) { $0.muted = newValue } }
    }
  }

  /// Its name in command logs.
  public var name: String { engine.runtime.run { [id] core, _ in core.players[id]?.voice ?? "" } }

  /// True while its pattern plays.
  public var isPlaying: Bool {
    engine.runtime.run { [id] core, _ in
      if case .playing = core.players[id]?.state { return true }
      return false
    }
  }
}
