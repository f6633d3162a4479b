import Testing

@testable import GestureHaptics

/// The engine and its players through a command log: what each call sends, and when.
@Suite struct HapticEngineTests {
  /// The seed's pattern: one transient at full intensity and sharpness.
  let tap = HapticPattern(events: [.transient(at: 0, intensity: 1, sharpness: 1)])
  let bed = HapticPattern(events: [.continuous(at: 0, duration: 0.3, intensity: 0.5, sharpness: 0)])

  @Test func callsBeforeStartThrowAndSendNothing() throws {
    let b = EngineBench()
    let player = b.engine.makePlayer(with: tap)
    #expect(throws: HapticEngineError.engineNotRunning) { try player.start(atTime: 0) }
    #expect(throws: HapticEngineError.engineNotRunning) { try player.stop(atTime: 0) }
    #expect(!b.engine.isRunning && b.engine.nextDeadline == nil)
    try b.engine.start()
    b.engine.stop()
    // A player of a stopped engine is refused again, and nothing was ever sent.
    #expect(throws: HapticEngineError.engineNotRunning) { try player.start(atTime: 0) }
    #expect(b.log.commands.isEmpty)
    #expect(b.engine.transitions == ["stopped → start → running", "running → stop → stopped"])
  }

  @Test func theSeedExamplePlaysExactlyItsRenderedTimeline() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: tap)
    b.clock.set(200_000)
    try player.start(atTime: 0)
    b.runOut()
    let rendered = HapticRenderer(profile: .rumble).render(tap)
    #expect(playedSpans(b.log) == shifted(joinedSegments(rendered.segments), by: 200))
    #expect(b.log.summary.first == "upload#0@200" && b.log.playing.isEmpty)
    #expect(!player.isPlaying)
  }

  @Test func aStartAtALaterTimeIsUploadedAheadAndPlaysOnTime() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: tap, name: "tap")
    try player.start(atTime: EngineBench.at(500))
    // The deadline is the upload, the scheduler's lead (30 ms) ahead of the start.
    #expect(b.engine.nextDeadline == 470_000)
    b.run(to: 469)
    #expect(b.log.commands.isEmpty)
    b.run(to: 500)
    #expect(b.log.summary == ["upload#0@470", "play#0@500"])
    b.runOut()
    let length = HapticRenderer(profile: .rumble).render(tap).length
    #expect(b.log.summary == ["upload#0@470", "play#0@500", "stop#0@\(500 + length)"])
  }

  @Test func aStartInThePastIsNowAndNegativeTimesAreRefused() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: tap)
    b.clock.set(1_000_000)
    #expect(throws: HapticEngineError.invalidTime(-1)) { try player.start(atTime: -1) }
    #expect(throws: (any Error).self) { try player.start(atTime: .nan) }
    #expect(b.log.commands.isEmpty)
    try player.start(atTime: 0.25)
    #expect(b.log.summary.prefix(2) == ["upload#0@1000", "play#0@1000"])
  }

  @Test func twoPlayersOfOnePriorityMixAndAHigherOnePreempts() throws {
    let b = EngineBench()
    try b.engine.start()
    let told = Told()
    let one = b.engine.makeAdvancedPlayer(with: bed, name: "one")
    let two = b.engine.makeAdvancedPlayer(with: bed, name: "two")
    one.completionHandler = { told.add("one \($0.label)") }
    two.completionHandler = { told.add("two \($0.label)") }
    try one.start(atTime: 0)
    b.run(to: 100)
    try two.start(atTime: 0)
    b.run(to: 150)
    // Both sound: the effect uploaded for the second start is the two levels added.
    let single = HapticRenderer(profile: .rumble).render(bed).segments[0].effect
    #expect(
      b.log.summary == ["upload#0@0", "play#0@0", "upload#1@100", "play#1@100", "stop#0@100"])
    #expect(b.log.commands[2].patterns == ["one", "two"])
    if case .upload(_, let effect, _, _) = b.log.commands[2].action {
      #expect(effect == single.mixed(with: single))
    }
    let alarm = b.engine.makeAdvancedPlayer(with: bed, name: "alarm", priority: .alert)
    try alarm.start(atTime: 0)
    b.runOut()
    #expect(
      told.all == [
        "one pre-empted by a pattern of higher priority",
        "two pre-empted by a pattern of higher priority",
      ])
    #expect(playedSpans(b.log).map(\.start) == [0, 100, 150])
    #expect(playedSpans(b.log).last?.effect == single && playedSpans(b.log).last?.end == 450)
  }

  @Test func stopAtALaterTimeStopsThenAndTellsTheCompletion() throws {
    let b = EngineBench()
    try b.engine.start()
    let told = Told()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.completionHandler = { told.add("done \($0.label)") }
    try player.start(atTime: 0)
    try player.stop(atTime: EngineBench.at(120))
    b.run(to: 119)
    #expect(player.isPlaying && told.all.isEmpty)
    b.run(to: 121)
    #expect(!player.isPlaying && told.all == ["done nil"])
    #expect(b.log.summary.last == "stop#0@120" && b.log.playing.isEmpty)
  }

  @Test func pauseAndResumeKeepThePlace() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    try player.start(atTime: 0)
    b.run(to: 100)
    try player.pause(atTime: 0)
    b.run(to: 400)
    #expect(!player.isPlaying)
    try player.resume(atTime: 0)
    b.runOut()
    // 100 ms before the pause, the other 200 after the resume.
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 100], [400, 600]])
  }

  @Test func seekMovesThePlaceAndPastTheEndFinishes() throws {
    let b = EngineBench()
    try b.engine.start()
    let told = Told()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.completionHandler = { told.add("done \($0.label)") }
    #expect(throws: HapticEngineError.invalidValue("seek offset -1.0 s")) {
      try player.seek(toOffset: -1)
    }
    try player.seek(toOffset: 0.2)
    try player.resume(atTime: 0)
    b.run(to: 50)
    #expect(b.engine.nextDeadline.map { $0 <= 100_000 } == true)
    b.runOut()
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 100]])
    try player.start(atTime: 0)
    b.run(to: 1050)
    try player.seek(toOffset: 5)
    #expect(!player.isPlaying && told.all == ["done nil", "done nil"])
    #expect(b.log.playing.isEmpty)
  }

  @Test func aLoopRepeatsAtItsEndUntilStopped() throws {
    let b = EngineBench()
    try b.engine.start()
    let pulse = HapticPattern(events: [.continuous(at: 0, duration: 0.05, intensity: 1)])
    let player = b.engine.makeAdvancedPlayer(with: pulse)
    player.loopEnabled = true
    player.loopEnd = 0.2
    try player.start(atTime: 0)
    b.run(to: 1000)
    try player.stop(atTime: 0)
    b.runOut()
    #expect(playedSpans(b.log).map(\.start) == [0, 200, 400, 600, 800])
    #expect(playedSpans(b.log).allSatisfy { $0.length == 50 })
    #expect(b.log.playing.isEmpty)
  }

  @Test func aLoopOfAContinuousPatternHasNoStopBetweenPasses() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.loopEnabled = true
    try player.start(atTime: 0)
    b.run(to: 1500)
    #expect(b.log.summary == ["upload#0@0", "play#0@0"])
    try player.cancel()
    #expect(b.log.summary.last == "stop#0@1500")
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 1500]])
  }

  @Test func playbackRateTwicePlaysInHalfTheTime() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.playbackRate = 2
    try player.start(atTime: 0)
    b.runOut()
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 150]])
    player.playbackRate = 100
    #expect(player.playbackRate == 4)
  }

  @Test func dynamicParametersChangeThePlayingPatternFromTheirTime() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: bed)
    try player.start(atTime: 0)
    b.run(to: 100)
    try player.sendParameters(
      [HapticDynamicParameter(parameterID: .intensityControl, value: 0.5, relativeTime: 0)],
      atTime: 0)
    b.runOut()
    let spans = playedSpans(b.log)
    #expect(spans.map { [$0.start, $0.end] } == [[0, 100], [100, 300]])
    let halved = HapticPattern(events: [
      .continuous(at: 0, duration: 0.3, intensity: 0.25, sharpness: 0)
    ])
    #expect(spans[1].effect == HapticRenderer(profile: .rumble).render(halved).segments[0].effect)
  }

  @Test func aMutedPlayerKeepsItsPlaceSilently() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: bed)
    try player.start(atTime: 0)
    b.run(to: 100)
    player.isMuted = true
    b.run(to: 150)
    #expect(b.log.playing.isEmpty && player.isPlaying)
    player.isMuted = false
    b.runOut()
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 100], [150, 300]])
  }

  @Test func aReleasedPlayerPlaysItsPatternOut() throws {
    let b = EngineBench()
    try b.engine.start()
    try b.engine.makePlayer(with: bed).start(atTime: 0)
    b.runOut()
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 300]])
  }
}
