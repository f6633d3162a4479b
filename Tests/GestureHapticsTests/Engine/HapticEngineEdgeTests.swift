import GestureTestSupport
import Glibc
import Testing

@testable import GestureHaptics

/// The calls at the edges: idle players, files, devices that are not there, the event loop's
/// descriptor.
@Suite struct HapticEngineEdgeTests {
  let bed = HapticPattern(events: [.continuous(at: 0, duration: 0.3, intensity: 0.5, sharpness: 0)])

  @Test func idlePlayersIgnoreStopsAndPausesAndResumeFromTheirOffset() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makeAdvancedPlayer(with: bed)
    try player.stop(atTime: 0)
    try player.pause(atTime: 0)
    try player.cancel()
    #expect(b.log.commands.isEmpty)
    // A resume of a player that never started starts it where its seek put it.
    try player.seek(toOffset: 0.1)
    try player.resume(atTime: 0)
    b.runOut()
    #expect(playedSpans(b.log).map { [$0.start, $0.end] } == [[0, 200]])
  }

  @Test func parametersSentToAnIdlePlayerApplyWhenItStarts() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: bed)
    try player.sendParameters(
      [HapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0)],
      atTime: 0)
    try player.start(atTime: 0)
    b.runOut()
    let halved = HapticPattern(events: [
      .continuous(at: 0, duration: 0.3, intensity: 0.25, sharpness: 0)
    ])
    let expected = HapticRenderer(profile: .rumble).render(halved).segments
    #expect(playedSpans(b.log) == joinedSegments(expected))
  }

  @Test func aParameterCurveRampsThePlayingPattern() throws {
    let b = EngineBench()
    try b.engine.start()
    let player = b.engine.makePlayer(with: bed)
    try player.start(atTime: 0)
    b.run(to: 100)
    let fade = HapticParameterCurve(
      .intensityControl, time: 0,
      controlPoints: [.init(time: 0, value: 1), .init(time: 0.1, value: 0)])
    try player.scheduleParameterCurve(fade, atTime: 0)
    b.runOut()
    let levels = playedSpans(b.log).map(\.effect.level)
    // Full until the curve, then falling step by step to silence before the pattern's end.
    #expect(levels.first == HapticRenderer(profile: .rumble).render(bed).segments[0].effect.level)
    #expect(zip(levels.dropFirst(), levels.dropFirst(2)).allSatisfy { $0 >= $1 })
    #expect(playedSpans(b.log).last.map { $0.end <= 200 } == true)
  }

  @Test func playersOfAHAPFiles() throws {
    let b = EngineBench()
    try b.engine.start()
    let path = HapticFixtures.own("bounce.ahap")
    let player = try b.engine.makePlayer(contentsOf: path)
    #expect(player.name == "bounce.ahap")
    try player.start(atTime: 0)
    b.runOut()
    let pattern = try AHAPFile.read(path: path).pattern
    let expected = joinedSegments(HapticRenderer(profile: .rumble).render(pattern).segments)
    #expect(playedSpans(b.log) == expected)
    #expect(throws: AHAPError.self) { try b.engine.playPattern(fromFile: "/nonexistent.ahap") }
  }

  @Test func namesStayUniqueAndTheLoopEndCanBeReset() throws {
    let b = EngineBench()
    let one = b.engine.makeAdvancedPlayer(with: bed, name: "tap")
    let two = b.engine.makeAdvancedPlayer(with: bed, name: "tap")
    #expect(one.name == "tap" && two.name == "tap#1")
    one.loopEnd = 0.1
    #expect(one.loopEnd == 0.1)
    one.loopEnd = 0
    #expect(one.loopEnd == bed.duration)
    one.playbackRate = .nan
    #expect(one.playbackRate == 1)
  }

  @Test func noDeviceIsAClearError() throws {
    var template = Array("/tmp/gestures-empty-XXXXXX".utf8CString)
    let dir = try #require(mkdtemp(&template).map { String(cString: $0) })
    defer { rmdir(dir) }
    let hardware = HapticEngine.capabilitiesForHardware(directory: dir)
    #expect(!hardware.supportsHaptics && hardware.devices.isEmpty && !hardware.supportsAudio)
    #expect(
      throws: HapticEngineError.noDevice(
        "no device in \(dir) has rumble or periodic force feedback")
    ) {
      _ = try HapticEngine(directory: dir)
    }
    #expect {
      _ = try HapticEngine(device: dir + "/event0")
    } throws: { error in
      guard case .device(let e) = error as? HapticEngineError else { return false }
      return e.kind == .gone && e.device == dir + "/event0"
    }
  }

  @Test func theEventLoopsDescriptorIsReadableAtTheDeadline() throws {
    let log = HapticCommandLog()
    let engine = HapticEngine(output: log, profile: .rumble, runMode: .eventLoop)
    try engine.start()
    let player = engine.makePlayer(with: bed)
    try player.start(atTime: engine.currentTime + 0.02)
    var fds = pollfd(fd: engine.fileDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&fds, 1, 0) == 0, "nothing is due yet")
    var served = 0
    while let d = engine.nextDeadline, served < 10 {
      #expect(poll(&fds, 1, 2000) == 1, "readable by the deadline \(d)")
      engine.service()
      served += 1
      if log.commands.contains(where: { $0.name == "play" }) { break }
    }
    #expect(log.summary.prefix(2).map { String($0.prefix(7)) } == ["upload#", "play#0@"])
    engine.stop()
    #expect(log.playing.isEmpty && log.slots.isEmpty)
  }
}
