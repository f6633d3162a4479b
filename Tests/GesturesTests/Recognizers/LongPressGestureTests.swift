import GestureTestSupport
import Testing

@testable import Gestures

/// Records the pressing callback's calls.
final class PressingLog {
  var calls: [Bool] = []
  var action: (Bool) -> Void { { self.calls.append($0) } }
}

@Suite("Long press gesture")
struct LongPressGestureTests {
  @Test("held past 0.5 s it ends at the deadline; lifted just before it fails")
  func duration() {
    let over = Driver(LongPressGesture())
    over.down(1, 20, 20, at: 0)
    over.advance(to: 499)
    #expect(over.phases == [])
    over.up(1, at: 501)
    #expect(over.phases == [.ended])
    #expect(over.phaseTimes == [500])
    #expect(over.values == [true])
    #expect(json(over.recognizer) == "true")

    let under = Driver(LongPressGesture())
    under.down(1, 20, 20, at: 0)
    under.up(1, at: 499)
    #expect(under.phases == [.failed])
    #expect(under.reason == .liftedTooSoon(duration: 0.499, minimum: 0.5))
    #expect(under.values == [nil])
    #expect(json(under.recognizer) == "null")
  }

  @Test("a lift in the frame at the deadline comes after it")
  func liftAtDeadline() {
    let d = Driver(LongPressGesture())
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 500)
    #expect(d.phases == [.ended])
  }

  @Test("minimumDuration is a parameter")
  func customDuration() {
    let d = Driver(LongPressGesture(minimumDuration: 1.2))
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 1100)
    #expect(d.reason == .liftedTooSoon(duration: 1.1, minimum: 1.2))
    let e = Driver(LongPressGesture(minimumDuration: 1.2))
    e.down(1, 20, 20, at: 0)
    e.advance(to: 1200)
    #expect(e.phases == [.ended])
  }

  @Test("moving just under 10 pt keeps the press, just over fails it")
  func distance() {
    let limit = pt(10)  // 1.5875 mm
    let under = Driver(LongPressGesture())
    under.down(1, 20, 20, at: 0)
    under.move(1, 20 + limit - 0.01, 20, at: 200)
    under.advance(to: 500)
    #expect(under.phases == [.ended])

    let over = Driver(LongPressGesture())
    over.down(1, 20, 20, at: 0)
    over.move(1, 20, 20 - limit - 0.01, at: 200)
    #expect(over.phases == [.failed])
    guard case .movedTooFar(let distance, let maximum) = over.reason else {
      Issue.record("expected movedTooFar, got \(String(describing: over.reason))")
      return
    }
    #expect(approx(distance, limit + 0.01))
    #expect(approx(maximum, limit))
  }

  @Test("maximumDistance is a parameter, in points")
  func customDistance() {
    let d = Driver(LongPressGesture(maximumDistance: 20))
    d.down(1, 20, 20, at: 0)
    d.move(1, 23, 20, at: 200)  // 3 mm ≤ 20 pt = 3.175 mm
    d.advance(to: 500)
    #expect(d.phases == [.ended])
  }

  @Test("any number of fingers by default; every one must stay within the distance")
  func anyTouches() {
    for count in 1...3 {
      let d = Driver(LongPressGesture())
      for i in 0..<count { d.down(i, 20 + Double(i) * 10, 20, at: Double(i) * 30) }
      d.advance(to: 500)
      #expect(d.phases == [.ended], "with \(count) fingers")
    }
    let stray = Driver(LongPressGesture())
    stray.frame(at: 0, .down(1, 20, 20), .down(2, 30, 20))
    stray.move(2, 30, 22, at: 100)
    guard case .movedTooFar(let distance, _) = stray.reason else {
      Issue.record("expected movedTooFar, got \(String(describing: stray.reason))")
      return
    }
    #expect(approx(distance, 2))
  }

  @Test("one of several fingers may lift early; all lifting fails")
  func partialLift() {
    let d = Driver(LongPressGesture())
    d.frame(at: 0, .down(1, 20, 20), .down(2, 30, 20))
    d.up(2, at: 100)
    d.advance(to: 500)
    #expect(d.phases == [.ended])
  }

  @Test("a fixed finger count: exactly that many down at the deadline")
  func fixedTouches() {
    let two = Driver(LongPressGesture(touches: 2))
    two.frame(at: 0, .down(1, 20, 20), .down(2, 30, 20))
    two.advance(to: 500)
    #expect(two.phases == [.ended])

    let one = Driver(LongPressGesture(touches: 2))
    one.down(1, 20, 20, at: 0)
    one.advance(to: 500)
    #expect(one.phases == [.failed])
    #expect(one.reason == .tooFewTouches(count: 1, required: 2))

    let three = Driver(LongPressGesture(touches: 2))
    three.frame(at: 0, .down(1, 20, 20), .down(2, 30, 20))
    three.down(3, 40, 20, at: 50)
    #expect(three.reason == .tooManyTouches(count: 3, allowed: 2))
  }

  @Test("pressing: true at touch-down, false when recognized")
  func pressingRecognized() {
    let log = PressingLog()
    let d = Driver(LongPressGesture().onPressingChanged(log.action))
    d.down(1, 20, 20, at: 0)
    #expect(log.calls == [true])
    d.advance(to: 499)
    #expect(log.calls == [true])
    d.advance(to: 500)
    #expect(log.calls == [true, false])
    #expect(d.phases == [.ended])
  }

  @Test("pressing: false once when the finger lifts early")
  func pressingLiftedEarly() {
    let log = PressingLog()
    let d = Driver(OnPressingChangedGesture(LongPressGesture(), action: log.action))
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 300)
    #expect(log.calls == [true, false])
    #expect(d.phases == [.failed])
  }

  @Test("pressing: false once when the finger strays")
  func pressingStrayed() {
    let log = PressingLog()
    let d = Driver(LongPressGesture().onPressingChanged(log.action))
    d.down(1, 20, 20, at: 0)
    d.move(1, 25, 20, at: 100)
    d.move(1, 30, 20, at: 150)
    #expect(log.calls == [true, false])
  }

  @Test("pressing: stays true while held ready, false once when it then wins or loses")
  func pressingHeld() {
    let log = PressingLog()
    let won = Driver(LongPressGesture().onPressingChanged(log.action))
    won.holdsReady = true
    won.down(1, 20, 20, at: 0)
    won.advance(to: 600)
    #expect(won.state == .ready)
    #expect(log.calls == [true])
    won.recognize(at: 700)
    #expect(log.calls == [true, false])
    #expect(won.phases == [.ended])

    let lostLog = PressingLog()
    let lost = Driver(LongPressGesture().onPressingChanged(lostLog.action))
    lost.holdsReady = true
    lost.down(1, 20, 20, at: 0)
    lost.advance(to: 600)
    lost.defeat(at: 700)
    #expect(lostLog.calls == [true, false])
    #expect(lost.phases == [.failed])
  }

  @Test("pressing: false once when the base class fails it (another finger, a cancelled touch)")
  func pressingBaseFailure() {
    let log = PressingLog()
    let d = Driver(LongPressGesture(touches: 1).onPressingChanged(log.action))
    d.down(1, 20, 20, at: 0)
    d.down(2, 30, 20, at: 100)
    #expect(d.reason == .tooManyTouches(count: 2, allowed: 1))
    #expect(log.calls == [true, false])

    let cancelLog = PressingLog()
    let c = Driver(LongPressGesture().onPressingChanged(cancelLog.action))
    c.down(1, 20, 20, at: 0)
    c.frame(at: 100, .cancel(1))
    #expect(c.reason == .touchCancelled)
    #expect(cancelLog.calls == [true, false])
  }

  @Test("pressing: a new attempt starts again with true")
  func pressingRestart() {
    let log = PressingLog()
    let d = Driver(LongPressGesture().onPressingChanged(log.action))
    d.down(1, 20, 20, at: 0)
    d.up(1, at: 100)
    d.down(2, 20, 20, at: 1000)
    d.advance(to: 1500)
    #expect(log.calls == [true, false, true, false])
    #expect(d.phases == [.failed, .ended])
  }

  @Test("defaults are SwiftUI's")
  func defaults() {
    let g = LongPressGesture()
    #expect(g.minimumDuration == 0.5)
    #expect(g.maximumDistance == 10)
    #expect(g.touches == nil)
  }
}
