import Dispatch
import GestureTestSupport
import Glibc
import Testing

@testable import GestureHaptics

/// The engine on its own thread, called from several threads at once (run under
/// ThreadSanitizer by `make tsan`): no data race, nothing left playing, slots within the
/// device's maximum, every deadline's command in time order.
@Suite struct HapticEngineThreadTests {
  /// Waits up to 10 s for `condition` (the engine's thread works on the real clock).
  func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1000 {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }

  @Test func theEnginesThreadPlaysAStartAtALaterTimeByItself() throws {
    let log = HapticCommandLog(maximumEffects: 4)
    let engine = HapticEngine(output: log, profile: .rumble)
    try engine.start()
    let told = Told()
    let player = engine.makeAdvancedPlayer(with: HapticPreset.success.pattern, name: "success")
    player.completionHandler = { told.add("done \($0.label)") }
    let start = engine.currentTime + 0.05
    try player.start(atTime: start)
    #expect(eventually { told.all == ["done nil"] })
    engine.stop()
    // Read once the thread ended. The first play is at the start, to the µs of the deadline.
    let plays = log.commands.filter { $0.name == "play" }
    #expect(plays.first?.time == Int64((start * 1e6).rounded()))
    #expect(plays.count == 2 && log.playing.isEmpty && log.slots.isEmpty)
    #expect(zip(log.commands, log.commands.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test func playersStartedAndStoppedFromSeveralThreadsWhileTheEnginePlays() throws {
    let slots = 6
    let log = HapticCommandLog(maximumEffects: slots)
    let engine = HapticEngine(output: log, profile: .rumble)
    try engine.start()
    let bed = engine.makeAdvancedPlayer(
      with: HapticPattern(events: [.continuous(at: 0, duration: 1, intensity: 0.3)]),
      name: "bed")
    bed.loopEnabled = true
    try bed.start(atTime: 0)
    let patterns = HapticPreset.allCases.map(\.pattern)
    let finished = Told()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for i in 0..<40 {
        let p = engine.makeAdvancedPlayer(with: patterns[(thread + i) % patterns.count])
        p.completionHandler = { _ in finished.add("\(thread)-\(i)") }
        do {
          if i % 3 == 0 {
            // Started now and stopped (told), or due in a second and stopped first (never
            // started, so never told).
            try p.start(atTime: i % 2 == 0 ? 0 : engine.currentTime + 1)
            try p.stop(atTime: 0)
          } else {
            try p.start(atTime: engine.currentTime + Double(i % 5) / 1000)
          }
          if i % 4 == 1 {
            try p.sendParameters(
              [HapticDynamicParameter(parameterID: .intensityControl, value: 0.5, relativeTime: 0)],
              atTime: 0)
          }
          if i % 7 == 2 { p.playbackRate = 2 }
        } catch {
          Issue.record("thread \(thread) call \(i): \(error)")
        }
        usleep(2000)
      }
    }
    try bed.pause(atTime: 0)
    try bed.resume(atTime: 0)
    #expect(engine.failure == nil)
    engine.stop()
    #expect(log.playing.isEmpty && log.slots.isEmpty)
    #expect(log.mostSlots <= slots)
    #expect(zip(log.commands, log.commands.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(log.commands.contains { $0.patterns.count >= 2 }, "patterns mixed with the bed")
    // Every player that started was told once that it ended (its end, a stop, the engine's
    // stop), released or not.
    var expected: [String] = []
    for thread in 0..<4 {
      for i in 0..<40 where !(i % 3 == 0 && i % 2 == 1) { expected.append("\(thread)-\(i)") }
    }
    #expect(finished.all.sorted() == expected.sorted())
  }

  @Test func stoppingFromAHandlerOnTheEnginesThreadDoesNotHang() throws {
    let log = HapticCommandLog(maximumEffects: 4)
    let engine = HapticEngine(output: log, profile: .rumble)
    let told = Told()
    engine.stoppedHandler = { told.add("stopped \($0)") }
    try engine.start()
    engine.notifyWhenPlayersFinished { _ in .stopEngine }
    let player = engine.makePlayer(with: HapticPreset.impactHeavy.pattern)
    try player.start(atTime: 0)
    #expect(eventually { told.all == ["stopped notifyWhenFinished"] })
    #expect(!engine.isRunning)
    try engine.start()
    try player.start(atTime: 0)
    engine.stop()
    #expect(log.playing.isEmpty)
  }
}

/// A recording output whose "device" is the read end of a pipe: closing the write end hangs it
/// up (`POLLHUP`), as an unplugged evdev node does. A fake for a fault the unit tests cannot
/// cause on a real device (the device lab unplugs lab-ff for real: 85-haptics-engine.sh).
final class HangingOutput: ForceFeedbackOutput {
  let log = HapticCommandLog(maximumEffects: 4)
  let ends: (read: Int32, write: Int32)

  init() {
    var fds: [Int32] = [0, 0]
    _ = pipe(&fds)
    ends = (fds[0], fds[1])
  }

  deinit { close(ends.read) }

  func hangUp() { close(ends.write) }

  var hangupDescriptor: Int32? { ends.read }
  var maximumEffects: Int { log.maximumEffects }
  func upload(_ effect: ForceFeedbackEffect, id: Int?, length: Int, at time: Int64)
    throws(ForceFeedbackError) -> Int
  { try log.upload(effect, id: id, length: length, at: time) }
  func play(_ id: Int, at time: Int64) throws(ForceFeedbackError) { try log.play(id, at: time) }
  func stop(_ id: Int, at time: Int64) throws(ForceFeedbackError) { try log.stop(id, at: time) }
  func erase(_ id: Int, at time: Int64) throws(ForceFeedbackError) { try log.erase(id, at: time) }
  func setGain(_ gain: Double, at time: Int64) throws(ForceFeedbackError) {
    try log.setGain(gain, at: time)
  }
}

@Suite struct HapticEngineHangupTests {
  @Test func anIdleEngineNoticesItsDeviceHangingUp() throws {
    let output = HangingOutput()
    let engine = HapticEngine(output: output, profile: .rumble)
    let told = Told()
    engine.stoppedHandler = { told.add("stopped \($0)") }
    try engine.start()
    // The log is read once the pattern has finished: the finished handler runs after the last
    // command, and `told`'s lock orders the read after it.
    engine.notifyWhenPlayersFinished { _ in
      told.add("finished")
      return .leaveEngineRunning
    }
    try engine.makePlayer(with: HapticPreset.impactLight.pattern).start(atTime: 0)
    var waited = 0
    while told.all.isEmpty && waited < 1000 {
      usleep(10_000)
      waited += 1
    }
    #expect(told.all == ["finished"])
    let sent = output.log.commands.count
    output.hangUp()
    waited = 0
    while told.all.count < 2 && waited < 1000 {
      usleep(10_000)
      waited += 1
    }
    #expect(told.all == ["finished", "stopped deviceDisconnected"], "without a command to fail")
    #expect(!engine.isRunning && engine.failure?.kind == .gone)
    engine.stop()
    #expect(output.log.commands.count == sent)
  }
}
