import Gestures

/// A haptic pattern, like `CHHapticPattern`: events, dynamic parameter steps and parameter
/// curves, all timed in seconds from the pattern's start.
///
/// Controls act on every event by CoreHaptics' rules: the intensity control multiplies an
/// event's intensity, the others add, the result is clamped (see the Patterns article).
public struct HapticPattern: Hashable, Sendable {
  /// The events: transients and continuous events.
  public var events: [HapticEvent]
  /// Abrupt changes of the dynamic controls.
  public var parameters: [HapticParameterStep]
  /// Gradual changes of the dynamic controls.
  public var curves: [HapticParameterCurve]

  /// A pattern of `events`, with control `parameters` steps and `curves`.
  public init(
    events: [HapticEvent] = [], parameters: [HapticParameterStep] = [],
    curves: [HapticParameterCurve] = []
  ) {
    self.events = events
    self.parameters = parameters
    self.curves = curves
  }

  /// The pattern's length in seconds: the latest event end, step or last curve point.
  public var duration: Double {
    var end = 0.0
    for e in events { end = max(end, e.end) }
    for p in parameters { end = max(end, p.time) }
    for c in curves { end = max(end, c.end) }
    return end
  }

  /// True when nothing in the pattern can be felt (no haptic events).
  public var isEmpty: Bool { events.isEmpty }

  /// The value of `control` at `time` seconds: the latest step or curve of it starting at or
  /// before `time`, else its default (see the Patterns article).
  public func control(_ control: HapticDynamicParameterID, at time: Double) -> Double {
    var best: (start: Double, isCurve: Bool, value: Double)?
    func consider(_ start: Double, _ isCurve: Bool, _ value: @autoclosure () -> Double) {
      guard start <= time else { return }
      if let b = best, b.start > start || (b.start == start && b.isCurve && !isCurve) { return }
      best = (start, isCurve, value())
    }
    for p in parameters where p.parameter == control { consider(p.time, false, p.value) }
    for c in curves where c.parameter == control {
      consider(c.time, true, c.value(atOffset: time - c.time))
    }
    return best?.value ?? control.defaultValue
  }

  /// The event's intensity at `time` s: its `HapticIntensity` times the intensity control,
  /// clamped to 0 … 1.
  public func effectiveIntensity(of event: HapticEvent, at time: Double) -> Double {
    event.intensity(underControl: control(.intensityControl, at: time))
  }

  /// The event's sharpness at `time` s: its `HapticSharpness` plus the sharpness control,
  /// clamped to 0 … 1.
  public func effectiveSharpness(of event: HapticEvent, at time: Double) -> Double {
    event.sharpness(underControl: control(.sharpnessControl, at: time))
  }

  /// The event's envelope: its attack, decay and release adjusters plus their controls at the
  /// event's start, clamped to 0 … 1, turned into milliseconds.
  public func envelope(of event: HapticEvent) -> HapticEnvelope {
    event.envelope { control($0, at: event.time) }
  }

  /// Every time in seconds at which a control changes course: step times, curve starts and
  /// control points (the renderer splits its output there).
  public var controlBreakpoints: [Double] {
    var times: [Double] = []
    for p in parameters where !p.parameter.isAudio { times.append(p.time) }
    for c in curves where !c.parameter.isAudio {
      times.append(c.time)
      for point in c.controlPoints { times.append(c.time + point.time) }
    }
    return times
  }
}

/// The rules by which controls act on one event, shared by ``HapticPattern`` (which scans its
/// steps and curves for a control's value) and the renderer (which looks it up by time).
extension HapticEvent {
  /// Its intensity under the intensity control's value: multiplied, clamped to 0 … 1.
  func intensity(underControl control: Double) -> Double {
    HapticEventParameterID.intensity.range.clamp(intensity * control)
  }

  /// Its sharpness under the sharpness control's value: added, clamped to 0 … 1.
  func sharpness(underControl control: Double) -> Double {
    HapticEventParameterID.sharpness.range.clamp(sharpness + control)
  }

  /// Its envelope, `control` giving each envelope control's value at its start: adjusters plus
  /// controls, clamped to 0 … 1.
  func envelope(_ control: (HapticDynamicParameterID) -> Double) -> HapticEnvelope {
    let range = HapticEventParameterID.attackTime.range
    return HapticEnvelope(
      event: self,
      attack: range.clamp(attackTime + control(.attackTimeControl)),
      decay: range.clamp(decayTime + control(.decayTimeControl)),
      release: range.clamp(releaseTime + control(.releaseTimeControl)))
  }
}
