import GestureTestSupport
import Testing

@testable import GestureHaptics

@Suite struct HapticSchedulerTests {
  @Test func successOnRumbleIsExactlyTheseCommands() throws {
    let (s, log) = makeScheduler()
    s.play(HapticPreset.success.pattern, name: "success", at: 0)
    #expect(s.nextDeadline == 35_000)
    s.finish()
    s.close(at: 1_000_000)
    // The second tap's effect is uploaded `uploadLead` (30 ms) before it plays, into the slot
    // that is idle by then; nothing was preloaded, so the first upload is at the start.
    #expect(
      log.summary == [
        "upload#0@0", "play#0@0", "stop#0@35", "upload#0@60", "play#0@90", "stop#0@125",
        "erase#0@1000",
      ])
    let first = try #require(log.commands[0].action.upload)
    #expect(first.length == 35 + HapticScheduler.safetyMargin && first.new)
    #expect(try #require(log.commands[3].action.upload).new == false, "the slot is reused")
    #expect(log.commands.allSatisfy { $0.patterns == ["success"] || $0.name == "erase" })
    #expect(log.playing.isEmpty && log.slots.isEmpty)
  }

  @Test func aPreloadedPatternStartsWithAPlayAlone() {
    let (s, log) = makeScheduler(slots: 4)
    s.preload(HapticPreset.success.pattern, at: 0)
    s.preload(HapticPreset.success.pattern, at: 10_000)
    #expect(log.summary == ["upload#0@0"], "a second preload of the same effect uploads nothing")
    s.play(HapticPreset.success.pattern, name: "success", at: 500_000)
    s.finish()
    #expect(
      log.summary == [
        "upload#0@0", "play#0@500", "stop#0@535", "upload#1@560", "play#1@590", "stop#1@625",
      ])
    #expect(playedSpans(log).map(\.start) == [500, 590])
  }

  /// True when every play's slot was last uploaded before the play's deadline, so the play is a
  /// write alone.
  func noPlayWaitsForAnUpload(_ log: HapticCommandLog) -> Bool {
    var uploaded: [Int: Int64] = [:]
    for c in log.commands {
      if case .upload(let id, _, _, _) = c.action { uploaded[id] = c.time }
      if case .play(let id) = c.action, let t = uploaded[id], t >= c.time { return false }
    }
    return true
  }

  /// True when every play's upload lasts until the next command that stops or changes its slot
  /// (the replay length counts from the play).
  func everyPlayLastsUntilItsSlotChanges(_ log: HapticCommandLog) -> Bool {
    var length: [Int: Int] = [:]
    for (i, c) in log.commands.enumerated() {
      if case .upload(let id, _, let l, _) = c.action { length[id] = l }
      guard case .play(let id) = c.action else { continue }
      let next = log.commands[(i + 1)...].first { $0.slot == id }
      if let next, c.time + Int64(length[id] ?? 0) * 1000 < next.time { return false }
    }
    return true
  }

  @Test func preloadingLeavesOneSlotFree() {
    let (s, log) = makeScheduler(slots: 2)
    s.preload(HapticPreset.success.pattern, at: 0)
    s.preload(HapticPreset.impactHeavy.pattern, at: 0)
    #expect(log.slots.count == 1)
    let (one, log1) = makeScheduler(slots: 1)
    one.preload(HapticPreset.success.pattern, at: 0)
    #expect(log1.slots.count == 1, "a one-effect device keeps the preloaded effect")
  }

  @Test func uploadsComeAheadOfTheirChangeInTurnsOfTwoSlots() throws {
    // ramp.ahap on rumble: a ramp stepped every few ms, each step a new effect.
    let ramp = try AHAPFile.read(path: HapticFixtures.own("ramp.ahap")).pattern
    let (s, log) = makeScheduler(.rumble, slots: 2)
    s.preload(ramp, at: -1_000_000)
    s.play(ramp, name: "ramp", at: 0)
    s.finish()
    let plays = log.commands.filter { $0.name == "play" }
    #expect(plays.count > 10)
    #expect(noPlayWaitsForAnUpload(log))
    for (i, c) in log.commands.enumerated() where c.name == "upload" {
      // Into a slot that is not playing: the next command naming it is its play.
      let after = log.commands[(i + 1)...].first { $0.slot == c.slot }
      #expect(after?.name == "play" || after == nil, "upload #\(i)")
    }
    #expect(Set(plays.map(\.slot)) == [0, 1], "two slots take turns")
    #expect(log.mostSlots == 2)
  }

  @Test func everyPresetAndOwnFilePlaysExactlyItsTimelineAndStops() throws {
    var patterns = HapticPreset.allCases.map { ($0.name, $0.pattern) }
    for name in HapticFixtures.own {
      patterns.append((name, try AHAPFile.read(path: HapticFixtures.own(name)).pattern))
    }
    playsExactlyItsTimelineAndStops(patterns)
  }

  @Test(
    .enabled(if: HapticFixtures.samplesAvailable, "…/shared/haptics/ahap not beside the repository")
  )
  func everySamplePlaysExactlyItsTimelineAndStops() throws {
    let patterns = try HapticFixtures.samples.map {
      ($0, try AHAPFile.read(path: HapticFixtures.sample($0)).pattern)
    }
    #expect(!patterns.isEmpty)
    playsExactlyItsTimelineAndStops(patterns)
  }

  @Test func theLongBuzzIsUploadedAgainBeforeItRunsOut() throws {
    // long-buzz.ahap: 30 s + 15 s of one effect, halved from 40 s: one effect held for 40 s.
    let buzz = try AHAPFile.read(path: HapticFixtures.own("long-buzz.ahap")).pattern
    let (s, log) = makeScheduler(.rumble, slots: 2)
    s.play(buzz, name: "buzz", at: 0)
    s.finish()
    // Uploaded again into the other slot 30 ms before the first upload runs out; at the change
    // the new slot plays, then the old one stops (never a silent moment between them).
    #expect(
      log.summary == [
        "upload#0@0", "play#0@0", "upload#1@32687", "play#1@32717", "stop#0@32717",
        "upload#0@39970", "play#0@40000", "stop#1@40000", "stop#0@45000",
      ])
    #expect(playedSpans(log).map(\.length) == [40_000, 5_000])
  }

  func playsExactlyItsTimelineAndStops(_ patterns: [(String, HapticPattern)]) {
    for profile in [HapticDeviceProfile.rumble, .periodic, .onOff] {
      for (name, pattern) in patterns {
        let (s, log) = makeScheduler(profile, slots: 2)
        s.preload(pattern, at: -1_000_000)
        s.play(pattern, name: name, at: 0)
        s.finish()
        // The renderer cuts segments at 30 s; the device plays an effect held across such a
        // cut as one (`played` joins them), so the timeline's equal neighbours are joined too.
        let expected = joinedSegments(HapticRenderer(profile: profile).render(pattern).segments)
        #expect(playedSpans(log) == expected, "\(name) on \(profile.name)")
        #expect(log.playing.isEmpty, "\(name) on \(profile.name): nothing left playing")
        #expect(log.mostSlots <= 2)
        // Preloaded and prepared ahead: no play waits for an upload.
        #expect(noPlayWaitsForAnUpload(log), "\(name) on \(profile.name)")
        #expect(everyPlayLastsUntilItsSlotChanges(log), "\(name) on \(profile.name)")
      }
    }
  }

  @Test func aWaveformChangeUsesAFreeSlotOrRecyclesAnIdleOne() throws {
    // ramp.ahap turns crisp (square) at 0.6 s and round (sine) again at 1 s.
    let ramp = try AHAPFile.read(path: HapticFixtures.own("ramp.ahap")).pattern
    let (three, log3) = makeScheduler(.periodic, slots: 3)
    three.play(ramp, name: "ramp", at: 0)
    three.finish()
    #expect(log3.mostSlots == 3)
    #expect(!log3.commands.contains { $0.name == "erase" }, "two sine slots take turns, one square")
    // Two slots: the idle sine slot is erased for the square one, ahead of the change.
    let (two, log2) = makeScheduler(.periodic, slots: 2)
    two.preload(ramp, at: -1_000_000)
    two.play(ramp, name: "ramp", at: 0)
    two.finish()
    #expect(log2.mostSlots == 2)
    #expect(log2.commands.contains { $0.name == "erase" })
    #expect(noPlayWaitsForAnUpload(log2))
    #expect(playedSpans(log2) == playedSpans(log3))
    // One slot: nothing can be prepared; the playing slot is updated in place at each change,
    // and a waveform change stops, erases and uploads it again.
    let (one, log1) = makeScheduler(.periodic, slots: 1)
    one.play(ramp, name: "ramp", at: 0)
    one.finish()
    #expect(log1.mostSlots == 1)
    let erase = log1.commands.firstIndex { $0.name == "erase" }!
    #expect(log1.commands[erase - 1].name == "stop", "the playing slot stops before it is erased")
    #expect(log1.commands[erase + 1].name == "upload")
    #expect(log1.commands[erase + 1].time == log1.commands[erase + 2].time)
    #expect(log1.commands[erase + 2].name == "play")
    #expect(playedSpans(log1) == playedSpans(log3))
  }

  // MARK: Pre-emption and mixing

  let long = HapticPattern(events: [.continuous(at: 0, duration: 1, intensity: 0.5, sharpness: 0)])

  @Test func aHigherPriorityPatternPreempts() {
    let (s, log) = makeScheduler()
    #expect(s.play(long, name: "bed", priority: .background, at: 0) == .started)
    let outcome = s.play(
      HapticPreset.impactHeavy.pattern, name: "heavy", priority: .gesture, at: 300_000)
    #expect(outcome == .preempted(["bed"]))
    #expect(s.playingNames == ["heavy"])
    s.finish()
    let p = playedSpans(log)
    #expect(p.count == 2)
    #expect(p[0].start == 0 && p[0].end == 300)
    #expect(p[1].start == 300 && p[1].length == 35, "the bed does not come back")
    #expect(log.playing.isEmpty)
  }

  @Test func equalOrLowerPriorityMixes() {
    let (s, log) = makeScheduler()
    s.play(long, name: "bed", priority: .notification, at: 0)
    #expect(
      s.play(HapticPreset.impactLight.pattern, name: "tap", priority: .gesture, at: 300_000)
        == .mixed)
    #expect(s.playingNames == ["bed", "tap"])
    s.finish()
    let r = HapticRenderer(profile: .rumble)
    let bed = r.render(long).segments[0].effect
    let tap = r.render(HapticPreset.impactLight.pattern).segments[0].effect
    let p = playedSpans(log)
    #expect(p.map(\.start) == [0, 300, 335])
    #expect(p[1].effect == bed.mixed(with: tap), "levels add and saturate")
    #expect(p[2].effect == bed && p[2].end == 1000, "the bed goes on after the tap")
    #expect(s.play(long, name: "again", priority: .gesture, at: 2_000_000) == .started)
  }

  @Test func aPatternStartedAtAnyMomentOfAnotherReplansTheChanges() {
    // Success's second tap is prepared at 60 ms for 90 ms; a mixed pattern arriving before,
    // between or after that must still give exactly the mix, millisecond by millisecond.
    let r = HapticRenderer(profile: .rumble)
    let success = r.render(HapticPreset.success.pattern)
    let buzz = r.render(
      HapticPattern(events: [.continuous(at: 0, duration: 0.05, intensity: 0.4, sharpness: 0.3)]))
    for slots in [1, 2, 4] {
      for offset in [0, 20, 35, 55, 60, 65, 70, 89, 90, 100, 124] {
        let (s, log) = makeScheduler(.rumble, slots: slots)
        s.play(timeline: success, name: "success", at: 0)
        s.advance(to: Int64(offset) * 1000)
        s.play(timeline: buzz, name: "buzz", at: Int64(offset) * 1000)
        s.finish()
        let p = playedSpans(log)
        for ms in 0..<200 {
          var want = success.effect(at: ms)
          if ms >= offset, let b = buzz.effect(at: ms - offset) {
            want = want.map { $0.mixed(with: b) } ?? b
          }
          let got = p.first { $0.start <= ms && ms < $0.end }?.effect
          #expect(got == want, "\(slots) slots, buzz at \(offset) ms: at \(ms) ms")
          if got != want { break }
        }
        #expect(log.playing.isEmpty && log.mostSlots <= slots)
      }
    }
  }

  @Test func rumbleMixSaturates() {
    let a = ForceFeedbackEffect.rumble(strong: 0xC000, weak: 0x1000)
    #expect(a.mixed(with: a) == .rumble(strong: 0xFFFF, weak: 0x2000))
    let p = ForceFeedbackEffect.periodic(waveform: .sine, period: 20, magnitude: 0x6000)
    let q = ForceFeedbackEffect.periodic(waveform: .square, period: 4, magnitude: 0x2000)
    #expect(p.mixed(with: q) == .periodic(waveform: .sine, period: 20, magnitude: 0x7FFF))
  }
}

extension HapticCommand.Action {
  /// An upload's length (ms) and whether its slot was new; nil for another command.
  var upload: (length: Int, new: Bool)? {
    guard case .upload(_, _, let length, let new) = self else { return nil }
    return (length, new)
  }
}
