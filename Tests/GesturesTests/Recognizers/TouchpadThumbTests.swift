import Testing

@testable import Gestures

/// libinput's thumb states (`evdev-mt-touchpad-thumb.c`) over decoded frames of a 100 × 70 mm
/// clickpad (``pressurePad``): thumb lines at 59.5 and 64.4 mm, positions in 0.1 mm units.
@Suite struct TouchpadThumbTests {
  /// The pad's frames from `s`.
  private func frames(_ s: EventScript) throws -> [TouchFrame] {
    var decoder = MultitouchDecoder(device: pressurePad())
    var frames: [TouchFrame] = []
    for e in s.events where try decoder.feed(e) { frames.append(decoder.frame) }
    return frames
  }

  /// The thumb rules after each frame, run as the stage runs them.
  private func thumbs(_ frames: [TouchFrame], gestureIdle: Bool = true) -> [TouchpadThumb] {
    var thumb = TouchpadThumb()
    var after: [TouchpadThumb] = []
    for f in frames {
      let onPad = TouchpadGestureStateMachine.touchesOnPad(f)
      thumb.update(f, touchesOnPad: onPad, gestureIdle: gestureIdle)
      after.append(thumb)
      thumb.finish(touchesOnPad: onPad)
    }
    return after
  }

  /// The id of the contact that landed last in `frames`.
  private func lastLanded(_ frames: [TouchFrame]) -> Int? {
    frames.last { $0.contacts.contains { $0.phase == .down } }?.contacts.last { $0.phase == .down }?
      .id
  }

  private func touch(_ s: inout EventScript, slot: Int32, x: Int32, y: Int32) {
    s.touch(slot: slot, id: slot + 1, x: x, y: y)
    s.abs(AbsCode.mtPressure, 60)
  }

  @Test("a touch landing alone between the thumb lines is jailed: a finger for tapping only")
  func aLoneTouchInTheThumbZoneIsJailed() throws {
    for (y, jailed) in [(620, true), (580, false)] as [(Int32, Bool)] {
      var s = EventScript()
      touch(&s, slot: 0, x: 500, y: y)
      s.syn()
      let f = try frames(s)
      let t = try #require(thumbs(f).last)
      let id = try #require(lastLanded(f))
      #expect((t.state == .jailed) == jailed, "y \(y)")
      #expect(t.ignoredForGesture(id) == jailed)
      #expect(t.ignored(id) == jailed)
      #expect(!t.ignoredForTap(id))
    }
  }

  @Test func aJailedTouchLeavingTheZoneIsAFinger() throws {
    var s = EventScript()
    touch(&s, slot: 0, x: 500, y: 620)
    s.syn()
    s.at(50)
    s.abs(AbsCode.mtPositionY, 600)
    s.syn()
    s.at(100)
    s.abs(AbsCode.mtPositionY, 590)  // above the upper line, 59.5 mm
    s.syn()
    let t = thumbs(try frames(s))
    #expect(t.map(\.state) == [.jailed, .jailed, .finger])
  }

