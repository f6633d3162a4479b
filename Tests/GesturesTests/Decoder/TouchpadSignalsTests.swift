import Testing

@testable import Gestures

/// What the decoder reads from a touchpad besides its contacts' roles: jumps (libinput's
/// tp_detect_jumps), positions beyond the advertised range, buttons and report numbers. The
/// test touchpad is 100 × 70 mm at 10 units/mm, frames 12 ms apart.
@Suite struct TouchpadSignalsTests {
  /// One finger down at (20, 20) mm at 0 ms, then one frame per entry of `xs` (mm), 12 ms
  /// apart, the first two after a stationary frame (a landing and the frame after reset
  /// libinput's motion history).
  private func frames(_ xs: [Double], every ms: Int64 = 12) throws -> [TouchFrame] {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 200, y: 200)
    s.key(KeyCode.btnToolFinger, 1)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    var t: Int64 = 0
    for _ in 0..<2 {
      t += ms
      s.at(t)
      s.abs(AbsCode.mtPositionY, 201)
      s.syn()
    }
    for x in xs {
      t += ms
      s.at(t)
      s.abs(AbsCode.mtPositionX, Int32((x * 10).rounded()))
      s.syn()
    }
    return try decode(TestDevices.touchpad(), s.events)
  }

  /// The contact that went on after a jump in the last frame: the jumping one cancelled, a new
  /// one down where the hardware says, with the jump as its reason.
  private func jumped(_ frames: [TouchFrame]) -> Contact? {
    guard let last = frames.last, last.cancellation == .jumped,
      last.contacts.first?.phase == .cancelled
    else { return nil }
    return last.contacts.first { $0.phase == .down }
  }

  @Test("a motion over 20 mm in a 12 ms frame is a jump; 20 mm is not")
  func jumpOverTwentyMillimetres() throws {
    // 14 mm, then 20.5 mm (6.5 more: only the 20 mm rule applies).
    let jump = try frames([34, 54.5])
    let went = try #require(jumped(jump))
    #expect(went.reason == .jumped(millimetres: 20.5))
    #expect(abs(went.x - 54.5) < 1e-9)  // where the hardware says
    #expect(abs(jump.last!.contacts[0].x - 34) < 1e-9)  // the old one ends where it was
    #expect(went.id != jump.last!.contacts[0].id)

    let fast = try frames([34, 54])  // 14 mm, then 20 mm: fast, no jump
    #expect(jumped(fast) == nil)
    #expect(fast.last?.contacts.first?.phase == .moved)
    #expect(abs(fast.last!.contacts[0].x - 54) < 1e-9)
  }

  @Test("7 mm more than the frame before is a jump; 6.9 mm more is not")
  func jumpByIncrease() throws {
    // 5 mm, then 12.1 mm (7.1 more) / 11.9 mm (6.9 more).
    #expect(try jumped(frames([25, 37.1]))?.reason == .jumped(millimetres: 12.1))
    #expect(try jumped(frames([25, 36.9])) == nil)
  }

  @Test("frames over 30 ms apart are not judged, nor a landing's first two motions")
  func jumpNotJudged() throws {
    #expect(try jumped(frames([45], every: 31)) == nil)
    // A 25 mm move in the frame after the landing: libinput's history was just reset.
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 200, y: 200)
    s.key(KeyCode.btnTouch, 1)
    s.key(KeyCode.btnToolFinger, 1)
    s.syn()
    s.at(12)
    s.abs(AbsCode.mtPositionX, 450)
    s.syn()
    let f = try decode(TestDevices.touchpad(), s.events)
    #expect(f.last?.contacts.first?.reason == nil)
    #expect(abs(f.last!.contacts[0].x - 45) < 1e-9)
  }

  @Test("a position beyond the advertised range is noted once")
  func beyondRange() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 1010, y: 200)
    s.key(KeyCode.btnToolFinger, 1)
    s.syn()
    s.at(12)
    s.abs(AbsCode.mtPositionX, 1020)
    s.syn()
    var decoder = MultitouchDecoder(device: TestDevices.touchpad())
    for e in s.events { _ = try decoder.feed(e) }
    #expect(decoder.notes.count == 1)
    #expect(decoder.notes.first?.contains("reported x = 101.000 mm") == true)
    #expect(decoder.notes.first?.contains("advertised range 0…99.900 mm") == true)
  }

  @Test("buttons are read, and a frame in which only they changed is reported")
  func buttons() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 200, y: 200)
    s.key(KeyCode.btnToolFinger, 1)
    s.syn()
    s.at(12)
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    s.at(24)
    s.key(KeyCode.btnLeft, 0)
    s.syn()
    let f = try decode(TestDevices.touchpad(), s.events)
    #expect(f.map(\.buttons) == [[], .left, []])
    #expect(f.allSatisfy { $0.isClickpad })
    #expect(f.map(\.report) == [1, 2, 3])
  }

  @Test("reports are numbered, also those no frame is emitted for")
  func reports() throws {
    var s = EventScript()
    s.touch(slot: 0, id: 1, x: 200, y: 200)
    s.key(KeyCode.btnToolFinger, 1)
    s.syn()
    s.at(12)
    s.syn()  // nothing changed: no frame
    s.at(24)
    s.abs(AbsCode.mtPositionX, 210)
    s.syn()
    let f = try decode(TestDevices.touchpad(), s.events)
    #expect(f.map(\.report) == [1, 3])
    #expect(!f[0].placesOneTouch)
  }
}
