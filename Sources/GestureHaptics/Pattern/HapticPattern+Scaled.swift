import Gestures

extension HapticPattern {
  /// The pattern with every time and duration multiplied by `factor` (> 0): a player's
  /// playback rate r plays `scaled(by: 1 / r)`. Envelope adjusters (attack, decay, release) are
  /// 0 … 1 values, not times, and stay; continuous events stay within 30 s.
  public func scaled(by factor: Double) -> HapticPattern {
    var p = self
    for i in p.events.indices {
      let e = p.events[i]
      p.events[i] = HapticEvent(
        e.kind, time: e.time * factor, duration: e.duration * factor, intensity: e.intensity,
        sharpness: e.sharpness, attackTime: e.attackTime, decayTime: e.decayTime,
        releaseTime: e.releaseTime, sustained: e.sustained)
    }
    for i in p.parameters.indices { p.parameters[i].time *= factor }
    for i in p.curves.indices {
      p.curves[i].time *= factor
      for j in p.curves[i].controlPoints.indices { p.curves[i].controlPoints[j].time *= factor }
    }
    return p
  }
}
