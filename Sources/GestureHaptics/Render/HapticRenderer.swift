import Gestures
import Glibc

/// Renders a ``HapticPattern`` into a ``ForceFeedbackTimeline`` for a ``HapticDeviceProfile``.
///
/// Events become voices on a whole-millisecond grid; where they overlap, continuous voices take
/// the maximum level, transients add on top and the sum saturates at 1; each step's mixed level
/// becomes the profile's effect (see the Rendering article).
public struct HapticRenderer: Sendable {
  /// The device patterns are fitted to.
  public let profile: HapticDeviceProfile

  /// The most events that sound at once: a later one takes the place of the earliest-started
  /// (voice stealing; see `VoiceSweep`). Real patterns overlap a few events at most.
  public static let polyphony = 32

  /// Longest segment, ms ("values above 32767 ms should not be used", ff.rst).
  public static let longestSegment = 30_000

  /// A renderer for devices of `profile`.
  public init(profile: HapticDeviceProfile) { self.profile = profile }

  /// The timeline of `pattern` on the profile's device.
  ///
  /// The work is linear in the output's steps times the voices sounding at each step, plus
  /// n log n in the pattern's events and controls (sorting; each control lookup is a binary
  /// search).
  public func render(_ pattern: HapticPattern) -> ForceFeedbackTimeline {
    let controls = PatternControls(pattern)
    let voices = self.voices(pattern, controls)
    if profile.kind == .onOff { return renderOnOff(voices, controls) }
    var segments: [ForceFeedbackTimeline.Segment] = []
    var sweep = VoiceSweep(voices)
    for (a, b) in steps(voices, pattern: pattern) {
      let t = (Double(a) + Double(b)) / 2
      sweep.advance(to: t)
      let (level, sharpness) = mix(sweep, at: t, controls)
      let effect = self.effect(level: level, sharpness: sharpness)
      if effect.isSilent { continue }
      if let last = segments.last, last.end == a, last.effect == effect {
        segments[segments.count - 1].length += b - a
      } else {
        segments.append(.init(start: a, length: b - a, effect: effect))
      }
    }
    return ForceFeedbackTimeline(segments: Self.split(lengthen(segments)))
  }

  // MARK: Voices

  /// One event on the millisecond grid.
  struct Voice {
    var start: Int
    var end: Int
    var transient: Bool
    var event: HapticEvent
    /// Continuous: the envelope. Transient: unused.
    var envelope: HapticEnvelope
    /// Transient: its effective intensity and sharpness at its start, its pulse and decay (ms).
    var intensity = 0.0
    var sharpness = 0.0
    var pulse = 0
    var decay = 0
    /// Envelope corners (absolute ms) where the level changes course.
    var corners: [Int]

    /// Level 0 … 1 at an absolute time in ms (inside start..<end), given the intensity
    /// control's value then (the same for every voice, so the mix looks it up once).
    func level(_ t: Double, intensityControl: Double) -> Double {
      if transient {
        let offset = t - Double(start)
        let fade = offset < Double(pulse) ? 1 : max(0, 1 - (offset - Double(pulse)) / Double(decay))
        return intensity * fade
      }
      return envelope.level(atOffset: t - Double(start))
        * event.intensity(underControl: intensityControl)
    }

    /// Sharpness 0 … 1, given the sharpness control's value then.
    func sharpness(sharpnessControl: Double) -> Double {
      transient ? sharpness : event.sharpness(underControl: sharpnessControl)
    }
  }

  /// `ms()`: whole milliseconds of a time in seconds, clamped to ``HapticLimits/time`` (a
  /// pattern built in code may hold any value; the AHAP reader rejects times beyond it).
  static func ms(_ seconds: Double) -> Int { HapticLimits.milliseconds(seconds) }

  func voices(_ pattern: HapticPattern, _ controls: PatternControls) -> [Voice] {
    pattern.events.compactMap { event in
      let start = Self.ms(event.time)
      let envelope = controls.envelope(of: event)
      switch event.kind {
      case .continuous:
        let length = HapticLimits.wholeMilliseconds(envelope.length)
        guard length > 0 else { return nil }
        return Voice(
          start: start, end: start + length, transient: false, event: event, envelope: envelope,
          corners: [
            start + HapticLimits.wholeMilliseconds(envelope.attack),
            start + length - HapticLimits.wholeMilliseconds(envelope.release),
          ])
      case .transient:
        let intensity = controls.effectiveIntensity(of: event, at: event.time)
        let sharpness = controls.effectiveSharpness(of: event, at: event.time)
        guard intensity > 0 else { return nil }
        let pulse = profile.transientLength(sharpness: sharpness, intensity: intensity)
        let decay = HapticLimits.wholeMilliseconds(envelope.decay)
        return Voice(
          start: start, end: start + pulse + decay, transient: true, event: event,
          envelope: envelope, intensity: intensity, sharpness: sharpness, pulse: pulse,
          decay: decay, corners: [start + pulse])
      }
    }
  }

