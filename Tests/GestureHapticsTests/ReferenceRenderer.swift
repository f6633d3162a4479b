@testable import GestureHaptics

/// The renderer as it was before it swept its voices (issue 12): every sample scans every voice
/// and every control. Kept as the reference the swept renderer must equal, sample for sample,
/// on patterns with at most ``HapticRenderer/polyphony`` voices sounding at once.
struct ReferenceRenderer {
  let renderer: HapticRenderer
  var profile: HapticDeviceProfile { renderer.profile }

  struct Voice {
    var start: Int
    var end: Int
    var transient: Bool
    var sample: (Double) -> (level: Double, sharpness: Double)
    var corners: [Int]
  }

  func render(_ pattern: HapticPattern) -> ForceFeedbackTimeline {
    let voices = self.voices(pattern)
    if profile.kind == .onOff { return renderOnOff(voices) }
    var segments: [ForceFeedbackTimeline.Segment] = []
    for (a, b) in steps(voices, pattern) {
      let (level, sharpness) = mix(voices, at: (Double(a) + Double(b)) / 2)
      let effect = renderer.effect(level: level, sharpness: sharpness)
      if effect.isSilent { continue }
      if let last = segments.last, last.end == a, last.effect == effect {
        segments[segments.count - 1].length += b - a
      } else {
        segments.append(.init(start: a, length: b - a, effect: effect))
      }
    }
    return ForceFeedbackTimeline(segments: HapticRenderer.split(renderer.lengthen(segments)))
  }

  static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

  func voices(_ pattern: HapticPattern) -> [Voice] {
    pattern.events.compactMap { event in
      let start = Self.ms(event.time)
      let envelope = pattern.envelope(of: event)
      switch event.kind {
      case .continuous:
        let length = Int(envelope.length.rounded())
        guard length > 0 else { return nil }
        return Voice(
          start: start, end: start + length, transient: false,
          sample: { t in
            (
              envelope.level(atOffset: t - Double(start))
                * pattern.effectiveIntensity(of: event, at: t / 1000),
              pattern.effectiveSharpness(of: event, at: t / 1000)
            )
          },
          corners: [
            start + Int(envelope.attack.rounded()),
            start + length - Int(envelope.release.rounded()),
          ])
      case .transient:
        let intensity = pattern.effectiveIntensity(of: event, at: event.time)
        let sharpness = pattern.effectiveSharpness(of: event, at: event.time)
        guard intensity > 0 else { return nil }
        let pulse = profile.transientLength(sharpness: sharpness, intensity: intensity)
        let decay = Int(envelope.decay.rounded())
        return Voice(
          start: start, end: start + pulse + decay, transient: true,
          sample: { t in
            let offset = t - Double(start)
            let fade =
              offset < Double(pulse) ? 1 : max(0, 1 - (offset - Double(pulse)) / Double(decay))
            return (intensity * fade, sharpness)
          },
          corners: [start + pulse])
      }
    }
  }

  func steps(_ voices: [Voice], _ pattern: HapticPattern) -> [(Int, Int)] {
    var cuts: Set<Int> = []
    for v in voices {
      cuts.insert(v.start)
      cuts.insert(v.end)
      for c in v.corners where c > v.start && c < v.end { cuts.insert(c) }
    }
    for t in pattern.controlBreakpoints { cuts.insert(Self.ms(t)) }
    let sorted = cuts.sorted()
    var result: [(Int, Int)] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      guard voices.contains(where: { $0.start < b && $0.end > a }) else { continue }
      let pieces = (b - a + profile.step - 1) / profile.step
      for k in 0..<pieces {
        let from = a + (b - a) * k / pieces
        let to = a + (b - a) * (k + 1) / pieces
        if to > from { result.append((from, to)) }
      }
    }
    return result
  }

  func mix(_ voices: [Voice], at t: Double) -> (level: Double, sharpness: Double) {
    var bed = 0.0
    var taps = 0.0
    var weighted = 0.0
    var weights = 0.0
    for v in voices where Double(v.start) <= t && t < Double(v.end) {
      let (level, sharpness) = v.sample(t)
      guard level > 0 else { continue }
      if v.transient { taps += level } else { bed = max(bed, level) }
      weighted += level * sharpness
      weights += level
    }
    return (min(1, bed + taps), weights > 0 ? weighted / weights : 0)
  }

  func renderOnOff(_ voices: [Voice]) -> ForceFeedbackTimeline {
    var spans: [(Int, Int)] = []
    let taps = voices.filter(\.transient).sorted { $0.start < $1.start }
    for (i, v) in taps.enumerated() {
      let (level, sharpness) = v.sample(Double(v.start))
      var end = v.start + profile.transientLength(sharpness: sharpness, intensity: level)
      if let next = taps.dropFirst(i + 1).first(where: { $0.start > v.start }) {
        end = max(
          v.start + profile.minimumPulse, min(end, next.start - HapticRenderer.onOffGap))
      }
      spans.append((v.start, end))
    }
    let beds = voices.filter { !$0.transient }.map { ($0.start, $0.end) }.sorted { $0.0 < $1.0 }
    var stretches: [(Int, Int)] = []
    for (a, b) in beds {
      if let last = stretches.last, a <= last.1 {
        stretches[stretches.count - 1].1 = max(last.1, b)
      } else {
        stretches.append((a, b))
      }
    }
    let window = 2 * profile.minimumPulse
    let continuous = voices.filter { !$0.transient }
    for (a, b) in stretches {
      var w = a
      while w < b {
        let end = min(b, w + window)
        var sum = 0.0
        var count = 0
        for t in w..<end {
          sum += mix(continuous, at: Double(t) + 0.5).level
          count += 1
        }
        let on = Int((sum / Double(max(1, count)) * Double(window)).rounded())
        if 2 * on >= profile.minimumPulse {
          spans.append((w, w + min(window, max(on, profile.minimumPulse))))
        }
        w = end
      }
    }
    spans.sort { $0.0 < $1.0 }
    var merged: [(Int, Int)] = []
    for (a, b) in spans {
      if let last = merged.last, a <= last.1 {
        merged[merged.count - 1].1 = max(last.1, b)
      } else {
        merged.append((a, b))
      }
    }
    let on = renderer.effect(level: 1, sharpness: 0)
    return ForceFeedbackTimeline(
      segments: HapticRenderer.split(
        merged.map { .init(start: $0.0, length: $0.1 - $0.0, effect: on) }))
  }
}
