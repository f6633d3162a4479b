import Testing

@testable import GestureHaptics

/// What a start at a later time uploads ahead: the change it will make (a mix, or the pattern
/// alone when it pre-empts), into a slot no other start to come needs.
@Suite struct HapticEngineAheadTests {
  let bed = HapticPattern(events: [.continuous(at: 0, duration: 0.5, intensity: 0.5, sharpness: 0)])
  let hum = HapticPattern(events: [.continuous(at: 0, duration: 0.2, intensity: 0.3, sharpness: 1)])

  /// The commands at `ms`.
  func at(_ ms: Int, _ log: HapticCommandLog) -> [String] {
    log.summary.filter { $0.hasSuffix("@\(ms)") }
  }

  @Test func aLaterStartThatMixesUploadsTheMixAhead() throws {
    let b = EngineBench()
    try b.engine.start()
    try b.engine.makePlayer(with: bed, name: "bed").start(atTime: 0)
    let late = b.engine.makePlayer(with: hum, name: "hum")
    try late.start(atTime: 0.1)
    b.run(to: 300)
    // The mix is uploaded 30 ms ahead; the start is one play (and the stop of the bed's slot).
    #expect(at(70, b.log).map { $0.prefix(7) } == ["upload#"])
    #expect(at(100, b.log).allSatisfy { !$0.hasPrefix("upload") })
    let rumble = HapticRenderer(profile: .rumble)
    let mixed = rumble.render(bed).segments[0].effect.mixed(
      with: rumble.render(hum).segments[0].effect)
    if case .upload(_, let effect, _, _) = b.log.commands[2].action { #expect(effect == mixed) }
  }

  @Test func aLaterStartThatPreemptsUploadsItsPatternAloneAhead() throws {
    let b = EngineBench()
    try b.engine.start()
    try b.engine.makePlayer(with: bed, name: "bed").start(atTime: 0)
    let alarm = b.engine.makePlayer(with: hum, name: "alarm", priority: .alert)
    try alarm.start(atTime: 0.1)
    b.run(to: 300)
    #expect(at(100, b.log).allSatisfy { !$0.hasPrefix("upload") })
    let alone = HapticRenderer(profile: .rumble).render(hum).segments[0].effect
    if case .upload(_, let effect, _, _) = b.log.commands[2].action { #expect(effect == alone) }
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 100], [100, 300]])
  }

  @Test func twoStartsDueTogetherDoNotUndoEachOthersUpload() throws {
    let b = EngineBench(slots: 2)
    try b.engine.start()
    // A bed plays in one slot; two starts 25 ms apart: the first's mix is uploaded ahead (at
    // 1070) into the other slot, and the second's preparation (at 1095) finds no slot it may
    // take, so the first still starts with one write.
    b.clock.set(1_000_000)
    try b.engine.makePlayer(with: bed, name: "bed").start(atTime: 0)
    let first = b.engine.makePlayer(with: hum, name: "hum")
    let second = b.engine.makePlayer(with: HapticPreset.impactHeavy.pattern, name: "heavy")
    try first.start(atTime: 1.1)
    try second.start(atTime: 1.125)
    b.runOut()
    #expect(at(1070, b.log).map { $0.prefix(7) } == ["upload#"])
    #expect(at(1095, b.log).isEmpty)
    #expect(at(1100, b.log).first?.hasPrefix("play") == true)
    #expect(!at(1100, b.log).contains { $0.hasPrefix("upload") })
    #expect(b.log.playing.isEmpty && b.log.mostSlots <= 2)
  }
}