  /// The grid steps [a, b) covering every voice, cut at every change of course, in time order.
  func steps(_ voices: [Voice], pattern: HapticPattern) -> [(Int, Int)] {
    var cuts: [Int] = []
    for v in voices {
      cuts.append(v.start)
      cuts.append(v.end)
      for c in v.corners where c > v.start && c < v.end { cuts.append(c) }
    }
    for t in pattern.controlBreakpoints { cuts.append(Self.ms(t)) }
    cuts.sort()
    // The stretches some voice covers, merged; every cut interval lies inside one or outside
    // all (voice starts and ends are cuts), so one pointer walks them with the cuts.
    var covered: [(Int, Int)] = []
    for v in voices.sorted(by: { $0.start < $1.start }) where v.end > v.start {
      if let last = covered.last, v.start <= last.1 {
        covered[covered.count - 1].1 = max(last.1, v.end)
      } else {
        covered.append((v.start, v.end))
      }
    }
    let step = max(1, profile.step)
    var result: [(Int, Int)] = []
    var stretch = 0
    var previous: Int?
    for b in cuts {
      defer { previous = b }
      guard let a = previous, b > a else { continue }
      while stretch < covered.count && covered[stretch].1 <= a { stretch += 1 }
      guard stretch < covered.count, covered[stretch].0 < b else { continue }
      let pieces = (b - a + step - 1) / step
      for k in 0..<pieces {
        let from = a + (b - a) * k / pieces
        let to = a + (b - a) * (k + 1) / pieces
        if to > from { result.append((from, to)) }
      }
    }
    return result
  }

  /// The overlap rule at absolute time `t` ms over the voices sounding then: max of continuous
  /// voices plus the sum of transients, saturated at 1; sharpness weighted by level.
  ///
  /// The controls are looked up once per sample, not per voice (each voice's effective
  /// intensity is `clamp(intensity × control)`, the same expression either way); with
  /// `sharpness: false` (on/off, which has no sharpness) the sharpness is not computed.
  func mix(_ sweep: VoiceSweep, at t: Double, _ controls: PatternControls, sharpness: Bool = true)
    -> (level: Double, sharpness: Double)
  {
    var bed = 0.0
    var taps = 0.0
    var weighted = 0.0
    var weights = 0.0
    let seconds = t / 1000
    let intensityControl = controls.value(.intensityControl, at: seconds)
    let sharpnessControl = sharpness ? controls.value(.sharpnessControl, at: seconds) : 0
    for i in sweep.active {
      let v = sweep.voices[i]
      guard Double(v.start) <= t && t < Double(v.end) else { continue }
      let level = v.level(t, intensityControl: intensityControl)
      guard level > 0 else { continue }
      if v.transient { taps += level } else { bed = max(bed, level) }
      if sharpness {
        weighted += level * v.sharpness(sharpnessControl: sharpnessControl)
        weights += level
      }
    }
    return (min(1, bed + taps), weights > 0 ? weighted / weights : 0)
  }

  // MARK: Effects

  /// The profile's effect for a mixed level 0 … 1 and a sharpness 0 … 1: rumble balances the
  /// strong and weak motor by sharpness, periodic takes its period and waveform from it (see the
  /// Rendering article).
  public func effect(level: Double, sharpness: Double) -> ForceFeedbackEffect {
    let a = profile.amplitude(level)
    switch profile.kind {
    case .rumble:
      guard profile.motors == 2 else { return .rumble(strong: Self.u16(a), weak: 0) }
      let angle = min(1, max(0, sharpness)) * Double.pi / 2
      let scale = a / max(cos(angle), sin(angle))
      return .rumble(strong: Self.u16(scale * cos(angle)), weak: Self.u16(scale * sin(angle)))
    case .periodic:
      return .periodic(
        waveform: profile.waveform(sharpness: sharpness),
        period: profile.period(sharpness: sharpness),
        magnitude: a > 0 ? Int16(clamping: (a * 0x7FFF).rounded()) : 0)
    case .onOff:
      return .rumble(strong: a > 0 ? 0xFFFF : 0, weak: 0)
    }
  }

  static func u16(_ x: Double) -> UInt16 { UInt16(clamping: (x * 0xFFFF).rounded()) }

  // MARK: Minimum pulse and splitting

  /// Bursts shorter than the minimum pulse, lengthened up to the next burst.
  func lengthen(_ segments: [ForceFeedbackTimeline.Segment]) -> [ForceFeedbackTimeline.Segment] {
    var out = segments
    var burstStart = 0
    var i = 0
    while i < out.count {
      if i == 0 || out[i - 1].end != out[i].start { burstStart = out[i].start }
      let lastOfBurst = i + 1 == out.count || out[i + 1].start != out[i].end
      if lastOfBurst {
        let short = profile.minimumPulse - (out[i].end - burstStart)
        if short > 0 {
          let room = i + 1 < out.count ? out[i + 1].start - out[i].end : short
          out[i].length += min(short, room)
        }
      }
      i += 1
    }
    // Merge neighbours that became contiguous and equal.
    return ForceFeedbackTimeline.joined(out)
  }

  static func split(_ segments: [ForceFeedbackTimeline.Segment]) -> [ForceFeedbackTimeline.Segment]
  {
    var out: [ForceFeedbackTimeline.Segment] = []
    for s in segments {
      var start = s.start
      while start < s.end {
        let length = min(longestSegment, s.end - start)
        out.append(.init(start: start, length: length, effect: s.effect))
        start += length
      }
    }
    return out
  }
}
