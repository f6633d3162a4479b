import CEvdev
import CLinuxInput
import Testing

@testable import GestureLive

/// ``LibevdevReadState`` does to each event what `libevdev_next_event` does, and gives libevdev
/// the state its own reads would have kept: checked on a device libevdev holds in memory (two
/// slots, x and y per slot, `BTN_TOUCH`), whose state libevdev reports back.
@Suite struct LibevdevReadStateTests {
  /// A libevdev device without a node: two slots with tracking id and position, `BTN_TOUCH`.
  func device() throws -> OpaquePointer {
    let dev = try #require(libevdev_new())
    libevdev_enable_event_type(dev, UInt32(EV_ABS))
    libevdev_enable_event_type(dev, UInt32(EV_KEY))
    var slot = input_absinfo(value: 0, minimum: 0, maximum: 1, fuzz: 0, flat: 0, resolution: 0)
    var id = input_absinfo(value: 0, minimum: 0, maximum: 65535, fuzz: 0, flat: 0, resolution: 0)
    var axis = input_absinfo(value: 0, minimum: 0, maximum: 1000, fuzz: 0, flat: 0, resolution: 10)
    for code in [ABS_X, ABS_MT_POSITION_X, ABS_MT_POSITION_Y] {
      libevdev_enable_event_code(dev, UInt32(EV_ABS), UInt32(code), &axis)
    }
    libevdev_enable_event_code(dev, UInt32(EV_ABS), UInt32(ABS_MT_TRACKING_ID), &id)
    libevdev_enable_event_code(dev, UInt32(EV_ABS), UInt32(ABS_MT_SLOT), &slot)
    libevdev_enable_event_code(dev, UInt32(EV_KEY), UInt32(BTN_TOUCH), nil)
    try #require(libevdev_get_num_slots(dev) == 2)
    for s in 0..<2 { libevdev_set_slot_value(dev, UInt32(s), UInt32(ABS_MT_TRACKING_ID), -1) }
    return dev
  }

  func event(_ type: Int32, _ code: Int32, _ value: Int32) -> input_event {
    var e = input_event()
    e.type = UInt16(type)
    e.code = UInt16(code)
    e.value = value
    return e
  }

  @Test func aTrackingIdThatDoesNotGoFromNoneToOneOrBackIsDropped() throws {
    let dev = try device()
    defer { libevdev_free(dev) }
    var state = LibevdevReadState(dev)
    var e = event(EV_ABS, ABS_MT_TRACKING_ID, 5)
    #expect(state.passes(&e, dev))
    e = event(EV_ABS, ABS_MT_TRACKING_ID, 6)
    #expect(!state.passes(&e, dev), "an id replacing an id without -1 between")
    e = event(EV_ABS, ABS_MT_TRACKING_ID, -1)
    #expect(state.passes(&e, dev))
    e = event(EV_ABS, ABS_MT_TRACKING_ID, -1)
    #expect(!state.passes(&e, dev), "a lift of a slot without a touch")
    #expect(state.slotAxis(0, Int(ABS_MT_TRACKING_ID)) == -1)
  }

  @Test func aSlotBeyondTheDevicesIsCappedToItsLast() throws {
    let dev = try device()
    defer { libevdev_free(dev) }
    var state = LibevdevReadState(dev)
    var e = event(EV_ABS, ABS_MT_SLOT, 7)
    #expect(state.passes(&e, dev))
    #expect(e.value == 1)
    #expect(state.slot == 1)
    e = event(EV_ABS, ABS_MT_SLOT, -3)
    #expect(state.passes(&e, dev))
    #expect(e.value == 1)
  }

  @Test func aCodeTheDeviceLacksIsDroppedAndOneItHasPasses() throws {
    let dev = try device()
    defer { libevdev_free(dev) }
    var state = LibevdevReadState(dev)
    var e = event(EV_ABS, ABS_MT_PRESSURE, 30)
    #expect(!state.passes(&e, dev))
    e = event(EV_KEY, BTN_LEFT, 1)
    #expect(!state.passes(&e, dev))
    e = event(EV_REL, REL_X, 1)
    #expect(!state.passes(&e, dev))
    e = event(EV_KEY, BTN_TOUCH, 1)
    #expect(state.passes(&e, dev))
    e = event(EV_SYN, SYN_REPORT, 0)
    #expect(state.passes(&e, dev))
  }

  @Test func libevdevGetsTheStateItsReadsWouldHaveKept() throws {
    let dev = try device()
    defer { libevdev_free(dev) }
    var state = LibevdevReadState(dev)
    let frame = [
      event(EV_ABS, ABS_MT_SLOT, 1), event(EV_ABS, ABS_MT_TRACKING_ID, 9),
      event(EV_ABS, ABS_MT_POSITION_X, 410), event(EV_ABS, ABS_MT_POSITION_Y, 220),
      event(EV_ABS, ABS_X, 410), event(EV_KEY, BTN_TOUCH, 1), event(EV_SYN, SYN_REPORT, 0),
    ]
    for var e in frame { #expect(state.passes(&e, dev)) }
    // libevdev saw none of it.
    #expect(libevdev_get_slot_value(dev, 1, UInt32(ABS_MT_TRACKING_ID)) == -1)
    state.store(into: dev)
    #expect(libevdev_get_slot_value(dev, 1, UInt32(ABS_MT_TRACKING_ID)) == 9)
    #expect(libevdev_get_slot_value(dev, 1, UInt32(ABS_MT_POSITION_X)) == 410)
    #expect(libevdev_get_slot_value(dev, 1, UInt32(ABS_MT_POSITION_Y)) == 220)
    #expect(libevdev_get_slot_value(dev, 0, UInt32(ABS_MT_TRACKING_ID)) == -1)
    #expect(libevdev_get_current_slot(dev) == 1)
    #expect(libevdev_get_event_value(dev, UInt32(EV_ABS), UInt32(ABS_X)) == 410)
    #expect(libevdev_get_event_value(dev, UInt32(EV_KEY), UInt32(BTN_TOUCH)) == 1)
    // And a new state starts from libevdev's.
    let again = LibevdevReadState(dev)
    #expect(again.slot == 1)
    #expect(again.slotAxis(1, Int(ABS_MT_POSITION_X)) == 410)
  }

  @Test func libevdevsSyncEventsAreTakenUnchecked() throws {
    let dev = try device()
    defer { libevdev_free(dev) }
    var state = LibevdevReadState(dev)
    state.take(event(EV_ABS, ABS_MT_TRACKING_ID, 4))
    state.take(event(EV_ABS, ABS_MT_SLOT, 1))
    state.take(event(EV_ABS, ABS_MT_POSITION_X, 77))
    #expect(state.slotAxis(0, Int(ABS_MT_TRACKING_ID)) == 4)
    #expect(state.slotAxis(1, Int(ABS_MT_POSITION_X)) == 77)
    #expect(state.slot == 1)
  }
}
