@testable import GestureHaptics

/// An engine on a recording device and a clock moved by hand (run mode `eventLoop`): every
/// deadline is served at its own time, as the engine's thread would.
struct EngineBench {
  let log: HapticCommandLog
  let clock: ManualHapticClock
  let engine: HapticEngine

  init(_ profile: HapticDeviceProfile = .rumble, slots: Int = 16) {
    log = HapticCommandLog(maximumEffects: slots)
    clock = ManualHapticClock(0)
    engine = HapticEngine(output: log, profile: profile, clock: clock, runMode: .eventLoop)
    engine.keepsTransitions = true
  }

  /// Serves every deadline up to `ms` ms in time order, the clock at each, and leaves the clock
  /// at `ms`.
  func run(to ms: Int64) {
    let end = ms * 1000
    while let d = engine.nextDeadline, d <= end {
      clock.set(d)
      engine.service()
    }
    clock.set(end)
    engine.service()
  }

  /// Runs until nothing is due.
  func runOut() {
    while let d = engine.nextDeadline {
      clock.set(d)
      engine.service()
    }
  }

  /// Seconds on the engine's clock for `ms` ms.
  static func at(_ ms: Double) -> Double { ms / 1000 }
}

/// Neighbouring segments with the same effect joined (the device plays them as one).
func joinedSegments(_ segments: [ForceFeedbackTimeline.Segment]) -> [ForceFeedbackTimeline.Segment]
{
  ForceFeedbackTimeline.joined(segments)
}

/// `segments` moved `ms` later.
func shifted(_ segments: [ForceFeedbackTimeline.Segment], by ms: Int) -> [ForceFeedbackTimeline
  .Segment]
{
  segments.map { .init(start: $0.start + ms, length: $0.length, effect: $0.effect) }
}

/// What handlers and completions were told, from any thread.
final class Told: Sendable {
  private let lines = HapticLock<[String]>([])
  func add(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

extension HapticEngineError? {
  var label: String { self.map { "\($0)" } ?? "nil" }
}
