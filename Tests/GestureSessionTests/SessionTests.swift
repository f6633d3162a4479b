import GestureTestSupport
import Testing

@testable import GestureHaptics
@testable import GestureSession
@testable import Gestures

/// The session replay and live share: one output chain, the engine's and the haptic scheduler's
/// deadlines in time order.
@Suite struct SessionTests {
  /// A long press on the built-in scene with its haptics logged into the same output.
  func holdSession(pace: ((Int64) -> Void)? = nil) -> (Session, OutputBuffer) {
    let out = OutputBuffer()
    let log = HapticCommandLog(maximumEffects: 16, printing: out, format: .text)
    let session = Session(
      scene: nil, haptics: SessionHaptics(output: log, log: log, profile: .rumble), output: out,
      deviceNames: ["screen"])
    session.pace = pace
    session.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)
    var frames = FrameBuilder()
    session.setOrigin(1_000_000)
    session.handle(frames.frame(at: 1000, [.down(0, 50, 30)]))
    return (session, out)
  }

  @Test func timersAndHapticDeadlinesRunInTimeOrder() {
    let (session, out) = holdSession()
    #expect(session.nextDeadline == 1_500_000, "the long press's 0.5 s")
    session.advance(to: 2_000_000)
    let lines = out.text.split(separator: "\n").map(String.init)
    let ended = lines.firstIndex { $0.contains("long-press  possible → ended") }
    let play = lines.firstIndex { $0.contains("haptics success: play") }
    let stop = lines.firstIndex { $0.contains("haptics success: stop") }
    #expect(ended != nil && play != nil && stop != nil, "\(out.text)")
    if let ended, let play, let stop {
      #expect(ended < play && play < stop)
      #expect(lines[ended].hasPrefix("   0.500000") && lines[play].hasPrefix("   0.500000"))
    }
  }

  @Test func paceSeesEveryStepInOrder() {
    var times: [Int64] = []
    let (session, _) = holdSession { times.append($0) }
    session.finish(at: 1_200_000)
    #expect(!times.isEmpty && times == times.sorted(), "\(times)")
    #expect(times.first == 1_000_000)
  }

  /// Live ends now: nothing plays after the end, every effect is stopped and erased at it.
  @Test func finishingWithoutPlayingOutStopsAtTheEnd() {
    let (session, out) = holdSession()
    session.advance(to: 1_510_000)  // success is playing
    let end = session.finish(at: 1_520_000, playingOut: false)
    #expect(end == 1_520_000)
    let after = out.text.split(separator: "\n").filter { $0.contains("haptics") }.last ?? ""
    #expect(after.hasPrefix("   0.520000"), "\(out.text)")
    #expect(!out.text.contains("0.530000"))
  }

  /// Unwritten transitions (`live` with standard output on /dev/null): the observer still sees
  /// every one, the output gets none.
  @Test func unwrittenTransitionsStillReachTheObserver() {
    let out = OutputBuffer()
    let seen = TransitionRecorder()
    var configuration = SessionConfiguration(explain: true)
    configuration.writesTransitions = false
    let session = Session(
      scene: nil, configuration: configuration, output: out, deviceNames: ["screen"],
      observer: seen)
    session.setSurface(Rect(x: 0, y: 0, width: 100, height: 60), device: 0)
    var frames = FrameBuilder()
    session.handle(frames.frame(at: 1000, [.down(0, 50, 30)]))
    session.handle(frames.frame(at: 1080, [.up(0)]))
    session.finish(at: 3_000_000)
    session.flush(at: 3_000_000)
    #expect(seen.summary.contains("tap:possible→ended"), "\(seen.summary)")
    #expect(out.text.isEmpty, "\(out.text)")
  }

  @Test func touchModeWritesContactsFromTheOriginAndRunsNoGesture() {
    let out = OutputBuffer()
    let session = Session(
      scene: nil, configuration: SessionConfiguration(mode: .touches), output: out,
      deviceNames: ["pad"])
    var frames = FrameBuilder()
    session.setOrigin(250_000)
    session.handle(frames.frame(at: 500, [.down(3, 10, 20)]))
    session.finish(at: 2_000_000)
    #expect(out.text.contains("0.250000"), "\(out.text)")
    #expect(!out.text.contains("possible →"))
  }

  @Test func touchModeMeasuresEveryFrameItWrites() {
    let out = OutputBuffer()
    let session = Session(
      scene: nil, configuration: SessionConfiguration(mode: .touches, measuresLatency: true),
      output: out)
    var frames = FrameBuilder()
    session.handle(frames.frame(at: 0, [.down(0, 10, 10)]))
    session.handle(frames.frame(at: 10, [.move(0, 12, 10)]))
    session.flush(at: 30_000)
    #expect(session.latencies == [30_000, 20_000])
    #expect(out.text.split(separator: "\n").count == 2)
  }

  @Test func latencySamplesCountFromTheEventToTheFlush() {
    let out = OutputBuffer()
    let session = Session(
      scene: nil, configuration: SessionConfiguration(measuresLatency: true), output: out)
    var frames = FrameBuilder()
    session.handle(frames.frame(at: 0, [.down(0, 10, 10)]))
    session.handle(frames.frame(at: 20, [.up(0)]))  // long press and drag fail here
    session.flush(at: 25_000)
    #expect(!session.latencies.isEmpty && session.latencies.allSatisfy { $0 == 5_000 })
  }
}
