import GestureTestSupport
import Testing

@testable import Gestures

/// `onTapGesture` and `onLongPressGesture` run their actions through the engine.
@Suite struct RegionConveniencesTests {
  final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
  }

  func run(_ region: Region, _ frames: [(Double, [Change])], finish: Double = 2000) {
    let engine = Engine(root: region, sink: TransitionRecorder())
    var builder = FrameBuilder()
    for (ms, changes) in frames { engine.handle(builder.frame(at: ms, changes)) }
    engine.finish(at: Int64(finish * 1000))
  }

  @Test func onTapGestureNamesAndFires() {
    let taps = Box(0)
    let doubles = Box(0)
    let region = Region(name: "root")
    region.onTapGesture(count: 2) { doubles.value += 1 }
    region.onTapGesture { taps.value += 1 }
    region.onTapGesture(count: 3, name: "three") {}
    region.onTapGesture(count: 4) {}
    #expect(region.attachments.map(\.name) == ["double-tap", "tap", "three", "4-tap"])
    #expect(region.attachments.allSatisfy { $0.priority == .normal && $0.mask == .all })
    run(region, [(0, [.down(1, 20, 20)]), (80, [.up(1)])])
    #expect(taps.value == 1 && doubles.value == 0)
  }

  @Test func onLongPressGestureFiresAndReportsPressing() {
    let fired = Box(0)
    let pressing = Box<[Bool]>([])
    let region = Region(name: "root")
    region.onLongPressGesture(minimumDuration: 0.3, perform: { fired.value += 1 }) {
      pressing.value.append($0)
    }
    #expect(region.attachments.map(\.name) == ["long-press"])
    run(region, [(0, [.down(1, 20, 20)]), (400, [.move(1, 20.1, 20)]), (500, [.up(1)])])
    #expect(fired.value == 1)
    #expect(pressing.value == [true, false])
    // Lifting too soon: no action, pressing goes back to false.
    let early = Box(0)
    let states = Box<[Bool]>([])
    let other = Region(name: "root")
    other.onLongPressGesture(
      perform: { early.value += 1 }, onPressingChanged: { states.value.append($0) })
    run(other, [(0, [.down(1, 20, 20)]), (100, [.up(1)])])
    #expect(early.value == 0)
    #expect(states.value == [true, false])
  }
}
