import GestureTestSupport
import Testing

@testable import Gestures

/// A touch that keeps its tracking id while BTN_TOUCH or its pressure hovers and unhovers it:
/// libinput keeps one `tp_touch` from the tracking id to the lift (`tp_new_touch`,
/// `tp_end_sequence`) and only hovers and unhovers it (`tp_unhover_fake_touches`,
/// `tp_unhover_pressure`); the decoder ends the contact and begins another each time. Events
/// through the decoder and the engine; the test pads are 100 × 70 mm clickpads at 10 units/mm.
@Suite struct TouchpadHoverTests {
  /// Taps and clicks of 1 to 3 fingers on one region, all simultaneous (the judge's scenes).
  private func padRun() -> EngineRun {
    let root = Region(name: "pad")
    for n in 1...3 {
      root.simultaneousGesture(TouchpadGesture(.tap, touches: n), name: "tap-\(n)")
      root.simultaneousGesture(TouchpadGesture(.click, touches: n), name: "click-\(n)")
    }
    return EngineRun(root: root)
  }

  /// One finger in slot 0 with tracking id 1 from 0 ms to its lift at `lift`, hovering
  /// (BTN_TOUCH up, and pressure 10 where the pad has pressure) or touching (BTN_TOUCH down,
  /// pressure 60) as `touching` says at each listed time; the pad is pressed at `press` and let
  /// go 100 ms later. Returns the gestures that succeeded.
  private func press(
    pressure: Bool, touching: [(ms: Int64, down: Bool)], press: [Int64], lift: Int64 = 500
  ) throws -> [String] {
    var times = Set(touching.map(\.ms)).union(press).union(press.map { $0 + 100 })
    times.insert(lift)
    var s = EventScript()
    for t in times.sorted() {
      s.at(t)
      if t == 0 {
        s.touch(slot: 0, id: 1, x: 500, y: 300)
        s.key(KeyCode.btnToolFinger, 1)
      }
      if let change = touching.first(where: { $0.ms == t }) {
        if pressure { s.abs(AbsCode.mtPressure, change.down ? 60 : 10) }
        s.key(KeyCode.btnTouch, change.down ? 1 : 0)
      }
      if press.contains(t) { s.key(KeyCode.btnLeft, 1) }
      if press.contains(t - 100) { s.key(KeyCode.btnLeft, 0) }
      if t == lift {
        s.abs(AbsCode.mtTrackingID, -1)
        s.key(KeyCode.btnTouch, 0)
        s.key(KeyCode.btnToolFinger, 0)
      }
      s.syn()
    }
    let run = padRun()
    try play(s.events, on: pressure ? pressurePad() : TestDevices.touchpad(), into: run)
    run.finish()
    return run.succeeded
  }

  @Test(
    "a hovering finger that presses down in the frame the pad is pressed clicks once, by BTN_TOUCH and by pressure",
    arguments: [false, true])
  func pressingDownWithThePress(pressure: Bool) throws {
    // libinput: one tp_touch, unhovered in the frame of the press; one button event.
    let once = try press(
      pressure: pressure, touching: [(0, false), (300, true)], press: [300])
    #expect(once == ["pad/click-1"])
    // A touch that hovers in the press's frame is no touch for the soft buttons: libinput waits
    // for one (tp_post_clickpadbutton_buttons' click_pending) and none comes before the pad
    // is let go: no button at all.
    let up = try press(pressure: pressure, touching: [(0, true), (300, false)], press: [300])
    #expect(up == [])
    // Two presses are two clicks, the second in a frame where the touch unhovers again.
    let twice = try press(
      pressure: pressure, touching: [(0, false), (100, true), (250, false), (300, true)],
      press: [100, 300])
    #expect(twice == ["pad/click-1", "pad/click-1"])
  }

  @Test(
    "a touch that hovers and touches again under one tracking id taps twice, as libinput's tapping sees it end and begin",
    arguments: [false, true])
  func hoveringBetweenTwoTaps(pressure: Bool) throws {
    // tp_tap_handle_state: TOUCH_END (was_down) is a release, the next TOUCH_BEGIN a touch; the
    // second tap follows the first within the drag timeout: a double tap, two presses.
    let taps = try press(
      pressure: pressure, touching: [(0, true), (60, false), (100, true)], press: [], lift: 160)
    #expect(taps == ["pad/tap-1", "pad/tap-1"])
    // Touching 180 ms and more is no tap (DEFAULT_TAP_TIMEOUT_PERIOD): only the second is.
    let held = try press(
      pressure: pressure, touching: [(0, true), (200, false), (240, true)], press: [], lift: 300)
    #expect(held == ["pad/tap-1"])
  }
}
