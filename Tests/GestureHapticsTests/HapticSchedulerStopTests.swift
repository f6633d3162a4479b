import Testing

@testable import GestureHaptics

/// Stopping, closing and failing: nothing is ever left playing.
@Suite struct HapticSchedulerStopTests {
  let long = HapticPattern(events: [.continuous(at: 0, duration: 1, intensity: 0.5, sharpness: 0)])

  @Test func stopLeavesNothingPlaying() {
    let (s, log) = makeScheduler()
    s.play(long, name: "bed", at: 0)
    s.advance(to: 100_000)
    s.stop(at: 120_000)
    #expect(log.summary == ["upload#0@0", "play#0@0", "stop#0@120"])
    #expect(s.nextDeadline == nil && !s.isPlaying)
    s.close(at: 130_000)
    #expect(log.summary.last == "erase#0@130")
    #expect(log.playing.isEmpty && log.slots.isEmpty)
  }

  @Test func closeWhilePlayingStopsThenErases() {
    let (s, log) = makeScheduler(.periodic)
    s.play(long, name: "bed", at: 0)
    s.close(at: 50_000)
    #expect(log.summary == ["upload#0@0", "play#0@0", "stop#0@50", "erase#0@50"])
  }

  @Test func deadlinesBeforeANewPatternAreSentFirst() {
    let (s, log) = makeScheduler()
    s.play(HapticPreset.success.pattern, name: "success", at: 0)
    s.play(HapticPreset.selection.pattern, name: "selection", at: 200_000)
    #expect(
      log.summary.prefix(6) == [
        "upload#0@0", "play#0@0", "stop#0@35", "upload#0@60", "play#0@90", "stop#0@125",
      ])
    #expect(log.commands[6].patterns == ["selection"])
  }

  @Test func aVanishedDeviceIsReportedOnceAndDropped() {
    let (s, log) = makeScheduler()
    var reported: [ForceFeedbackError] = []
    s.onFailure = { reported.append($0) }
    log.vanishes = 50_000
    s.play(HapticPreset.success.pattern, name: "success", at: 0)
    s.finish()
    #expect(reported.map(\.kind) == [.gone])
    #expect(s.failure?.kind == .gone)
    // The stop at 35 ms still reaches it; the upload for 90 ms (at 60 ms) finds it gone.
    #expect(log.summary == ["upload#0@0", "play#0@0", "stop#0@35"])
    #expect(s.play(HapticPreset.error.pattern, name: "error", at: 200_000) == .dropped)
    s.close(at: 300_000)
    #expect(log.commands.count == 3 && reported.count == 1)
  }

  @Test func anEffectLongerThanOneUploadIsRefreshed() {
    let (s, log) = makeScheduler()
    let p = HapticPattern(events: [
      .continuous(at: 0, duration: 30, intensity: 1, sharpness: 0),
      .continuous(at: 30, duration: 20, intensity: 1, sharpness: 0),
    ])
    s.play(p, name: "long", at: 0)
    s.finish()
    #expect(
      log.summary == [
        "upload#0@0", "play#0@0", "upload#1@32687", "play#1@32717", "stop#0@32717",
        "stop#1@50000",
      ])
    let lengths = log.commands.compactMap { c -> Int? in
      if case .upload(_, _, let l, _) = c.action { return l }
      return nil
    }
    #expect(lengths == [32_767, 17_283 + HapticScheduler.safetyMargin])
    #expect(
      playedSpans(log) == [
        .init(start: 0, length: 50_000, effect: .rumble(strong: 0xFFFF, weak: 0))
      ])
  }

  @Test func gainIsSentAsFFGain() {
    let (s, log) = makeScheduler()
    s.setGain(0.75, at: 0)
    #expect(log.commands.map(\.action) == [.gain(0xBFFF)])
  }

  @Test func profilesComeFromCapabilities() {
    func profile(
      _ codes: [UInt16], name: String = "pwm-vibrator", gamepad: Bool = false, effects: Int = 16
    )
      -> HapticDeviceProfile?
    {
      ForceFeedbackCapabilities(
        codes: Set(codes), maximumEffects: effects, name: name, isGamepad: gamepad
      ).profile
    }
    // ff-memless: rumble plus emulated periodic.
    let memless: [UInt16] = [0x50, 0x51, 0x58, 0x59, 0x5a, 0x60]
    #expect(profile(memless)?.kind == .rumble)
    #expect(profile(memless)?.motors == 1)
    #expect(profile(memless, name: "Xbox Wireless Controller", gamepad: true)?.motors == 2)
    #expect(profile(memless, name: "gpio-vibrator")?.kind == .onOff)
    #expect(profile([0x51, 0x5d], name: "cs40l50", effects: 1)?.kind == .periodic)
    #expect(profile([0x51, 0x5d], name: "cs40l50", effects: 1)?.maximumEffects == 1)
    #expect(profile([0x51, 0x52, 0x57, 0x50], name: "PID wheel")?.kind == .periodic)
    #expect(profile([0x52]) == nil)
  }
}
