import Testing

@testable import GestureHaptics
@testable import Gestures

/// The stopped and reset handlers, finishing, feedback generators and gesture bindings on an
/// engine.
@Suite struct HapticEngineHandlerTests {
  let bed = HapticPattern(events: [.continuous(at: 0, duration: 0.3, intensity: 0.5, sharpness: 0)])

  @Test func aDeviceThatVanishesStopsTheEngineAndTellsEveryone() throws {
    let b = EngineBench()
    let told = Told()
    b.engine.stoppedHandler = { told.add("stopped \($0)") }
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.completionHandler = { told.add("player \($0.label)") }
    try player.start(atTime: 0)
    b.log.vanishes = 100_000
    b.run(to: 100)
    try player.sendParameters(
      [HapticDynamicParameter(parameterID: .intensityControl, value: 0.2, relativeTime: 0)],
      atTime: 0)
    #expect(!b.engine.isRunning && b.engine.failure?.kind == .gone)
    #expect(told.all == ["player log: No such device", "stopped deviceDisconnected"])
    #expect(b.engine.transitions.last == "running → fail → failed")
    // Nothing more is sent, and an engine on a given output cannot open it again.
    #expect(b.log.summary == ["upload#0@0", "play#0@0"])
    #expect(throws: HapticEngineError.self) { try b.engine.start() }
    #expect(throws: HapticEngineError.engineNotRunning) { try player.start(atTime: 0) }
  }

  @Test func startAfterAFailureReopensAndResets() throws {
    let clock = ManualHapticClock(0)
    let first = HapticCommandLog(maximumEffects: 4)
    let second = HapticCommandLog(maximumEffects: 4)
    nonisolated(unsafe) let again = second
    let engine = HapticEngine(
      opened: .init(output: first, profile: .rumble), devicePath: "/dev/input/event9",
      clock: clock, runMode: .eventLoop,
      reopen: { .init(output: again, profile: .rumble) })
    let told = Told()
    engine.stoppedHandler = { told.add("stopped \($0)") }
    engine.resetHandler = { told.add("reset") }
    try engine.start()
    let tick = HapticPreset.selection.pattern
    engine.prepare(tick)
    #expect(first.summary == ["upload#0@0"])
    first.vanishes = 10_000
    clock.set(10_000)
    engine.play(tick, name: "selection", at: 10_000)
    #expect(told.all == ["stopped deviceDisconnected"] && !engine.isRunning)
    clock.set(20_000)
    try engine.start()
    #expect(told.all == ["stopped deviceDisconnected", "reset"] && engine.isRunning)
    // The prepared pattern is uploaded again on the new device; then it plays with one write.
    #expect(second.summary == ["upload#0@20"])
    engine.play(tick, name: "selection", at: 20_000)
    #expect(second.summary == ["upload#0@20", "play#0@20"])
  }

  @Test func notifyWhenPlayersFinishedCanStopTheEngine() throws {
    let b = EngineBench()
    let told = Told()
    b.engine.stoppedHandler = { told.add("stopped \($0)") }
    try b.engine.start()
    b.engine.notifyWhenPlayersFinished { error in
      told.add("finished \(error.label)")
      return .stopEngine
    }
    let one = b.engine.makePlayer(with: bed)
    let two = b.engine.makePlayer(with: HapticPreset.success.pattern)
    try one.start(atTime: 0)
    try two.start(atTime: 0.1)
    b.run(to: 200)
    #expect(told.all.isEmpty && b.engine.isRunning)
    b.runOut()
    #expect(told.all == ["finished nil", "stopped notifyWhenFinished"])
    #expect(!b.engine.isRunning && b.log.playing.isEmpty && b.log.slots.isEmpty)
  }

  @Test func stoppingTheEngineEndsEveryPlayerAndErasesEverySlot() throws {
    let b = EngineBench()
    let told = Told()
    b.engine.stoppedHandler = { told.add("stopped \($0)") }
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    player.completionHandler = { told.add("player \($0.label)") }
    try player.start(atTime: 0)
    let later = b.engine.makeAdvancedPlayer(with: bed)
    try later.start(atTime: 5)
    b.run(to: 50)
    b.engine.stop()
    #expect(told.all == ["player the haptic engine was stopped"])
    #expect(b.log.summary == ["upload#0@0", "play#0@0", "stop#0@50", "erase#0@50"])
    try b.engine.start()
    b.run(to: 6000)
    #expect(b.log.summary.count == 4, "the pending start went with the stop")
  }

