import Testing

@testable import Gestures

@Suite struct ArenaTests {
  @Test func lowerPriorityWaitsUntilTheHigherFails() {
    let region = Region(name: "root")
    // "high" fails at its timer, 300 ms after the touch; "low" is ready at the lift.
    region.gesture(
      ProbeGesture(timer: 300_000, onTimer: .failed(.traceEnded), rule: Rules.never), name: "high")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "low")
    let r = run(region, tapFrames(down: 0, up: 50), finishAt: 1000)
    #expect(r.summary == ["high:possible→failed", "low:possible→ended"])
    #expect(r.transitions.map(\.time) == [300_000, 300_000])
  }

  @Test func noWaitWithoutAHigherCompetitor() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "tap")
    region.gesture(ProbeGesture(rule: Rules.never), name: "lower")
    let r = run(region, tapFrames(down: 0, up: 50))
    #expect(r.summary == ["tap:possible→ended", "lower:possible→failed"])
    #expect(r.transitions[0].time == 50_000)
    #expect(r.transitions[1].reason == .defeated(by: "tap"))
  }

  @Test func winnerFailsAndCancelsCompetitorsNamingItself() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "first")
    region.gesture(ProbeGesture(continuous: true, rule: Rules.never), name: "second")
    let r = run(region, tapFrames(down: 0, up: 50))
    #expect(r.summary == ["first:possible→ended", "second:possible→failed"])
    #expect(r.transitions[1].reason?.description == "first won")
  }

  @Test func liftBoundCompetitorDoesNotHoldBackAGestureReadyWhileDown() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "tap")
    region.gesture(
      ProbeGesture(timer: 500_000, onTimer: .ready, rule: Rules.never), name: "long-press")
    let r = run(region, tapFrames(down: 0, up: 800))
    #expect(r.summary == ["long-press:possible→ended", "tap:possible→failed"])
    #expect(r.transitions.allSatisfy { $0.time == 500_000 })
  }

  @Test func gestureReadyWhileDownStillWaitsForAHigherOneThatIsNotLiftBound() {
    let region = Region(name: "root")
    region.gesture(
      ProbeGesture(timer: 500_000, onTimer: .ready, rule: Rules.failOnLift), name: "long-press")
    region.gesture(ProbeGesture(continuous: true, rule: Rules.beginAtOnce), name: "magnify")
    let r = run(region, tapFrames(down: 0, up: 800))
    #expect(r.summary == ["long-press:possible→ended", "magnify:possible→failed"])
  }

  @Test func simultaneousGesturesNeitherBlockNorAreBlocked() {
    let region = Region(name: "root")
    region.gesture(
      ProbeGesture(timer: 300_000, onTimer: .failed(.traceEnded), rule: Rules.never), name: "high")
    region.simultaneousGesture(
      ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "side")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "low")
    let r = run(region, tapFrames(down: 0, up: 50), finishAt: 1000)
    #expect(r.summary == ["side:possible→ended", "high:possible→failed", "low:possible→ended"])
  }

  @Test func simultaneousWithPairsRunTogether() {
    let region = Region(name: "root")
    region.gesture(
      ProbeGesture(continuous: true, rule: Rules.beginAtOnce), name: "magnify",
      simultaneousWith: ["rotate"])
    region.gesture(ProbeGesture(continuous: true, rule: Rules.beginAtOnce), name: "rotate")
    let r = run(region, tapFrames(down: 0, up: 50))
    #expect(
      r.summary == [
        "magnify:possible→began", "rotate:possible→began", "magnify:began→ended",
        "rotate:began→ended",
      ])
  }

  @Test func optingOutOfWaitingWinsAtOnce() {
    let region = Region(name: "root")
    region.gesture(
      ProbeGesture(timer: 300_000, onTimer: .failed(.traceEnded), rule: Rules.never), name: "high")
    region.gesture(
      ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "eager",
      waitsForHigherPriority: false)
    let r = run(region, tapFrames(down: 0, up: 50))
    #expect(r.summary == ["eager:possible→ended", "high:possible→failed"])
    #expect(r.transitions[0].time == 50_000)
  }

  @Test func fewerTapsWaitForMoreTapsWhateverTheOrder() {
    let region = Region(name: "root")
    region.gesture(
      ProbeGesture(liftBound: true, tapCount: 1, rule: Rules.readyOnLift), name: "single")
    region.gesture(
      ProbeGesture(
        liftBound: true, tapCount: 2, timer: 400_000, onTimer: .failed(.traceEnded),
        rule: Rules.never), name: "double")
    let r = run(region, tapFrames(down: 0, up: 50), finishAt: 1000)
    #expect(r.summary == ["double:possible→failed", "single:possible→ended"])
    #expect(r.transitions[1].time == 400_000)
  }

  @Test func finishFailsGesturesWithTouchesDownAndRunsOutTimers() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(continuous: true, rule: Rules.beginAtOnce), name: "drag")
    let frames = [tapFrames(down: 0, up: 50)[0]]
    let r = run(region, frames, finishAt: 100)
    #expect(r.summary == ["drag:possible→began", "drag:began→cancelled"])
    #expect(r.transitions[1].reason == .traceEnded)
    #expect(r.transitions[1].time == 100_000)
  }

  @Test func aDoneGestureRestartsWithTheNextTouch() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "tap")
    let r = run(region, tapFrames(id: 1, down: 0, up: 50) + tapFrames(id: 2, down: 500, up: 550))
    #expect(r.summary == ["tap:possible→ended", "tap:possible→ended"])
    #expect(r.transitions.map(\.time) == [50_000, 550_000])
  }

  @Test func devicesHaveTheirOwnArenas() {
    let region = Region(name: "root")
    region.gesture(ProbeGesture(liftBound: true, rule: Rules.readyOnLift), name: "tap")
    var second = tapFrames(id: 1, down: 10, up: 60)
    for i in second.indices { second[i].device = 1 }
    let first = tapFrames(id: 1, down: 0, up: 50)
    let r = run(region, [first[0], second[0], first[1], second[1]])
    #expect(r.transitions.map(\.device) == [0, 1])
  }
}
