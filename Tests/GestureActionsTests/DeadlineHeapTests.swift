import Testing

@testable import GestureActions

/// The launcher's min-heap of wake-ups: entries come out earliest first, whatever the order in.
@Suite struct DeadlineHeapTests {
  @Test func popsInTimeOrder() {
    var heap = DeadlineHeap()
    var state: UInt64 = 42
    var times: [Int64] = []
    for pid in 0..<200 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let time = Int64(state >> 44)
      times.append(time)
      heap.push(.init(time: time, pid: Int32(pid)))
    }
    #expect(heap.count == 200 && heap.top?.time == times.min())
    var out: [Int64] = []
    while let e = heap.pop() { out.append(e.time) }
    #expect(out == times.sorted())
    #expect(heap.isEmpty && heap.pop() == nil)
  }
}
