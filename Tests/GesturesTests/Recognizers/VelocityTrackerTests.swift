import GestureTestSupport
import Testing

@testable import GestureTraces
@testable import Gestures

@Suite struct VelocityTrackerTests {
  /// Adds samples every `stepMs` ms from `fromMs` through `toMs` (inclusive), at position
  /// `position(t)` with t in seconds.
  func feed(
    _ tracker: inout VelocityTracker, from fromMs: Int64, to toMs: Int64, step stepMs: Int64,
    _ position: (Double) -> (Double, Double)
  ) {
    for ms in stride(from: fromMs, through: toMs, by: Int(stepMs)) {
      let p = position(Double(ms) / 1000)
      tracker.add(time: ms * 1000, x: p.0, y: p.1)
    }
  }

  @Test func constantVelocityIsExact() {
    var tracker = VelocityTracker()
    // 8 ms apart (125 Hz), with a start far from the clock's origin.
    feed(&tracker, from: 5_000, to: 5_160, step: 8) { t in
      (12 + 123.4 * (t - 5), 80 - 56.7 * (t - 5))
    }
    let v = tracker.velocity(at: nil)
    #expect(abs(v.x - 123.4) < 1e-6)
    #expect(abs(v.y + 56.7) < 1e-6)
    let later = tracker.velocity(at: 5_160_000 + 40_000)
    #expect(abs(later.x - 123.4) < 1e-6 && abs(later.y + 56.7) < 1e-6)
  }

  @Test func constantVelocityWithIrregularSampleTimes() {
    var tracker = VelocityTracker()
    for ms: Int64 in [0, 7, 15, 24, 30, 41, 49, 58, 66, 77, 83] {
      let t = Double(ms) / 1000
      tracker.add(time: ms * 1000 + 123, x: -40 * t, y: 300 * t)
    }
    let v = tracker.velocity(at: nil)
    #expect(abs(v.x + 40) < 1e-6 && abs(v.y - 300) < 1e-6)
  }

  @Test func constantAccelerationGivesTheVelocityAtTheLastSample() {
    var tracker = VelocityTracker()
    // x = 20 t + ½·900 t², y = -10 t - ½·400 t²: at t = 0.096 s, v = (20 + 86.4, -10 - 38.4).
    feed(&tracker, from: 0, to: 96, step: 8) { t in
      (20 * t + 450 * t * t, -10 * t - 200 * t * t)
    }
    let v = tracker.velocity(at: 96_000)
    #expect(abs(v.x - 106.4) < 1e-6)
    #expect(abs(v.y + 48.4) < 1e-6)
  }

  @Test func aPauseLongerThan40MillisecondsStopsTheContact() {
    var tracker = VelocityTracker()
    feed(&tracker, from: 0, to: 80, step: 8) { t in (100 * t, 0) }
    #expect(abs(tracker.velocity(at: 80_000 + 40_000).x - 100) < 1e-6)
    // Asked for 40.001 ms after the last sample: the finger stopped.
    #expect(tracker.velocity(at: 80_000 + 40_001) == (0, 0))
    // A sample 41 ms later starts a new movement with only one sample: no estimate.
    tracker.add(time: 121_000, x: 8, y: 0)
    #expect(tracker.velocity(at: nil) == (0, 0))
    tracker.add(time: 129_000, x: 8.4, y: 0)
    #expect(tracker.velocity(at: nil) == (0, 0))
    // With three samples after the gap, only those count: 50 mm/s, not the earlier 100 mm/s.
    tracker.add(time: 137_000, x: 8.8, y: 0)
    #expect(abs(tracker.velocity(at: nil).x - 50) < 1e-6)
  }

  @Test func aGapOfExactly40MillisecondsKeepsTheMovement() {
    var tracker = VelocityTracker()
    for (i, ms) in [Int64(0), 40, 80].enumerated() {
      tracker.add(time: ms * 1000, x: Double(i) * 4, y: 0)
    }
    #expect(abs(tracker.velocity(at: nil).x - 100) < 1e-6)
  }

