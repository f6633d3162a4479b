import GestureTesting
import Gestures
import Testing

/// Expectations hold when the replay agrees and, when it does not, say what was expected and
/// what happened.
@Suite struct ExpectationTests {
  let center = Point(x: 100, y: 80)

  func message(_ result: ReplayResult, _ expectation: ReplayExpectation) -> String? {
    result.failure(of: expectation)?.description
  }

  @Test func endedTimesAndCounts() throws {
    let result = try GestureReplay.run(.doubleTap(at: center))
    #expect(result.failure(of: .ended("double-tap", at: 0.23)) == nil)
    #expect(result.failure(of: .ended("double-tap", times: nil)) == nil)

    let late = try #require(message(result, .ended("double-tap", at: 0.3, within: 0.01)))
    #expect(
      late.hasPrefix("expected double-tap to end once at 0.300 s ± 0.010 s; it ended at 0.230 s"))
    #expect(late.contains("transitions:\n"))
    #expect(late.contains("0.230000  double-tap  possible → ended"))

    let twice = try #require(message(result, .ended("double-tap", times: 2)))
    #expect(twice.hasPrefix("expected double-tap to end twice; it ended once, at 0.230 s"))

    #expect(result.failure(of: .ended("tap", times: 0)) == nil)
    let zero = try #require(message(result, .ended("double-tap", times: 0)))
    #expect(zero.hasPrefix("expected double-tap to end 0 times; it ended once, at 0.230 s"))

