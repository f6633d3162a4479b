import Testing

@testable import GestureLive
@testable import Gestures

/// The frames one wake-up of the live loop read, handed over in time order
/// (``LiveLoop/processBatch()``): several devices' frames interleave as in a merged trace, and
/// one device's frames keep their order.
@Suite struct LiveLoopBatchTests {
  final class Frames: LiveLoopHandler {
    var seen: [(device: Int, time: Int64, id: Int)] = []
    func liveLoop(originAt time: Int64) {}
    func liveLoop(addedDevice index: Int, name: String, surface: TouchSurface?) {}
    func liveLoop(frame: TouchFrame) {
      seen.append((frame.device, frame.time, frame.contacts.first?.id ?? -1))
    }
    var nextDeadline: Int64? { nil }
    func liveLoop(advanceTo time: Int64) {}
    func liveLoop(flushAt time: Int64) {}
    func liveLoop(note: String) {}
  }

  private func frame(device: Int, ms: Int64, id: Int) -> TouchFrame {
    TouchFrame(
      time: ms * 1000, device: device,
      contacts: [Contact(id: id, slot: 0, x: 1, y: 1, phase: .moved)], fingerCount: 1)
  }

  @Test func framesOfSeveralDevicesInterleaveByTimeAndEqualTimesKeepTheirOrder() {
    let handler = Frames()
    let loop = LiveLoop(configuration: LiveConfiguration(), handler: handler)
    // Device 0 drained first, then device 1; two frames share a time (the first read goes first).
    let reads: [(Int, Int64, Int)] = [
      (0, 10, 1), (0, 30, 2), (0, 30, 3), (1, 5, 4), (1, 20, 5), (1, 30, 6),
    ]
    for (d, ms, id) in reads {
      loop.process(frame(device: d, ms: ms, id: id))
    }
    loop.processBatch()
    #expect(handler.seen.map(\.id) == [4, 1, 5, 2, 3, 6])
    // The next batch starts empty.
    loop.process(frame(device: 0, ms: 40, id: 7))
    loop.processBatch()
    #expect(handler.seen.map(\.id) == [4, 1, 5, 2, 3, 6, 7])
  }
}