  @Test func fewerThanThreeSamplesGiveZero() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: nil) == (0, 0))
    #expect(tracker.velocity(at: 0) == (0, 0))
    tracker.add(time: 0, x: 0, y: 0)
    #expect(tracker.velocity(at: nil) == (0, 0))
    tracker.add(time: 8_000, x: 1, y: 2)
    #expect(tracker.velocity(at: nil) == (0, 0))
    tracker.add(time: 16_000, x: 2, y: 4)
    let v = tracker.velocity(at: nil)
    #expect(abs(v.x - 125) < 1e-6 && abs(v.y - 250) < 1e-6)
  }

  @Test func samplesAtOneInstantGiveZero() {
    // Some devices stamp a whole tap with one time: no curve can be fitted.
    var tracker = VelocityTracker()
    for i in 0..<4 { tracker.add(time: 1_000, x: Double(i), y: 0) }
    #expect(tracker.velocity(at: nil) == (0, 0))
  }

  @Test func onlyTheLast100MillisecondsCount() {
    var tracker = VelocityTracker()
    // 300 mm/s until 95 ms, then 60 mm/s; samples every 10 ms up to 200 ms. The sample at 90 ms
    // is 110 ms old and off the 60 mm/s line; the one at 100 ms is exactly 100 ms old and counts.
    func x(_ ms: Int64) -> Double {
      let t = Double(ms) / 1000
      return t <= 0.095 ? 300 * t : 300 * 0.095 + 60 * (t - 0.095)
    }
    for ms in stride(from: Int64(0), through: 200, by: 10) {
      tracker.add(time: ms * 1000, x: x(ms), y: 0)
    }
    #expect(abs(tracker.velocity(at: nil).x - 60) < 1e-6)

    // A sample 100.001 ms older than the newest no longer counts.
    var edge = VelocityTracker()
    edge.add(time: 0, x: 1000, y: 0)  // far off the line: would spoil the fit
    edge.add(time: 30_000, x: 3, y: 0)
    edge.add(time: 60_000, x: 6, y: 0)
    edge.add(time: 90_000, x: 9, y: 0)
    edge.add(time: 100_001, x: 10.0001, y: 0)
    #expect(abs(edge.velocity(at: nil).x - 100) < 1e-6)
  }

  @Test func atMostTwentySamplesCount() {
    var tracker = VelocityTracker()
    // 31 samples 2 ms apart, all within 100 ms: the first 11 move at 500 mm/s, the last 20 at
    // -70 mm/s (the kink is at sample 10, exactly where the 20 newest begin).
    for i in 0...30 {
      let t = Double(i) * 0.002
      let x = i <= 10 ? 500 * t : 500 * 0.020 - 70 * (t - 0.020)
      tracker.add(time: Int64(i) * 2_000, x: x, y: 1)
    }
    #expect(tracker.sampleCount == VelocityEstimation.historySize)
    let v = tracker.velocity(at: nil)
    #expect(abs(v.x + 70) < 1e-6)
    #expect(abs(v.y) < 1e-6)
  }

  @Test func resetForgetsEverything() {
    var tracker = VelocityTracker()
    feed(&tracker, from: 0, to: 40, step: 8) { t in (100 * t, 0) }
    tracker.reset()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.velocity(at: nil) == (0, 0))
    feed(&tracker, from: 48, to: 64, step: 8) { t in (0, 30 * t) }
    let v = tracker.velocity(at: nil)
    #expect(abs(v.x) < 1e-6 && abs(v.y - 30) < 1e-6)
  }

  @Test func scalarTrackerForScaleAndAngle() {
    var scale = ScalarVelocityTracker()
    var angle = ScalarVelocityTracker()
    for i in 0...12 {
      let t = Double(i) * 0.008
      scale.add(time: Int64(i) * 8_000, value: 1 + 2.5 * t)
      angle.add(time: Int64(i) * 8_000, value: -90 * t + 30 * t * t)
    }
    #expect(abs(scale.velocity(at: nil) - 2.5) < 1e-6)
    // dθ/dt = -90 + 60 t at t = 0.096 s.
    #expect(abs(angle.velocity(at: 96_000) - (-90 + 60 * 0.096)) < 1e-6)
    #expect(angle.velocity(at: 96_000 + 40_001) == 0)
    scale.reset()
    #expect(scale.sampleCount == 0 && scale.velocity(at: nil) == 0)
  }
}

/// The tracker on a synthesized fling: Recordings/synth/touchscreen-one-finger-drag.events.
@Suite struct VelocityTrackerTraceTests {
  @Test func flingEndSpeedFromASynthesizedTrace() throws {
    // 120 mm at 45° with s(u) = 120 mm · (0.2u + 0.8u³), u = t / 0.8 s: the finger lifts at
    // full speed, 120 · 2.6 / 0.8 = 390 mm/s (GROUND-TRUTH README); the last 100 ms average
    // 349 mm/s, so a straight-line fit would be far off. Positions are whole device units
    // (1/15 mm), so allow 1% (the fit gives 390.6).
    let path = RecordingFacts.synth.appendingPathComponent("touchscreen-one-finger-drag.events")
    var stream = TouchStream(source: try EvemuReader(path: path.path))
    var tracker = VelocityTracker()
    var atLift: (x: Double, y: Double)?
    while let frame = try stream.next() {
      for c in frame.contacts {
        switch c.phase {
        case .down, .moved: tracker.add(time: frame.time, x: c.x, y: c.y)
        case .up: atLift = tracker.velocity(at: frame.time)
        default: break
        }
      }
    }
    let v = try #require(atLift)
    let speed = (v.x * v.x + v.y * v.y).squareRoot()
    #expect(abs(speed - 390) < 390 * 0.01, "speed \(speed) mm/s")
    #expect(abs(v.x - v.y) < 390 * 0.02, "direction 45°: \(v)")
  }
}
