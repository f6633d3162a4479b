import Testing

@testable import Gestures

/// Compositions of the built-in recognizers in the engine.
@Suite struct RealGestureCompositionTests {
  enum Which: Equatable { case double, single }

  func doubleOrSingle(_ calls: Calls<Which>) -> Region {
    let gesture = TapGesture(count: 2).exclusively(before: TapGesture())
      .onEnded { value in
        switch value {
        case .first: calls.all.append(.double)
        case .second: calls.all.append(.single)
        }
      }
    return Region(name: "root").gesture(gesture, name: "taps")
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let calls = Calls<Which>()
    let r = run(doubleOrSingle(calls), tapFrames(down: 0, up: 100), finishAt: 1000)
    #expect(r.summary == ["taps:possible→ended"])
    // Ended when the double tap's gap ran out (0.35 s after the lift).
    #expect(r.transitions[0].time == ms(450))
    #expect(r.values == [#"{"second":null}"#])
    #expect(calls.all == [.single])
  }

  @Test func aDoubleTapWinsAtOnce() {
    let calls = Calls<Which>()
    let frames = tapFrames(down: 0, up: 80) + tapFrames(id: 2, down: 200, up: 280)
    let r = run(doubleOrSingle(calls), frames, finishAt: 1000)
    #expect(r.summary == ["taps:possible→ended"])
    #expect(r.transitions[0].time == ms(280))
    #expect(r.values == [#"{"first":null}"#])
    #expect(calls.all == [.double])
  }

  @Test func onEndedOfATapFiresOnlyOnSuccess() {
    let count = Calls<Void>()
    let region = Region(name: "root")
      .gesture(TapGesture().onEnded { count.all.append(()) }, name: "tap")
    _ = run(region, tapFrames(down: 0, up: 100) + tapFrames(id: 2, down: 500, up: 1500))
    #expect(count.all.count == 1)
  }
}
