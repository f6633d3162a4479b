import GestureTestSupport
import Testing

@testable import Gestures

/// Issue 27, work that grows faster than the input: making the members of many gestures on one
/// region looked through every attachment once per member (n² for n gestures). The region's
/// simultaneity table is made once, so twice the gestures cost about twice the work.
@Suite("Many gestures work")
struct ManyGesturesWorkTests {
  /// A touch on a region holding `count` taps (every one becomes a member), and every third
  /// simultaneous with the next; returns the work counted and the members made.
  static func work(gestures count: Int) -> Int {
    let root = Region(name: "root")
    for i in 0..<count {
      let with: Set<String> = i % 3 == 0 ? ["tap-\(i + 1)"] : []
      root.attach(
        GestureAttachment(TapGesture(), name: "tap-\(i)", simultaneousWith: with))
    }
    let run = EngineRun(root: root)
    run.frame(0, (1, 10, 10, .down))
    return run.engine.simultaneityWork
  }

  /// Guards the per-member scan: 2N gestures on one region cost at most 2.2× the work of N.
  @Test func twiceTheGesturesCostTwiceTheWork() {
    let n = Self.work(gestures: 200)
    let twice = Self.work(gestures: 400)
    #expect(n >= 200)
    #expect(Double(twice) <= 2.2 * Double(n), "N: \(n), 2N: \(twice)")
  }
}
