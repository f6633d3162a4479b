import Testing

@testable import GestureHaptics

@Suite struct HapticRendererTests {
  let rumble = HapticRenderer(profile: .rumble)
  let periodic = HapticRenderer(profile: .periodic)
  let onOff = HapticRenderer(profile: .onOff)

  func one(_ profile: HapticDeviceProfile, _ level: Double, _ sharpness: Double = 0.5)
    -> ForceFeedbackEffect
  {
    HapticRenderer(profile: profile).effect(level: level, sharpness: sharpness)
  }

  // MARK: Mapping

  @Test func intensityBecomesAmplitudeAboveTheDeadZone() {
    let p = HapticDeviceProfile.rumble
    #expect(p.amplitude(0) == 0)
    #expect(p.amplitude(1) == 1)
    #expect(abs(p.amplitude(0.5) - (0.15 + 0.85 * 0.25)) < 1.0 / 255)
    #expect(p.amplitude(0.001) > 0.14)
  }

  @Test func sharpnessSplitsTheRumbleMotors() throws {
    #expect(one(.rumble, 1, 0) == .rumble(strong: 0xFFFF, weak: 0))
    #expect(one(.rumble, 1, 1) == .rumble(strong: 0, weak: 0xFFFF))
    #expect(one(.rumble, 1, 0.5) == .rumble(strong: 0xFFFF, weak: 0xFFFF))
    let (s, w) = try #require(one(.rumble, 1, 0.25).rumbleMotors)
    #expect(s == 0xFFFF && abs(Double(w) / 0xFFFF - 0.4142) < 0.001)
    var single = HapticDeviceProfile.rumble
    single.motors = 1
    #expect(one(single, 1, 1) == .rumble(strong: 0xFFFF, weak: 0))
  }

  @Test func sharpnessChoosesPeriodAndWaveform() {
    let p = HapticDeviceProfile.periodic
    #expect([0, 0.25, 0.5, 0.75, 1].map { p.period(sharpness: $0) } == [20, 13, 9, 6, 4])
    #expect(p.waveform(sharpness: 0.49) == .sine)
    #expect(p.waveform(sharpness: 0.5) == .square)
    #expect(one(.periodic, 1, 0) == .periodic(waveform: .sine, period: 20, magnitude: 0x7FFF))
  }

  @Test func transientPulsesComeFromTheProfile() {
    #expect(HapticDeviceProfile.rumble.transientLength(sharpness: 1, intensity: 1) == 25)
    #expect(HapticDeviceProfile.rumble.transientLength(sharpness: 0, intensity: 1) == 45)
    #expect(HapticDeviceProfile.periodic.transientLength(sharpness: 0.5, intensity: 1) == 20)
    #expect(HapticDeviceProfile.onOff.transientLength(sharpness: 0, intensity: 0) == 70)
    #expect(HapticDeviceProfile.onOff.transientLength(sharpness: 1, intensity: 1) == 140)
    let t = rumble.render(HapticPattern(events: [.transient(at: 0.1, intensity: 1, sharpness: 1)]))
    #expect(t.segments == [.init(start: 100, length: 25, effect: .rumble(strong: 0, weak: 0xFFFF))])
  }

  @Test func aTransientTakesTheControlsAtItsStart() {
    let p = HapticPattern(
      events: [.transient(at: 0, intensity: 1, sharpness: 0)],
      parameters: [.init(.intensityControl, time: 0.01, value: 0)])
    #expect(rumble.render(p).segments.map(\.length) == [45])
  }

  // MARK: Overlap rule

  @Test func continuousEventsTakeTheMaximum() {
    let p = HapticPattern(events: [
      .continuous(at: 0, duration: 0.1, intensity: 0.5, sharpness: 0),
      .continuous(at: 0, duration: 0.1, intensity: 0.8, sharpness: 0),
    ])
    let expected = rumble.effect(level: 0.8, sharpness: 0)
    #expect(rumble.render(p).segments == [.init(start: 0, length: 100, effect: expected)])
  }

  @Test func transientsAddOnTopAndSaturate() {
    let bed = HapticEvent.continuous(at: 0, duration: 0.2, intensity: 0.5, sharpness: 0)
    let tap = HapticEvent.transient(at: 0.1, intensity: 0.3, sharpness: 0)
    let t = rumble.render(HapticPattern(events: [bed, tap]))
    #expect(t.effect(at: 50) == rumble.effect(level: 0.5, sharpness: 0))
    #expect(t.effect(at: 120) == rumble.effect(level: 0.8, sharpness: 0))
    #expect(t.effect(at: 170) == rumble.effect(level: 0.5, sharpness: 0))
    let loud = HapticPattern(events: [bed, .transient(at: 0.1, intensity: 0.9, sharpness: 0)])
    #expect(rumble.render(loud).effect(at: 120) == .rumble(strong: 0xFFFF, weak: 0))
    let taps = HapticPattern(events: [
      .transient(at: 0, intensity: 0.7, sharpness: 0),
      .transient(at: 0, intensity: 0.7, sharpness: 0),
    ])
    #expect(rumble.render(taps).segments[0].effect == .rumble(strong: 0xFFFF, weak: 0))
  }

