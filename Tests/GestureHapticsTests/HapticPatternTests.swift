import Testing

@testable import GestureHaptics

@Suite struct HapticPatternTests {
  @Test func eventValuesAreClampedWhenMade() {
    let e = HapticEvent(
      .continuous, time: -1, duration: 45, intensity: 1.32, sharpness: -0.2, attackTime: 2,
      decayTime: -1, releaseTime: 0.5)
    #expect(e.time == 0)
    #expect(e.duration == 30)
    #expect(e.intensity == 1)
    #expect(e.sharpness == 0)
    #expect(e.attackTime == 1)
    #expect(e.decayTime == 0)
    #expect(e.releaseTime == 0.5)
    var t = HapticEvent.transient(at: 0)
    t.set(.sustained, to: 0.3)
    #expect(t.sustained == false)
    t.set(.intensity, to: 7)
    #expect(t.intensity == 1)
    #expect(HapticEvent(.transient, time: 0, duration: 45).duration == 45)
  }

  @Test func controlsAreClampedWhenMade() {
    #expect(HapticParameterStep(.intensityControl, time: 0, value: 1.5).value == 1)
    #expect(HapticParameterStep(.sharpnessControl, time: -2, value: -3).value == -1)
    #expect(HapticParameterStep(.sharpnessControl, time: -2, value: -3).time == 0)
    let c = HapticParameterCurve(
      .intensityControl, time: 0,
      controlPoints: [.init(time: 0, value: -1), .init(time: 1, value: 2)])
    #expect(c.controlPoints.map(\.value) == [0, 1])
  }

  @Test func intensityControlMultipliesAndSharpnessControlAdds() {
    let e = HapticEvent.continuous(at: 0, duration: 1, intensity: 0.8, sharpness: 0.6)
    let p = HapticPattern(
      events: [e],
      parameters: [
        HapticParameterStep(.intensityControl, time: 0.5, value: 0.5),
        HapticParameterStep(.sharpnessControl, time: 0.5, value: 0.3),
      ])
    #expect(p.effectiveIntensity(of: e, at: 0.2) == 0.8)
    #expect(p.effectiveSharpness(of: e, at: 0.2) == 0.6)
    #expect(p.effectiveIntensity(of: e, at: 0.5) == 0.4)
    #expect(abs(p.effectiveSharpness(of: e, at: 0.7) - 0.9) < 1e-12)
  }

  @Test func effectiveValuesAreClamped() {
    let e = HapticEvent.continuous(at: 0, duration: 1, intensity: 1, sharpness: 0.8)
    let up = HapticPattern(events: [e], parameters: [.init(.sharpnessControl, time: 0, value: 0.5)])
    #expect(up.effectiveSharpness(of: e, at: 0.1) == 1)
    let down = HapticPattern(
      events: [e], parameters: [.init(.sharpnessControl, time: 0, value: -1)])
    #expect(down.effectiveSharpness(of: e, at: 0.1) == 0)
  }

  @Test func curvesInterpolateLinearlyAndHoldTheirEnds() {
    let c = HapticParameterCurve(
      .intensityControl, time: 1,
      controlPoints: [
        .init(time: 0.1, value: 1), .init(time: 0.3, value: 0.5), .init(time: 0.5, value: 0),
      ])
    let p = HapticPattern(curves: [c])
    #expect(p.control(.intensityControl, at: 0.5) == 1)  // before the curve: the default
    #expect(p.control(.intensityControl, at: 1.05) == 1)  // before the first point: its value
    #expect(abs(p.control(.intensityControl, at: 1.2) - 0.75) < 1e-12)
    #expect(abs(p.control(.intensityControl, at: 1.4) - 0.25) < 1e-12)
    #expect(p.control(.intensityControl, at: 2) == 0)  // after the last point: held
    #expect(abs(c.end - 1.5) < 1e-12)
  }

  @Test func theLatestControlWinsAndACurveBeatsAStepAtTheSameTime() {
    let p = HapticPattern(
      parameters: [
        .init(.intensityControl, time: 0, value: 0.2),
        .init(.intensityControl, time: 1, value: 0.4),
      ],
      curves: [
        HapticParameterCurve(
          .intensityControl, time: 1, controlPoints: [.init(time: 0, value: 0.9)]),
        HapticParameterCurve(
          .intensityControl, time: 0.5, controlPoints: [.init(time: 0, value: 0.7)]),
      ])
    #expect(p.control(.intensityControl, at: 0.1) == 0.2)
    #expect(p.control(.intensityControl, at: 0.6) == 0.7)
    #expect(p.control(.intensityControl, at: 1.1) == 0.9)
    #expect(p.control(.sharpnessControl, at: 1.1) == 0)
  }

