import Gestures

/// A player with loops, seeking, a playback rate, pause and resume and a completion handler
/// (`CHHapticAdvancedPatternPlayer`). Changes to a playing pattern take effect at once and keep
/// its place: the pattern is rendered again and the scheduler plans the mix from now.
public final class HapticAdvancedPatternPlayer: HapticPatternPlayer, @unchecked Sendable {
  /// Pauses at `time`: its place is kept for ``resume(atTime:)``.
  public func pause(atTime time: Double) throws(HapticEngineError) {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.schedule(.pause, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// Resumes at `time` from where it paused (from its start, or its seek offset, when it was
  /// not playing).
  public func resume(atTime time: Double) throws(HapticEngineError) {
    let id = id
    try running { core, now throws(HapticEngineError) in
      core.schedule(.resume, player: id, at: try Self.micros(time, now: now))
    }
  }

  /// Moves to `offset` seconds into the pattern (`seek(toOffset:)`), playing or not. Past the
  /// end a playing pattern ends at once (a looping one starts its next pass).
  ///
  /// - Throws: ``HapticEngineError/invalidValue(_:)`` for a negative offset or NaN.
  public func seek(toOffset offset: Double) throws(HapticEngineError) {
    guard offset >= 0 else { throw HapticEngineError.invalidValue("seek offset \(offset) s") }
    let id = id
    try engine.runtime.locked { core, now in
      guard let p = core.players[id] else { return }
      core.seek(player: id, to: Time.microseconds(offset / p.rate), at: now)
    }
  }

  /// Whether the pattern repeats from its start when it reaches ``loopEnd`` (`loopEnabled`).
  public var loopEnabled: Bool {
    get { engine.runtime.run { [id] core, _ in core.players[id]?.loops ?? false } }
    set {
      let id = id
      engine.runtime.run { core, now in core.rerender(id, at: now) { $0.loops = newValue } }
    }
  }

  /// Where a loop ends, seconds of pattern time, 0.001 … 3600 (default, and 0: the pattern's
  /// duration). Values outside the range are clamped into it.
  public var loopEnd: Double {
    get {
      engine.runtime.run { [id] core, _ in
        guard let p = core.players[id] else { return 0 }
        return p.loopEnd ?? p.pattern.duration
      }
    }
    set {
      let id = id
      let end: Double? =
        newValue > 0 ? min(max(newValue, 0.001), HapticLimits.time.upperBound) : nil
      engine.runtime.run { core, now in core.rerender(id, at: now) { $0.loopEnd = end } }
    }
  }

  /// How fast the pattern plays, 0.25 … 4 (1: as written; `playbackRate`). Values outside the
  /// range (and NaN, as 1) are clamped into it.
  public var playbackRate: Double {
    get { engine.runtime.run { [id] core, _ in core.players[id]?.rate ?? 1 } }
    set {
      let id = id
      let rate = newValue.isNaN ? 1 : min(max(newValue, 0.25), 4)
      engine.runtime.run { core, now in core.rerender(id, at: now) { $0.rate = rate } }
    }
  }

  /// Called when the pattern ends or is stopped: nil for its end or a stop,
  /// ``HapticEngineError/engineStopped``, ``HapticEngineError/preempted`` or
  /// ``HapticEngineError/device(_:)`` otherwise. Called on the engine's thread (or the caller's
  /// of the call that ended it), without the engine's lock.
  public var completionHandler: (@Sendable (HapticEngineError?) -> Void)? {
    get { engine.runtime.run { [id] core, _ in core.players[id]?.completion } }
    set {
      let id = id
      engine.runtime.run { core, _ in core.players[id]?.completion = newValue }
    }
  }
}