  @Test func generatorsPlayTheirPresetsWithOneWriteAfterPrepare() throws {
    let b = EngineBench(slots: 4)
    try b.engine.start()
    let impact = ImpactFeedbackGenerator(style: .light, engine: b.engine)
    impact.prepare()
    #expect(b.log.summary == ["upload#0@0"])
    b.clock.set(1_000_000)
    impact.impactOccurred()
    #expect(b.log.summary == ["upload#0@0", "play#0@1000"])
    b.runOut()
    let selection = SelectionFeedbackGenerator(engine: b.engine)
    selection.prepare()
    let before = b.log.commands.count
    b.clock.set(2_000_000)
    selection.selectionChanged()
    #expect(b.log.summary[before...].first == "play#1@2000")
    b.runOut()
    let notification = NotificationFeedbackGenerator(engine: b.engine)
    notification.prepare()
    b.clock.set(3_000_000)
    let start = b.log.commands.count
    notification.notificationOccurred(.warning)
    #expect(b.log.commands[start].name == "play")
    b.runOut()
    // What played is the preset's rendered timeline.
    let warning = HapticRenderer(profile: .rumble).render(HapticPreset.warning.pattern)
    let spans = playedSpans(b.log).filter { $0.start >= 3000 }
    #expect(spans == shifted(joinedSegments(warning.segments), by: 3000))
  }

  @Test func generatorsWithoutAnEngineDoNothingAndSaySo() {
    let told = Told()
    HapticFeedback.logHandler = { told.add($0) }
    defer { HapticFeedback.logHandler = nil }
    let g = ImpactFeedbackGenerator(style: .heavy, engine: nil)
    g.prepare()
    g.impactOccurred()
    #expect(told.all.count == 1)
    #expect(told.all.first?.hasPrefix("ImpactFeedbackGenerator: haptic feedback is off") == true)
  }

  @Test func gestureBindingsAndAnAppsPlayerMixOnOneEngine() throws {
    let b = EngineBench()
    try b.engine.start()
    let recorder = TransitionRecorder()
    let bindings = HapticBindings(
      wrapping: recorder, root: nil, bindings: DefaultScene.haptics, schedulers: [],
      engines: [b.engine])
    let app = b.engine.makePlayer(with: bed, name: "app")
    try app.start(atTime: 0)
    b.run(to: 100)
    let longPress = Transition(
      time: 100_000, device: 0, node: "root", gesture: "long-press", from: .began, to: .ended)
    bindings.record(longPress, recognizer: LongPressGesture().makeRecognizer())
    b.run(to: 101)
    // The gesture's success (gesture priority) layers over the app's bed: both are named.
    let mixed = b.log.commands.filter { $0.patterns == ["app", "success"] }
    #expect(!mixed.isEmpty)
    b.runOut()
    #expect(playedSpans(b.log).last?.end == 300 && b.log.playing.isEmpty)
  }

  @Test func theCommandHandlerSeesEveryCommandSentInOrder() throws {
    let b = EngineBench()
    let told = Told()
    b.engine.commandHandler = { told.add($0.line(.json)) }
    try b.engine.start()
    try b.engine.makePlayer(with: HapticPreset.success.pattern, name: "success").start(atTime: 0)
    b.runOut()
    #expect(told.all == b.log.commands.map { $0.line(.json) })
    #expect(told.all.first?.hasPrefix(#"{"time":0.000000,"haptics":"upload","slot":0"#) == true)
  }

  @Test func theFinishedHandlerWaitsForGeneratorsPatternsToo() throws {
    let b = EngineBench()
    let told = Told()
    try b.engine.start()
    b.engine.notifyWhenPlayersFinished { _ in
      told.add("quiet")
      return .leaveEngineRunning
    }
    NotificationFeedbackGenerator(engine: b.engine).notificationOccurred(.error)
    b.run(to: 100)
    #expect(told.all.isEmpty)
    b.runOut()
    #expect(told.all == ["quiet"])
    let end = playedSpans(b.log).last!.end
    #expect(b.log.commands.last?.time == Int64(end) * 1000)
  }
}