  @Test func durationIsTheLatestEndStepOrCurvePoint() {
    #expect(HapticPattern().duration == 0)
    var p = HapticPattern(events: [.transient(at: 0.2), .continuous(at: 0.1, duration: 0.3)])
    #expect(abs(p.duration - 0.4) < 1e-12)
    p.parameters.append(.init(.intensityControl, time: 0.6, value: 1))
    #expect(p.duration == 0.6)
    p.curves.append(
      .init(.sharpnessControl, time: 0.5, controlPoints: [.init(time: 0.4, value: 0)]))
    #expect(abs(p.duration - 0.9) < 1e-12)
    p.events.append(HapticEvent(.transient, time: 1, duration: 0.5))
    #expect(p.duration == 1.5)
  }

  @Test func envelopeAdjustersGrowExponentially() {
    #expect(HapticEnvelope.milliseconds(0) == 0)
    #expect(abs(HapticEnvelope.milliseconds(1) - 1000) < 1e-9)
    #expect(abs(HapticEnvelope.milliseconds(0.5) - 30.303) < 0.01)
    #expect(HapticEnvelope.milliseconds(0.75) > 5 * HapticEnvelope.milliseconds(0.5))
  }

  @Test func sustainedEnvelopeRisesHoldsAndReleases() {
    let e = HapticEvent.continuous(at: 0, duration: 1, attackTime: 0.5, releaseTime: 0.5)
    let env = HapticPattern(events: [e]).envelope(of: e)
    #expect(abs(env.attack - 30.303) < 0.01 && abs(env.release - 30.303) < 0.01)
    #expect(abs(env.level(atOffset: env.attack / 2) - 0.5) < 1e-9)
    #expect(env.level(atOffset: 500) == 1)
    #expect(abs(env.level(atOffset: 1000 - env.release / 2) - 0.5) < 1e-9)
    #expect(env.level(atOffset: 1000) == 0)
    // Attack and release longer than the event shrink in proportion.
    let short = HapticEvent.continuous(at: 0, duration: 0.1, attackTime: 1, releaseTime: 1)
    let s = HapticPattern(events: [short]).envelope(of: short)
    #expect(abs(s.attack - 50) < 1e-9 && abs(s.release - 50) < 1e-9)
  }

  @Test func unsustainedEnvelopeDecaysAndEnds() {
    let e = HapticEvent.continuous(at: 0, duration: 2, decayTime: 0.75, sustained: false)
    let env = HapticPattern(events: [e]).envelope(of: e)
    #expect(abs(env.length - HapticEnvelope.milliseconds(0.75)) < 1e-9)
    #expect(env.level(atOffset: 0) == 1)
    #expect(abs(env.level(atOffset: env.length / 2) - 0.5) < 1e-9)
    #expect(env.level(atOffset: env.length + 1) == 0)
  }

  @Test func envelopeControlsAddAtTheEventStart() {
    let e = HapticEvent.continuous(at: 1, duration: 1, attackTime: 0.25)
    let p = HapticPattern(
      events: [e], parameters: [.init(.attackTimeControl, time: 0.5, value: 0.25)])
    #expect(abs(p.envelope(of: e).attack - HapticEnvelope.milliseconds(0.5)) < 1e-9)
  }

  @Test func presetsHaveTheirDocumentedNumbers() {
    func summary(_ p: HapticPreset) -> [[Double]] {
      p.pattern.events.map { [$0.time, $0.intensity, $0.sharpness] }
    }
    #expect(summary(.success) == [[0, 0.5, 0.5], [0.09, 1, 0.5]])
    #expect(summary(.warning) == [[0, 0.8, 0.5], [0.14, 0.6, 0.5]])
    #expect(summary(.error) == [[0, 0.5, 0.5], [0.08, 0.7, 0.5], [0.16, 0.9, 0.5]])
    #expect(summary(.impactLight) == [[0, 0.4, 0.5]])
    #expect(summary(.impactMedium) == [[0, 0.7, 0.5]])
    #expect(summary(.impactHeavy) == [[0, 1, 0.5]])
    #expect(summary(.impactSoft) == [[0, 0.5, 0.2]])
    #expect(HapticPreset.impactSoft.pattern.events[0].decayTime == 0.5)
    #expect(summary(.impactRigid) == [[0, 1, 1]])
    #expect(summary(.selection) == [[0, 0.3, 0.9]])
    for preset in HapticPreset.allCases {
      #expect(HapticPreset(name: preset.name) == preset)
      #expect(preset.pattern.events.allSatisfy { $0.kind == .transient })
    }
    #expect(HapticPreset(name: "impact") == nil)
    #expect(HapticPreset.impactHeavy.pattern(intensity: 0.5).events[0].intensity == 0.5)
  }
}
