import Gestures

/// What a ``Session`` writes: transitions or decoded contacts, in which format, and what it adds.
public struct SessionConfiguration: Sendable {
  /// What the session writes for each frame.
  public enum Mode: Sendable {
    /// Every transition of the scene's gestures (the transition log).
    case transitions
    /// Every decoded contact change (the touch log); the engine does not run.
    case touches
  }

  /// Transitions or contacts.
  public var mode: Mode
  /// Text lines or JSON Lines (the Output contract article of `Gestures` describes both).
  public var format: OutputFormat
  /// After each settled touch sequence, who competed, who won and why each loser lost.
  public var explain: Bool
  /// Keep the event time of every line written, for ``Session/flush(at:)`` to turn into
  /// latency samples.
  public var measuresLatency: Bool
  /// Whether the transitions (and explain lines) are written. When false the engine still runs
  /// for the session's observer and haptic bindings, and nothing is formatted: `live` does so
  /// when its standard output is `/dev/null`, as the systemd unit has it.
  public var writesTransitions = true

  /// A configuration writing `mode` in `format`, with explain lines when `explain` and latency
  /// samples kept when `measuresLatency`.
  public init(
    mode: Mode = .transitions, format: OutputFormat = .text, explain: Bool = false,
    measuresLatency: Bool = false
  ) {
    self.mode = mode
    self.format = format
    self.explain = explain
    self.measuresLatency = measuresLatency
  }
}