    let never = try #require(message(result, .ended("tap")))
    #expect(
      never.hasPrefix(
        "expected tap to end once; it never ended; its last transitions: 0.230 s possible → "
          + "failed — double-tap won"))
  }

  @Test func failedAndCancelledReasons() throws {
    let result = try GestureReplay.run(.doubleTap(at: center))
    #expect(result.failure(of: .failed("tap")) == nil)
    #expect(result.failure(of: .failed("tap", because: .defeated(by: "double-tap"))) == nil)
    #expect(result.failure(of: .failed("tap", reasonContaining: "double-tap won")) == nil)
    let wrong = try #require(message(result, .failed("tap", because: .defeated(by: "drag"))))
    #expect(
      wrong.hasPrefix(
        "expected tap to fail because drag won; it failed at 0.230 s because double-tap won"))
    let never = try #require(message(result, .failed("double-tap")))
    #expect(never.hasPrefix("expected double-tap to fail; it never did; its last transitions:"))

    let cut = TouchScript.drag(from: center, to: center + Point(x: 30, y: 0)).combined(
      with: TouchScript.tap(at: center + Point(x: 60, y: 0), duration: 0.05).delayed(by: 0.25))
    // A drag that a second finger cancels (by default an active drag ignores it).
    let strict = Region(name: "screen")
    strict.gesture(DragGesture(extraTouches: .cancel), name: "drag")
    let cancelled = try GestureReplay.run(cut, scene: .region(strict))
    #expect(
      cancelled.failure(of: .cancelled("drag", because: .tooManyTouches(count: 2, allowed: 1)))
        == nil)
    #expect(cancelled.failure(of: .cancelled("drag", reasonContaining: "2 touches")) == nil)
    let notCancelled = try #require(message(result, .cancelled("tap")))
    #expect(notCancelled.hasPrefix("expected tap to be cancelled; it never did"))
  }

  @Test func nothingElseEnded() throws {
    let result = try GestureReplay.run(.doubleTap(at: center))
    #expect(result.failure(of: .noGestureEnded(except: "double-tap")) == nil)
    #expect(result.failure(of: .neverEnded("tap")) == nil)
    let none = try #require(message(result, .noGestureEnded()))
    #expect(none.hasPrefix("expected no gesture to end; double-tap ended at 0.230 s"))
    let other = try #require(message(result, .noGestureEnded(except: "tap", "drag")))
    #expect(other.hasPrefix("expected no gesture other than tap, drag to end; double-tap ended"))
    let ended = try #require(message(result, .neverEnded("double-tap")))
    #expect(ended.hasPrefix("expected double-tap never to end; it ended at 0.230 s"))
  }

  @Test func valuesWithinTolerance() throws {
    let drag = try GestureReplay.run(.drag(from: center, to: center + Point(x: 20, y: 0)))
    #expect(drag.failure(of: .ended("drag", translation: Point(x: 20, y: 0))) == nil)
    let off = try #require(
      message(drag, .ended("drag", translation: Point(x: 0, y: 20), within: 0.5)))
    #expect(
      off.hasPrefix(
        "expected drag to end with translation ≈ (0.000, 20.000) mm ± 0.500 mm; it ended at "
          + "0.320 s with (20.000, 0.000) mm"))
    let wrongKind = try #require(message(drag, .ended("drag", magnification: 2)))
    #expect(wrongKind.contains("it ended at 0.320 s with no such value (at (120.000, 80.000)"))
    let fast = ReplayExpectation.ended("drag", with: "velocity under 50 mm/s") {
      ($0.drag?.velocity.width ?? .infinity) < 50
    }
    #expect(drag.failure(of: fast) == nil)

    let pinch = try GestureReplay.run(.pinch(center: center, from: 40, to: 60))
    #expect(pinch.failure(of: .ended("magnify", magnification: 1.5)) == nil)
    let small = try #require(message(pinch, .ended("magnify", magnification: 2)))
    #expect(small.contains("; it ended at 0.520 s with 1.500"))

    let turn = try GestureReplay.run(.rotate(center: center, by: .degrees(30)))
    #expect(turn.failure(of: .ended("rotate", rotation: 30)) == nil)
    let sign = try #require(message(turn, .ended("rotate", rotation: -30)))
    #expect(sign.contains("rotation ≈ -30.000° ± 0.500°; it ended at 0.620 s with 29.982°"))
  }

  @Test func expectThrowsEveryFailure() throws {
    let result = try GestureReplay.run(.tap(at: center))
    #expect(throws: Never.self) { try result.expect(.ended("tap"), .failed("double-tap")) }
    do {
      try result.expect(.ended("tap", at: 0.1), .ended("drag"), .failed("double-tap"))
      Issue.record("expect did not throw")
    } catch {
      #expect(error.failures.count == 2)
      #expect(error.description.contains("expected tap to end once at 0.100 s"))
      #expect(error.description.contains("expected drag to end once; it never ended"))
    }
    #expect(result.satisfies(.ended("tap", at: 0.4)))
    #expect(!result.satisfies(.ended("tap", at: 0.4), .ended("drag")))
    #expect(result.failures(.ended("drag"), .ended("magnify")).count == 2)
  }

  @Test func hapticPatterns() throws {
    let result = try GestureReplay.run(.longPress(at: center))
    #expect(result.failure(of: .played("success", at: 0.5)) == nil)
    let wrong = try #require(message(result, .played("selection")))
    #expect(wrong.hasPrefix("expected pattern selection to play once; played: success at 0.500 s"))
    let silent = try GestureReplay.run(.longPress(at: center), haptics: .off)
    let none = try #require(message(silent, .played("success")))
    #expect(none.hasPrefix("expected pattern success to play once; no pattern played"))
  }

  @Test func transitionsDescribeThemselves() throws {
    let result = try GestureReplay.run(.drag(from: center, to: center + Point(x: 20, y: 0)))
    let end = try #require(result.ended("drag").last)
    #expect(
      end.description.hasPrefix(
        "0.320000  drag  changed → ended  at (120.000, 80.000) translation (20.000, 0.000) mm"))
    // Long runs of changes are shortened in the replay's description.
    #expect(result.description.contains("more drag changes"))
    #expect(result.description.split(separator: "\n").count < result.transitions.count)
  }
}
