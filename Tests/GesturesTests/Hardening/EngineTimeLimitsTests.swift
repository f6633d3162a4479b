import GestureTestSupport
import Testing

@testable import Gestures

/// Durations and times at the far ends of `Double` and `Int64`, given in code: each used to trap
/// converting seconds to µs or adding a duration to a time (issue 12's first class). The engine
/// clamps times to ±2⁵³ µs and durations to 0 … 2⁵³ µs (`Time`), so these run and say what
/// happened.
@Suite("Engine time limits")
struct EngineTimeLimitsTests {
  func engine(_ gesture: some Gesture, name: String) -> (Engine, TransitionRecorder) {
    let recorder = TransitionRecorder()
    let region = Region(name: "root")
    region.gesture(gesture, name: name)
    return (Engine(root: region, sink: recorder), recorder)
  }

  @Test(
    "a long press's minimum duration of any size: it waits, and lifting fails it",
    arguments: [1e300, Double.infinity, Double.greatestFiniteMagnitude])
  func hugeLongPress(seconds: Double) {
    let (engine, recorder) = engine(LongPressGesture(minimumDuration: seconds), name: "press")
    var frames = FrameBuilder()
    engine.handle(frames.frame(at: 0, [.down(1, 10, 10)]))
    #expect(engine.nextDeadline == Time.durations.upperBound)
    engine.handle(frames.frame(at: 5000, [.up(1)]))
    engine.finish(at: 10_000_000)
    #expect(recorder.summary == ["press:possible→failed"])
  }

  @Test("a NaN or negative duration is 0: the long press ends at once")
  func nanLongPress() {
    for seconds in [Double.nan, -5] {
      let (engine, recorder) = engine(LongPressGesture(minimumDuration: seconds), name: "press")
      var frames = FrameBuilder()
      engine.handle(frames.frame(at: 0, [.down(1, 10, 10)]))
      engine.advance(to: 0)
      #expect(recorder.summary == ["press:possible→ended"], "\(seconds)")
    }
  }

  @Test("a tap's window of any size: a lone tap waits for it, and ends at the input's end")
  func hugeTapWindow() {
    let (engine, recorder) = engine(
      TapGesture(count: 2, maximumGap: .infinity, maximumDuration: 1e300), name: "double")
    var frames = FrameBuilder()
    engine.handle(frames.frame(at: 0, [.down(1, 10, 10)]))
    engine.handle(frames.frame(at: 50, [.up(1)]))
    #expect(engine.nextDeadline == 50_000 + Time.durations.upperBound)
    engine.finish(at: 60_000)
    #expect(recorder.summary.last == "double:possible→failed")
  }

  @Test("frames at Int64's extremes are taken at ±2⁵³ µs, in order")
  func extremeFrameTimes() {
    let (engine, recorder) = engine(TapGesture(), name: "tap")
    var frames = FrameBuilder()
    var down = frames.frame(at: 0, [.down(1, 10, 10)])
    down.time = .min
    engine.handle(down)
    var up = frames.frame(at: 0, [.up(1)])
    up.time = .min
    engine.handle(up)
    engine.finish(at: .max)
    #expect(recorder.summary == ["tap:possible→ended"])
    #expect(recorder.transitions.first?.time == Time.range.lowerBound)
    var late = frames.frame(at: 0, [.down(2, 10, 10)])
    late.time = .max
    engine.handle(late)
    engine.finish(at: .max)
    #expect(recorder.transitions.last?.time == Time.range.upperBound)
  }

  @Test("seconds to µs: rounded, clamped, NaN and negatives 0")
  func conversion() {
    #expect(Time.microseconds(0.5) == 500_000)
    #expect(Time.microseconds(-1) == 0)
    #expect(Time.microseconds(.nan) == 0)
    #expect(Time.microseconds(.infinity) == 1 << 53)
    #expect(Time.microseconds(1e300) == 1 << 53)
    #expect(Time.clamped(.max) == 1 << 53)
    #expect(Time.clamped(.min) == -(1 << 53))
  }
}
