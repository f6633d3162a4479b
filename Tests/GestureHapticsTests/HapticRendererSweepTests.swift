import GestureTesting
import Testing

@testable import GestureHaptics

/// The swept renderer (voices entering and leaving in time order, controls found by binary
/// search) against the scanning one it replaced, on seeded random patterns: overlapping
/// continuous and transient events in any order, steps and curves of every control, ties in
/// start times. Every profile, every segment equal.
@Suite("Haptic renderer: sweep equals scan")
struct HapticRendererSweepTests {
  static func pattern(seed: UInt64) -> HapticPattern {
    var rng = SplitMix64(seed: seed)
    func unit() -> Double { Double(rng.next() % 10_001) / 10_000 }
    func time(_ longest: Double) -> Double { (unit() * longest * 100).rounded() / 100 }
    var p = HapticPattern()
    for _ in 0..<(3 + Int(rng.next() % 20)) {
      let continuous = rng.next() % 2 == 0
      p.events.append(
        HapticEvent(
          continuous ? .continuous : .transient, time: time(2),
          duration: continuous ? time(1.5) : 0, intensity: unit(), sharpness: unit(),
          attackTime: unit(), decayTime: unit(), releaseTime: unit(),
          sustained: rng.next() % 3 != 0))
    }
    let controls: [HapticDynamicParameterID] = [
      .intensityControl, .sharpnessControl, .attackTimeControl, .decayTimeControl,
      .releaseTimeControl,
    ]
    for _ in 0..<Int(rng.next() % 8) {
      let id = controls[Int(rng.next() % 5)]
      p.parameters.append(
        HapticParameterStep(
          id, time: time(2),
          value: id.range.lowerBound + unit() * (id.range.upperBound - id.range.lowerBound)))
    }
    for _ in 0..<Int(rng.next() % 6) {
      let id = controls[Int(rng.next() % 5)]
      var t = 0.0
      var points: [HapticParameterCurve.ControlPoint] = []
      for _ in 0..<(1 + Int(rng.next() % 5)) {
        t += time(0.5)
        points.append(.init(time: t, value: id.range.lowerBound + unit() * 2))
      }
      // Half the curves start with a step or another curve, so ties are exercised.
      let start = rng.next() % 2 == 0 ? (p.parameters.last?.time ?? 0) : time(2)
      p.curves.append(HapticParameterCurve(id, time: start, controlPoints: points))
    }
    return p
  }

  @Test(arguments: 0..<200)
  func sweepEqualsScan(seed: Int) {
    let p = Self.pattern(seed: UInt64(seed))
    for profile in [HapticDeviceProfile.rumble, .periodic, .onOff] {
      let renderer = HapticRenderer(profile: profile)
      let swept = renderer.render(p)
      let scanned = ReferenceRenderer(renderer: renderer).render(p)
      #expect(swept == scanned, "seed \(seed), \(profile.name)")
    }
  }

  /// Long overlapping continuous events under intensity curves and steps, on/off: most of its
  /// milliseconds reuse the level mixed before (MixHold), which must be the number the
  /// reference mixes at each one. The fuzz regression `continuous-events-and-curves-overlapping-
  /// quadratic` has this shape (60 events of 10 s, 60 curves).
  @Test(arguments: 0..<40)
  func heldLevelsEqualScan(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
    func unit() -> Double { Double(rng.next() % 10_001) / 10_000 }
    var p = HapticPattern()
    for i in 0..<(4 + Int(rng.next() % 30)) {
      p.events.append(
        HapticEvent(
          .continuous, time: Double(i) * unit() / 10, duration: 1 + unit() * 4,
          intensity: unit(), sharpness: unit(), attackTime: unit() / 2,
          decayTime: unit(), releaseTime: rng.next() % 2 == 0 ? 0 : unit() / 2,
          sustained: rng.next() % 4 != 0))
      if rng.next() % 2 == 0 {
        p.curves.append(
          HapticParameterCurve(
            .intensityControl, time: Double(i) * unit() / 5,
            controlPoints: [.init(time: 0, value: unit()), .init(time: unit() / 3, value: unit())]))
      } else {
        p.parameters.append(HapticParameterStep(.intensityControl, time: unit() * 5, value: unit()))
      }
    }
    let renderer = HapticRenderer(profile: .onOff)
    #expect(renderer.render(p) == ReferenceRenderer(renderer: renderer).render(p), "seed \(seed)")
  }

  @Test("more voices than the polyphony at once: the earliest-started fall silent")
  func polyphony() {
    // 40 continuous events, all sounding from 0 to 1 s, the first 8 loud, the rest quiet: with
    // 32 voices, the last 32 started (in the pattern's order at equal starts) sound.
    var p = HapticPattern()
    for i in 0..<40 {
      p.events.append(
        HapticEvent(.continuous, time: 0, duration: 1, intensity: i < 8 ? 1 : 0.2, sharpness: 0))
    }
    let quiet = HapticRenderer(profile: .rumble).render(
      HapticPattern(events: Array(p.events.dropFirst(8))))
    #expect(HapticRenderer(profile: .rumble).render(p) == quiet)
  }
}
