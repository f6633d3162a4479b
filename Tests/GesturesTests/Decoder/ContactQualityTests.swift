import Testing

@testable import Gestures

/// A clickpad that reports pressure and touch size: 100 × 70 mm at 10 units/mm, 5 slots.
func pressurePad(slots: Int32 = 5, name: String = "Test Pressure Touchpad") -> DeviceDescription {
  var d = TestDevices.touchpad(slots: slots)
  d.name = name
  d.codes[EventType.abs]!.formUnion([AbsCode.mtPressure, AbsCode.mtTouchMajor])
  d.absInfo[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255)
  d.absInfo[AbsCode.mtTouchMajor] = AbsInfo(minimum: 0, maximum: 30)
  return d
}

/// The decoder's judgement of contacts (libinput's touch and palm rules; thumbs are the
/// touchpad stage's, TouchpadThumbTests).
@Suite struct ContactQualityTests {
  private func decodeWith(_ device: DeviceDescription, rules: ContactRules? = nil, _ s: EventScript)
    throws -> [TouchFrame]
  {
    var decoder = MultitouchDecoder(device: device, rules: rules)
    var frames: [TouchFrame] = []
    for e in s.events where try decoder.feed(e) { frames.append(decoder.frame) }
    return frames
  }

  private func roles(_ f: TouchFrame) -> [String] {
    f.contacts.map { "\($0.phase.rawValue) \($0.role.rawValue) #\($0.id)" }
  }

  @Test func defaultsFollowLibinput() {
    let r = ContactRules(device: pressurePad())
    #expect(r.pressure == Hysteresis(begin: 30, end: 25))  // 12 % and 10 % of 0…255
    #expect(r.palmPressure == 130)
    #expect(r.size == nil)  // only with AttrTouchSizeRange
    #expect(abs(r.edgeWidth! - 7.992) < 1e-9)  // min(8, 8 % of 99.9 mm)
    #expect(abs(r.topEdgeHeight! - 3.495) < 1e-9)  // 5 % of 69.9 mm
    #expect(r.detectsThumbs)
    #expect(!ContactRules(device: TestDevices.touchscreenB()).judgesContacts)
  }