  @Test("a touch landing over 25 mm below a finger 100 ms after it is the pinch thumb; sooner not")
  func aTouchFarBelowALaterFingerIsAPinchThumb() throws {
    func run(after ms: Int64, y: Int32) throws -> (TouchpadThumb, Int) {
      var s = EventScript()
      touch(&s, slot: 0, x: 500, y: 250)
      s.syn()
      s.at(ms)
      touch(&s, slot: 1, x: 450, y: y)
      s.syn()
      let f = try frames(s)
      return (try #require(thumbs(f).last), try #require(lastLanded(f)))
    }
    let (late, id) = try run(after: 150, y: 640)
    #expect(late.state == .pinch)
    #expect(late.id == id)
    #expect(late.reason == .belowFingers(millimetres: 39))
    #expect(late.ignoredForTap(id) && !late.ignoredForGesture(id))
    // Within THUMB_TIMEOUT and above the lower line: fingers landing together.
    #expect(try run(after: 50, y: 640).0.state == .finger)
    // Below the lower line (64.4 mm) landing together excuses nothing.
    #expect(try run(after: 50, y: 650).0.state == .pinch)
    // 25 mm apart or less: two fingers that may scroll.
    #expect(try run(after: 150, y: 500).0.state == .finger)
  }

  @Test("a touch landing 40 mm across from a finger over 20 mm/s for 6 frames is a thumb; 5 not")
  func aTouchBesideAFastFingerIsAThumb() throws {
    // Finger 1 moves `units` (0.1 mm) every 100 ms for `frames` frames and once more as
    // touch 2 lands 40 mm across: its speed counts once its motion history (reset as it lands
    // and the frame after) holds four points, one a frame over 20 mm/s.
    func run(_ units: Int32, frames n: Int) throws -> (TouchpadThumb, Int) {
      var s = EventScript()
      touch(&s, slot: 0, x: 100, y: 300)
      s.syn()
      for k in 1...n + 1 {
        s.at(Int64(100 * k))
        s.abs(AbsCode.mtSlot, 0)
        s.abs(AbsCode.mtPositionX, 100 + units * Int32(k))
        if k == n + 1 { touch(&s, slot: 1, x: 500 + units * Int32(k), y: 300) }
        s.syn()
      }
      let f = try frames(s)
      return (try #require(thumbs(f).last), try #require(lastLanded(f)))
    }
    let (fast, id) = try run(21, frames: 8)
    #expect(fast.state == .suppressed)
    #expect(fast.id == id)
    #expect(fast.reason == .besideFastFinger(frames: 6))
    #expect(try run(19, frames: 8).0.state == .finger, "19 mm/s is under the speed")
    #expect(try run(21, frames: 7).0.state == .finger, "5 frames over the speed are not enough")
  }

  @Test("a touch's speed count starts again when it lets up and when it lands")
  func theSpeedCountStartsAgainAtALanding() throws {
    // Finger 1 moves 2.1 mm every 100 ms (21 mm/s): 8 frames down, `hovering` frames let up
    // (pressure 10), `landed` frames down again, then touch 2 lands 40 mm across. libinput's
    // tp_begin_touch and tp_end_touch set the count to 0.
    func run(hovering: Int, landed: Int) throws -> TouchpadThumb.State? {
      var s = EventScript()
      touch(&s, slot: 0, x: 100, y: 300)
      s.syn()
      let total = 8 + hovering + landed
      for k in 1...total + 1 {
        s.at(Int64(100 * k))
        s.abs(AbsCode.mtSlot, 0)
        s.abs(AbsCode.mtPositionX, 100 + 21 * Int32(k))
        s.abs(AbsCode.mtPressure, k <= 8 || k > 8 + hovering ? 60 : 10)
        if k == total + 1 { touch(&s, slot: 1, x: 500 + 21 * Int32(k), y: 300) }
        s.syn()
      }
      return thumbs(try frames(s)).last?.state
    }
    #expect(try run(hovering: 0, landed: 0) == .suppressed)
    #expect(try run(hovering: 2, landed: 2) == .finger, "counted again from the landing")
    #expect(try run(hovering: 2, landed: 8) == .suppressed)
  }

  /// A finger at 25 mm and, 150 ms later, a touch at `y` (the pinch thumb), then the finger
  /// lifts and the thumb moves to `then` (0.1 mm).
  private func leftAlone(y: Int32, then: Int32) throws -> [TouchpadThumb] {
    var s = EventScript()
    touch(&s, slot: 0, x: 500, y: 250)
    s.syn()
    s.at(150)
    touch(&s, slot: 1, x: 450, y: y)
    s.syn()
    s.at(200)
    s.abs(AbsCode.mtSlot, 0)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    s.at(250)
    s.abs(AbsCode.mtSlot, 1)
    s.abs(AbsCode.mtPositionY, then)
    s.syn()
    return thumbs(try frames(s))
  }

  @Test("a thumb left alone on the pad is revived; in the thumb zone it stays ignored until out")
  func aThumbLeftAloneIsRevived() throws {
    #expect(try leftAlone(y: 560, then: 550).map(\.state) == [.finger, .pinch, .pinch, .revived])
    let zone = try leftAlone(y: 630, then: 620)
    #expect(zone.map(\.state) == [.finger, .pinch, .pinch, .revivedJailed])
    #expect(zone.last.map { $0.ignoredForGesture($0.id) } == true)
    #expect(try leftAlone(y: 630, then: 500).last?.state == .revived)
  }

  @Test("a revived thumb suppressed again is dead; another touch suppressed is the new thumb")
  func aRevivedThumbSuppressedAgainIsDead() throws {
    var t = try #require(try leftAlone(y: 560, then: 550).last)
    let id = t.id
    var other = t
    t.suppress(id)
    #expect(t.state == .dead && t.ignoredForTap(id))
    other.suppress(id + 1)
    #expect(other.state == .suppressed && other.id == id + 1)
  }

  @Test("a touch moving fast with no gesture going ends pinching: the pinch thumb is suppressed")
  func aFastTouchWithNoGestureEndsPinching() throws {
    // The pinch thumb lands still; then the upper finger moves 3 mm every 50 ms (60 mm/s).
    func run(gestureIdle: Bool) throws -> TouchpadThumb {
      var s = EventScript()
      touch(&s, slot: 0, x: 500, y: 250)
      s.syn()
      s.at(150)
      touch(&s, slot: 1, x: 450, y: 600)
      s.syn()
      for k in 1...16 {
        s.at(150 + Int64(50 * k))
        s.abs(AbsCode.mtSlot, 0)
        s.abs(AbsCode.mtPositionX, 500 - 30 * Int32(k))
        s.syn()
      }
      return try #require(thumbs(try frames(s), gestureIdle: gestureIdle).last)
    }
    let idle = try run(gestureIdle: true)
    #expect(idle.state == .suppressed && !idle.pinchEligible)
    let gesture = try run(gestureIdle: false)
    #expect(gesture.state == .pinch && gesture.pinchEligible)
  }

  @Test func thePadEmptyResetsThumbAndPinching() throws {
    var s = EventScript()
    touch(&s, slot: 0, x: 500, y: 620)
    s.syn()
    s.at(50)
    s.abs(AbsCode.mtTrackingID, -1)
    s.syn()
    let f = try frames(s)
    var t = TouchpadThumb()
    t.update(f[0], touchesOnPad: 1, gestureIdle: true)
    #expect(t.state == .jailed)
    t.update(f[1], touchesOnPad: 0, gestureIdle: true)
    #expect(t.state == .finger && t.id == -1)
    t.finish(touchesOnPad: 0)
    #expect(t.pinchEligible)
  }
}
