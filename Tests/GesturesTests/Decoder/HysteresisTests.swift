import Testing

@testable import Gestures

/// libinput's touchpad hysteresis (`tp_detect_wobbling`, `evdev_hysteresis`) in the decoder: the
/// test touchpad has 10 units/mm, so its margin without a fuzz is 2 units (a quarter of that).
@Suite struct HysteresisTests {
  /// One finger at y 300: lands at x 500, then steps to each x, 10 ms apart unless `at` says.
  private func xs(_ device: DeviceDescription, steps: [(ms: Int64, x: Int32)]) throws -> [Double] {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 500, y: 300)
    s.syn()
    for (ms, x) in steps {
      s.at(ms)
      s.abs(AbsCode.mtPositionX, x)
      s.syn()
    }
    var decoder = MultitouchDecoder(device: device)
    var xs: [Double] = []
    for e in s.events where try decoder.feed(e) {
      xs.append((decoder.frame.contacts[0].x * 10).rounded())
    }
    return xs
  }

  @Test("a finger stepping right, left, right within 40 ms each turns the filter on")
  func wobbleWithin40ms() throws {
    // The first step after landing only fills the motion history. Then 497, 500, 497 is the
    // wobble: from the third step on, a position trails the finger by 2 units (499), a step
    // within the margin (498) is no motion and no frame, a larger one trails by 2 (502).
    let on = try xs(
      TestDevices.touchpad(),
      steps: [(10, 501), (20, 497), (30, 500), (40, 497), (50, 498), (60, 504)])
    #expect(on == [500, 501, 497, 500, 499, 502])
    // The same steps with 41 ms before the third: the watch starts afresh, no filter.
    let off = try xs(
      TestDevices.touchpad(),
      steps: [(10, 501), (20, 497), (30, 500), (71, 497), (81, 498), (91, 504)])
    #expect(off == [500, 501, 497, 500, 497, 498, 504])
  }

  @Test("a pad whose axes have a fuzz filters from the start, by the fuzz")
  func fuzzFiltersFromTheStart() throws {
    var pad = TestDevices.touchpad()
    pad.absInfo[AbsCode.mtPositionX]!.fuzz = 4
    pad.absInfo[AbsCode.mtPositionY]!.fuzz = 4
    // The first step after landing is taken as it comes (the history was reset); then 4
    // units' wobble is no motion, and 510 trails by 4.
    let xs = try xs(pad, steps: [(10, 502), (20, 505), (30, 499), (40, 510)])
    #expect(xs == [500, 502, 506])
  }

  @Test("evdev_hysteresis: the centre inside the ellipse, the margin behind outside it")
  func ellipse() {
    let f = MultitouchDecoder.hysteresis
    #expect(f(103, 100, 100, 100, 4, 2) == (100, 100))  // (3/4)² < 1
    #expect(f(100, 103, 100, 100, 4, 2) == (100, 101))  // 3 units up, 2 behind
    #expect(f(110, 100, 100, 100, 4, 2) == (106, 100))
    #expect(f(110, 100, 100, 100, 0, 2) == (110, 100))  // no margin, no filter
  }
}
