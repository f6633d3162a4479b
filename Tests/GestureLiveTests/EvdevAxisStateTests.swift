import CLinuxInput
import Testing

@testable import GestureLive

/// The device and clone state ``EvdevClone`` levels: what a sequence of events leaves in it.
/// The clone itself (uinput) runs in the device lab (88-grab.sh).
@Suite struct EvdevAxisStateTests {
  func apply(_ state: inout EvdevAxisState, _ events: [(Int32, Int32, Int32)]) {
    for (type, code, value) in events {
      state.apply(type: UInt16(type), code: UInt16(code), value: value)
    }
  }

  @Test("slots keep their own values, and a slot beyond the device's is ignored as the kernel does")
  func slots() {
    var state = EvdevAxisState(slots: 2, keys: EvdevClone.touchKeys)
    apply(
      &state,
      [
        (EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, 7), (EV_ABS, ABS_MT_POSITION_X, 100),
        (EV_ABS, ABS_MT_SLOT, 1), (EV_ABS, ABS_MT_TRACKING_ID, 8), (EV_ABS, ABS_MT_POSITION_X, 200),
        (EV_ABS, ABS_MT_SLOT, 5), (EV_ABS, ABS_MT_POSITION_X, 300),
      ])
    #expect(state.slotAxis(0, Int(ABS_MT_POSITION_X)) == 100)
    #expect(state.slotAxis(1, Int(ABS_MT_POSITION_X)) == 300)
    #expect(state.slot == 1)
    #expect(state.slotAxis(0, Int(ABS_MT_POSITION_Y)) == EvdevAxisState.unknown)
  }

  @Test("a touch is down while a slot is tracked or, without slots, while BTN_TOUCH is")
  func hasTouch() {
    var state = EvdevAxisState(slots: 2, keys: EvdevClone.touchKeys)
    #expect(!state.hasTouch)
    apply(&state, [(EV_ABS, ABS_MT_SLOT, 1), (EV_ABS, ABS_MT_TRACKING_ID, 3)])
    #expect(state.hasTouch)
    apply(&state, [(EV_ABS, ABS_MT_TRACKING_ID, -1)])
    #expect(!state.hasTouch)
    var single = EvdevAxisState(slots: 1, keys: EvdevClone.touchKeys)
    apply(&single, [(EV_KEY, BTN_TOUCH, 1), (EV_ABS, ABS_X, 40)])
    #expect(single.hasTouch && single.axis(Int(ABS_X)) == 40)
    apply(&single, [(EV_KEY, BTN_TOUCH, 0)])
    #expect(!single.hasTouch)
  }
}
