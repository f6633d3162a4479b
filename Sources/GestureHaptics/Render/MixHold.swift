/// How long a mixed level stays what it was at a time: the on/off renderer sums the mix at
/// every millisecond of a continuous stretch (a pattern may hold one for an hour), and most of
/// those samples fall where every sounding voice holds its level (sustain, or decayed to
/// silence) and the intensity control holds its value (a step, or a curve past its last point);
/// there the value is the same number, so it is reused instead of mixed again.
///
/// Each bound is where a level could first change, kept conservative: a reused value is always
/// the number ``HapticRenderer/mix(_:at:_:sharpness:)`` would have computed (the sweep-equals-
/// scan tests compare every segment with the reference renderer).
struct MixHold {
  /// Samples before this time (ms) see the same voices at the same envelope levels.
  var voicesUntil = -Double.infinity
  /// Samples whose time in seconds is before this see the same intensity control value.
  var controlUntil = -Double.infinity

  /// Whether the value mixed when this hold was made is still the mix at `t` ms.
  func holds(at t: Double) -> Bool { t < voicesUntil && t / 1000 < controlUntil }

  /// The hold of the level mixed at `t` ms (the sweep advanced to `t`), without sharpness.
  init(_ sweep: VoiceSweep, at t: Double, _ controls: PatternControls) {
    var until = min(sweep.nextStart, sweep.earliestEnd)
    for i in sweep.active {
      until = min(until, sweep.voices[i].levelHolds(from: t))
      if until <= t { return }
    }
    voicesUntil = until
    controlUntil = controls.holds(.intensityControl, from: t / 1000)
  }

  init() {}
}

extension HapticRenderer.Voice {
  /// The time (ms) before which this voice's level stays what it is at `t` ms, or `t` when it
  /// is moving (``HapticEnvelope/levelHolds(fromOffset:)``; transients always move). Offsets
  /// are exact here (whole or half milliseconds less a whole start).
  func levelHolds(from t: Double) -> Double {
    guard !transient else { return t }
    let offset = t - Double(start)
    let bound = envelope.levelHolds(fromOffset: offset)
    return bound == offset ? t : Double(start) + bound
  }
}
