import Gestures

extension HapticRenderer {
  /// Silence kept between consecutive on/off transients, ms.
  public static let onOffGap = 10

  /// On/off rendering: the actuator has no level, so intensity becomes time (on-pulses for
  /// transients, an on/off train for continuous sound; see the Rendering article).
  func renderOnOff(_ voices: [Voice], _ controls: PatternControls) -> ForceFeedbackTimeline {
    var spans: [(Int, Int)] = []
    let taps = voices.filter(\.transient).enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
    // The start of the next tap starting strictly later than each tap, in one pass back to
    // front (`runEnd` is the first tap after the run of taps starting with tap i).
    var laterStart = [Int?](repeating: nil, count: taps.count)
    var runEnd = taps.count
    for i in taps.indices.reversed() {
      if i + 1 < taps.count && taps[i + 1].start != taps[i].start { runEnd = i + 1 }
      laterStart[i] = runEnd < taps.count ? taps[runEnd].start : nil
    }
    for (i, v) in taps.enumerated() {
      // A transient's level at its start is its intensity (no fade yet).
      var end = v.start + profile.transientLength(sharpness: v.sharpness, intensity: v.intensity)
      if let next = laterStart[i] {
        end = max(v.start + profile.minimumPulse, min(end, next - Self.onOffGap))
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
    let window = max(1, 2 * profile.minimumPulse)
    var sweep = VoiceSweep(voices.filter { !$0.transient })
    // Most milliseconds of a long stretch mix to the level of the one before (MixHold).
    var hold = MixHold()
    var level = 0.0
    for (a, b) in stretches {
      var w = a
      while w < b {
        let end = min(b, w + window)
        var sum = 0.0
        var count = 0
        var t = w
        while t < end {
          let at = Double(t) + 0.5
          if !hold.holds(at: at) {
            sweep.advance(to: at)
            level = mix(sweep, at: at, controls, sharpness: false).level
            hold = MixHold(sweep, at: at, controls)
          }
          sum += level
          count += 1
          t += 1
        }
        let on = Int(clamping: (sum / Double(max(1, count)) * Double(window)).rounded())
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
    let on = effect(level: 1, sharpness: 0)
    return ForceFeedbackTimeline(
      segments: Self.split(merged.map { .init(start: $0.0, length: $0.1 - $0.0, effect: on) }))
  }
}