  @Test func theMixSharpnessIsWeightedByLevel() {
    let p = HapticPattern(events: [
      .continuous(at: 0, duration: 0.1, intensity: 0.6, sharpness: 0),
      .transient(at: 0, intensity: 0.2, sharpness: 1),
    ])
    // (0.6·0 + 0.2·1) / 0.8 = 0.25
    #expect(periodic.render(p).effect(at: 5) == periodic.effect(level: 0.8, sharpness: 0.25))
  }

  // MARK: Shaping

  @Test func rampsAreSteppedAtMostOneStepLong() {
    let p = HapticPattern(events: [
      .continuous(at: 0, duration: 1, intensity: 1, sharpness: 0, attackTime: 1)
    ])
    let t = rumble.render(p)
    // 50 steps of 20 ms; neighbours with the same 8-bit level merge.
    #expect(t.segments.count > 30)
    #expect(zip(t.segments, t.segments.dropFirst()).allSatisfy { $0.effect != $1.effect })
    #expect(t.segments.allSatisfy { $0.start % 20 == 0 && $0.length % 20 == 0 })
    let levels = t.segments.map(\.effect.level)
    #expect(levels == levels.sorted(), "an attack only rises")
    #expect(t.length == 1000)
  }

  @Test func curvesAreFollowed() {
    let p = HapticPattern(
      events: [.continuous(at: 0, duration: 0.2, intensity: 1, sharpness: 0)],
      curves: [
        HapticParameterCurve(
          .intensityControl, time: 0,
          controlPoints: [.init(time: 0, value: 1), .init(time: 0.2, value: 0)])
      ])
    let t = periodic.render(p)
    #expect(t.segments.count == 20)
    let levels = t.segments.map(\.effect.level)
    #expect(levels == levels.sorted(by: >), "the level falls with the curve")
  }

  @Test func shortBurstsAreLengthenedToTheMinimumPulse() {
    let p = HapticPattern(events: [.continuous(at: 0, duration: 0.005, intensity: 1, sharpness: 0)])
    #expect(rumble.render(p).segments.map(\.length) == [20])
    // …but not into the next burst.
    let two = HapticPattern(events: [
      .continuous(at: 0, duration: 0.005, intensity: 1, sharpness: 0),
      .continuous(at: 0.012, duration: 0.1, intensity: 0.5, sharpness: 0),
    ])
    #expect(rumble.render(two).segments.first?.length == 12)
  }

  @Test func longSegmentsAreSplitAtThirtySeconds() {
    let p = HapticPattern(events: [
      .continuous(at: 0, duration: 30, intensity: 1, sharpness: 0),
      .continuous(at: 30, duration: 20, intensity: 1, sharpness: 0),
    ])
    #expect(rumble.render(p).segments.map(\.length) == [30_000, 20_000])
  }

  @Test func silenceIsAGapAndAnEmptyPatternIsEmpty() {
    #expect(rumble.render(HapticPattern()).segments.isEmpty)
    let p = HapticPattern(events: [
      .transient(at: 0, intensity: 1, sharpness: 1),
      .transient(at: 0.5, intensity: 0, sharpness: 1),
      .transient(at: 1, intensity: 1, sharpness: 1),
    ])
    #expect(rumble.render(p).segments.map(\.start) == [0, 1000])
  }

  // MARK: On/off

  @Test func onOffEncodesIntensityAsTime() {
    let p = HapticPattern(events: [.transient(at: 0, intensity: 0.5)])
    #expect(
      onOff.render(p).segments == [
        .init(start: 0, length: 105, effect: .rumble(strong: 0xFFFF, weak: 0))
      ])
    let half = HapticPattern(events: [.continuous(at: 0, duration: 0.56, intensity: 0.5)])
    // 140 ms windows at duty 0.5: on 70 ms of each.
    #expect(
      onOff.render(half).segments.map { [$0.start, $0.length] } == [
        [0, 70], [140, 70], [280, 70], [420, 70],
      ])
    let full = HapticPattern(events: [.continuous(at: 0, duration: 0.56, intensity: 1)])
    #expect(onOff.render(full).segments.map { [$0.start, $0.length] } == [[0, 560]])
    let faint = HapticPattern(events: [.continuous(at: 0, duration: 0.56, intensity: 0.2)])
    #expect(onOff.render(faint).segments.isEmpty)
  }

  @Test func onOffTapsStayApart() {
    let t = onOff.render(HapticPreset.error.pattern)
    #expect(t.segments.map { [$0.start, $0.length] } == [[0, 70], [80, 70], [160, 133]])
  }
}

extension ForceFeedbackEffect {
  /// The strong and weak motors' levels of a rumble, nil for another kind.
  var rumbleMotors: (strong: UInt16, weak: UInt16)? {
    guard case .rumble(let strong, let weak) = self else { return nil }
    return (strong, weak)
  }
}
