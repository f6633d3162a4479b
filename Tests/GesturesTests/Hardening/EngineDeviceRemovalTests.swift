import Testing

@testable import Gestures

/// A hotplugged device gets a new index each time; the engine used to keep an arena (every
/// recognizer of the scene) for every index ever seen, in an array as long as the largest index.
@Suite("Engine device removal")
struct EngineDeviceRemovalTests {
  @Test("a thousand hotplugs leave no arena behind, and each pending tap still ends")
  func hotplugs() {
    let recorder = TransitionRecorder()
    let region = Region(name: "root")
    region.gesture(TapGesture(count: 2), name: "double-tap")
    region.gesture(TapGesture(), name: "tap")
    let engine = Engine(root: region, sink: recorder)
    var t: Int64 = 0
    for device in 0..<1000 {
      var down = TouchFrame(
        time: t, device: device,
        contacts: [Contact(id: 1, slot: 0, x: 5, y: 5, phase: .down)], fingerCount: 1)
      engine.handle(down)
      down.time = t + 50_000
      down.contacts[0].phase = .up
      down.fingerCount = 0
      engine.handle(down)
      // Removed while its single tap waits for the double tap's window: kept until it ends.
      engine.removeDevice(device)
      #expect(engine.devicesWithArenas.contains(device))
      t += 1_000_000
      engine.advance(to: t)
    }
    #expect(engine.devicesWithArenas == [])
    #expect(recorder.transitions.filter { $0.gesture == "tap" && $0.to == .ended }.count == 1000)
  }

  @Test("device indices of any size, negative ones too, each get their own arena")
  func anyIndex() {
    let recorder = TransitionRecorder()
    let region = Region(name: "root")
    region.gesture(TapGesture(), name: "tap")
    let engine = Engine(root: region, sink: recorder)
    for device in [Int.max, -1, 7, Int.min] {
      var f = TouchFrame(
        time: 0, device: device,
        contacts: [Contact(id: 1, slot: 0, x: 5, y: 5, phase: .down)], fingerCount: 1)
      engine.handle(f)
      f.contacts[0].phase = .up
      f.fingerCount = 0
      engine.handle(f)
    }
    engine.finish(at: 1_000_000)
    #expect(engine.devicesWithArenas == [Int.max, -1, 7, Int.min])
    #expect(
      recorder.transitions.filter { $0.to == .ended }.map(\.device) == [Int.max, -1, 7, Int.min])
  }
}