  @Test("without pressure or size rules BTN_TOUCH begins and ends touches (libinput fake touches)")
  func touchKeyDecidesWithoutPressure() throws {
    // The test touchpad has no ABS_MT_PRESSURE: its slots' touches are fingers only while the
    // key is down, as libinput's fake-touch detection has them.
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 500, y: 300)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(10)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
    s.at(20)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    let f = try decodeWith(TestDevices.touchpad(), s)
    #expect(
      f.map(roles) == [
        ["down finger #1"], ["up finger #1", "down hovering #2"],
        ["up hovering #2", "down finger #3"],
      ])
    #expect(f[1].contacts[1].reason == .touchKeyUp)
    // A pad with a pressure rule ignores the key: pressure decides.
    var p = EventScript()
    p.touch(slot: 0, id: 1, x: 500, y: 300)
    p.abs(AbsCode.mtPressure, 60)
    p.key(KeyCode.btnTouch, 1)
    p.syn()
    p.at(10)
    p.key(KeyCode.btnTouch, 0)
    p.abs(AbsCode.mtPressure, 61)
    p.syn()
    #expect(
      try decodeWith(pressurePad(), p).map(roles) == [["down finger #1"], ["moved finger #1"]])
  }

  @Test func hoveringTouchIsNotAFingerUntilItPresses() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 500, y: 300)
    s.abs(AbsCode.mtPressure, 5)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtPressure, 40)
    s.syn()
    s.at(20)
    s.abs(AbsCode.mtPressure, 27)  // between end (25) and begin (30): still a finger
    s.syn()
    s.at(30)
    s.abs(AbsCode.mtPressure, 20)
    s.syn()
    let f = try decodeWith(pressurePad(), s)
    #expect(
      f.map(roles) == [
        ["down hovering #1"], ["up hovering #1", "down finger #2"], ["moved finger #2"],
        ["up finger #2", "down hovering #3"],
      ])
    #expect(f.map(\.fingerCount) == [0, 1, 1, 0])
    #expect(f[0].contacts[0].reason == .pressure(5, threshold: 30))
    #expect(f[3].contacts[1].reason == .pressure(20, threshold: 25))
  }

  @Test func pressureBeyondThePalmThresholdIsAPalmUntilLift() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 500, y: 300)
    s.abs(AbsCode.mtPressure, 60)
    s.syn()
    s.at(10)
    s.abs(AbsCode.mtPressure, 150)
    s.syn()
    s.at(20)
    s.abs(AbsCode.mtPressure, 60)  // sticks: a palm stays a palm until it lifts
    s.syn()
    let f = try decodeWith(pressurePad(), s)
    #expect(
      f.map(roles) == [
        ["down finger #1"], ["cancelled finger #1", "down palm #2"], ["moved palm #2"],
      ])
    #expect(f[1].cancellation == .becamePalm)
    #expect(f[1].contacts[1].reason == .pressure(150, threshold: 130))
    #expect(f.map(\.fingerCount) == [1, 0, 0])
  }

  @Test func aTouchAloneInTheSideEdgeIsAPalmUnlessItMovesInward() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 30, y: 300)  // 3 mm from the left edge
    s.abs(AbsCode.mtPressure, 60)
    s.syn()
    s.at(50)
    s.abs(AbsCode.mtPositionX, 200)  // 20 mm: out of the zone, sideways, within 200 ms
    s.syn()
    s.at(100)
    s.touch(slot: 1, id: 2, x: 960, y: 300)  // 4 mm from the right edge, stays
    s.abs(AbsCode.mtPressure, 60)
    s.syn()
    let f = try decodeWith(pressurePad(), s)
    #expect(f[0].contacts[0].role == .palm)
    #expect(f[0].contacts[0].reason == .edge)
    #expect(roles(f[1]) == ["up palm #1", "down finger #2"])
    // Another finger is down: not a palm (libinput keeps two-finger scrolls near the edge).
    #expect(f[2].contacts.last?.role == .finger)
  }

  @Test("a finger jailed in the thumb zone is no other finger for the edge-palm rule")
  func aJailedThumbLeavesTheEdgeRuleAlone() throws {
    // Finger 1 lands alone at `y` (0.1 mm): between the thumb lines (59.5 and 64.4 mm) it is
    // libinput's jailed thumb, not an active finger (tp_touch_active); touch 2 lands 3 mm from
    // the left edge.
    func run(y: Int32, then: Int32? = nil) throws -> ContactRole? {
      var s = EventScript()
      s.touch(slot: 0, id: 1, x: 500, y: y)
      s.abs(AbsCode.mtPressure, 60)
      s.syn()
      if let then {
        s.at(50)
        s.abs(AbsCode.mtPositionY, then)
        s.syn()
      }
      s.at(100)
      s.touch(slot: 1, id: 2, x: 30, y: 300)
      s.abs(AbsCode.mtPressure, 60)
      s.syn()
      return try decodeWith(pressurePad(), s).last?.contacts.last?.role
    }
    #expect(try run(y: 620) == .palm)
    #expect(try run(y: 400) == .finger, "another finger is down: no edge palm")
    #expect(try run(y: 620, then: 500) == .finger, "the first left the zone: a finger")
  }

  @Test func moreFingersAnnouncedThanSlotsTakesEveryTouchAsAFinger() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 300, y: 300)
    s.abs(AbsCode.mtPressure, 10)
    s.touch(slot: 1, id: 2, x: 600, y: 300)
    s.abs(AbsCode.mtPressure, 10)
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolTripleTap, 1)
    s.syn()
    let f = try decodeWith(pressurePad(slots: 2), s)
    #expect(f[0].contacts.map(\.role) == [.finger, .finger])
    #expect(f[0].fingerCount == 3)
  }

  @Test func aSingleTouchTouchpadCountsItsSecondFingerByTool() throws {
    var d = TestDevices.singleTouch()
    d.properties = [InputProperty.pointer]
    d.codes[EventType.key]!.formUnion([KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap])
    var s = EventScript()
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolFinger, 1)
    s.abs(AbsCode.x, 400)
    s.abs(AbsCode.y, 400)
    s.syn()
    s.at(10)
    s.key(KeyCode.btnToolFinger, 0)
    s.key(KeyCode.btnToolDoubleTap, 1)
    s.syn()
    let f = try decodeWith(d, s)
    #expect(f.map(\.fingerCount) == [1, 2])
    #expect(f[1].contacts.count == 1)
  }

  /// libinput 1.31's mtdev plugin: a protocol-A touchpad's contacts go on in ten slots, each
  /// judged by its own `ABS_MT_PRESSURE` (12 % / 10 % of 0…255: 30 and 25) as on a slotted
  /// pad; the device's `ABS_PRESSURE` decides nothing (libinput 1.22 took such a pad as
  /// single-touch, judged by it).
  @Test func aProtocolATouchpadIsSlottedAsMtdevDoes() throws {
    var d = TestDevices.touchscreenA()
    d.properties = [InputProperty.pointer]
    d.codes[EventType.key]!.formUnion([KeyCode.btnToolFinger, KeyCode.btnToolDoubleTap])
    d.codes[EventType.abs]!.formUnion([AbsCode.pressure, AbsCode.mtPressure])
    d.absInfo[AbsCode.pressure] = AbsInfo(minimum: 0, maximum: 255)
    d.absInfo[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255)
    #expect(ContactRules(device: d).pressure == Hysteresis(begin: 30, end: 25))
    var s = EventScript()
    // (ms, device pressure, contacts as (x, mt pressure)), x in raw units 5 mm apart or more.
    let frames: [(Int, Int32, [(Int32, Int32)])] = [
      (0, 200, [(500, 10)]),
      (10, 0, [(502, 40), (900, 60)]),
      (20, 200, [(504, 27), (902, 12)]),
      (30, 200, [(903, 12)]),
    ]
    for (ms, devicePressure, contacts) in frames {
      s.at(Int64(ms))
      s.abs(AbsCode.pressure, devicePressure)
      for (x, p) in contacts {
        s.abs(AbsCode.mtPositionX, x)
        s.abs(AbsCode.mtPositionY, 300)
        s.abs(AbsCode.mtPressure, p)
        s.syn(SynCode.mtReport)
      }
      s.syn()
    }
    let f = try decodeWith(d, s)
    #expect(
      f.map(roles) == [
        ["down hovering #1"], ["up hovering #1", "down finger #2", "down finger #3"],
        ["moved finger #2", "up finger #3", "down hovering #4"],
        ["up finger #2", "moved hovering #4"],
      ])
    #expect(f.allSatisfy { !$0.placesOneTouch })
    #expect(f[1].contacts.map(\.slot) == [0, 0, 1])
  }

}
