import GestureTesting
import Gestures
import Testing

/// Scripts compile to exactly the evdev stream a protocol-B device sends, and decode back to
/// the scripted contacts through the same decoder as real input.
@Suite struct ScriptEventTests {
  let small = VirtualDevice.touchscreen(width: 100, height: 60, resolution: 10, slots: 4)

  /// (type, code, value) per event, with the frame's time.
  func events(_ trace: InMemoryTrace) -> [(Int64, UInt16, UInt16, Int32)] {
    trace.events().map { ($0.time, $0.type, $0.code, $0.value) }
  }

  @Test func aTapIsTwoFrames() throws {
    let trace = try TouchScript.tap(at: Point(x: 10, y: 20)).trace(on: small)
    let got = events(trace)
    let want: [(Int64, UInt16, UInt16, Int32)] = [
      (0, EventType.abs, AbsCode.mtTrackingID, 0),
      (0, EventType.abs, AbsCode.mtPositionX, 100),
      (0, EventType.abs, AbsCode.mtPositionY, 200),
      (0, EventType.key, KeyCode.btnTouch, 1),
      (0, EventType.abs, AbsCode.x, 100),
      (0, EventType.abs, AbsCode.y, 200),
      (0, EventType.syn, SynCode.report, 0),
      (50_000, EventType.abs, AbsCode.mtTrackingID, -1),
      (50_000, EventType.key, KeyCode.btnTouch, 0),
      (50_000, EventType.syn, SynCode.report, 0),
    ]
    #expect(got.count == want.count)
    for (g, w) in zip(got, want) { #expect(g == w) }
  }

  @Test func aSecondTapInheritsTheSlotPositionAndGetsANewTrackingID() throws {
    let trace = try TouchScript.doubleTap(at: Point(x: 10, y: 20)).trace(on: small)
    let second = events(trace).filter { $0.0 == 180_000 }
    // Same place: the position is not repeated (values are sent only when they change).
    #expect(second.map(\.2) == [AbsCode.mtTrackingID, KeyCode.btnTouch, SynCode.report])
    #expect(second[0].3 == 1)
  }

  @Test func movesAreReportedEveryFrameTickAndOnlyWhenAValueChanges() throws {
    let script = TouchScript(
      TouchPath(at: Point(x: 10, y: 20)).moving(
        to: Point(x: 20, y: 20), duration: 0.04, profile: .linear))
    let trace = try script.trace(on: small)
    let frames = Set(trace.events().map(\.time)).sorted()
    #expect(frames == [0, 8_000, 16_000, 24_000, 32_000, 40_000])
    let ys = trace.events().filter { $0.code == AbsCode.mtPositionY }
    #expect(ys.count == 1)  // y never changes after the landing
    let xs = trace.events().filter { $0.code == AbsCode.mtPositionX }.map(\.value)
    // 10 mm in 40 ms is 20 units a frame; the finger lifts as it arrives, so the frame at
    // 40 ms is the lift and 200 is never reported.
    #expect(xs == [100, 120, 140, 160, 180])
    let held = try TouchScript(
      TouchPath(at: Point(x: 10, y: 20)).moving(
        to: Point(x: 20, y: 20), duration: 0.04, profile: .linear
      ).holding(for: 0.01)
    ).trace(on: small)
    let heldXs = held.events().filter { $0.code == AbsCode.mtPositionX }.map(\.value)
    #expect(heldXs == [100, 120, 140, 160, 180, 200])
  }

  @Test func secondFingerUsesSlotOneAndTouchpadsCountFingers() throws {
    let pad = VirtualDevice.touchpad(width: 100, height: 60, resolution: 10, slots: 2)
    let script = TouchScript.staggered(
      at: [Point(x: 10, y: 10), Point(x: 30, y: 10)], interval: 0.02, hold: 0.03)
    let got = events(try script.trace(on: pad))
    let second = got.filter { $0.0 == 20_000 }.map { ($0.1, $0.2, $0.3) }
    let want: [(UInt16, UInt16, Int32)] = [
      (EventType.abs, AbsCode.mtSlot, 1),
      (EventType.abs, AbsCode.mtTrackingID, 1),
      (EventType.abs, AbsCode.mtPositionX, 300),
      (EventType.abs, AbsCode.mtPositionY, 100),
      (EventType.key, KeyCode.btnToolFinger, 0),
      (EventType.key, KeyCode.btnToolDoubleTap, 1),
      (EventType.syn, SynCode.report, 0),
    ]
    #expect(second.count == want.count)
    for (g, w) in zip(second, want) { #expect(g == w) }
    // Both lift in one frame: slot 0 is selected again first.
    let lift = got.filter { $0.0 == 50_000 }.map(\.2)
    #expect(
      lift == [
        AbsCode.mtSlot, AbsCode.mtTrackingID, AbsCode.mtSlot, AbsCode.mtTrackingID,
        KeyCode.btnTouch, KeyCode.btnToolDoubleTap, SynCode.report,
      ])
  }

  @Test func pointerEmulationFollowsTheOldestContact() throws {
    let script = TouchScript.staggered(
      at: [Point(x: 10, y: 10), Point(x: 30, y: 10)], interval: 0.02, hold: 0.03)
    let got = events(try script.trace(on: small))
    let pointer = got.filter { $0.1 == EventType.abs && $0.2 == AbsCode.x }.map(\.3)
    #expect(pointer == [100])  // the second finger never moves the pointer
  }

  @Test func descriptionsSayWhatTheDeviceIs() throws {
    let screen = VirtualDevice.touchscreen().deviceDescription
    #expect(screen.kind == .touchscreen)
    #expect(TouchProtocol(device: screen) == .slots)
    let surface = try #require(TouchSurface(device: screen))
    #expect(surface.width == 256 && surface.height == 160)
    #expect(surface.scaleSource == .resolution)
    #expect(screen.absInfo[AbsCode.mtSlot]?.maximum == 9)

    let pad = VirtualDevice.touchpad(slots: 3).deviceDescription
    #expect(pad.kind == .touchpad)
    #expect(pad.has(type: EventType.key, code: KeyCode.btnToolTripleTap))
    #expect(!pad.has(type: EventType.key, code: KeyCode.btnToolQuadTap))
    #expect(pad.properties == [InputProperty.pointer, InputProperty.buttonpad])
  }

  @Test func decodedContactsAreTheScriptedPositions() throws {
    let script = TouchScript.drag(
      from: Point(x: 12.3, y: 45.6), to: Point(x: 80.1, y: 20.2), duration: 0.25)
    var decoder = MultitouchDecoder(device: small.deviceDescription)
    var last: Contact?
    var first: Contact?
    for e in try script.trace(on: small).events() where try decoder.feed(e) {
      for c in decoder.frame.contacts {
        if first == nil { first = c }
        if c.phase != .up { last = c }
      }
    }
    let a = try #require(first)
    let b = try #require(last)
    // Within half a raw unit (0.05 mm at 10 units/mm).
    #expect(abs(a.x - 12.3) <= 0.05 && abs(a.y - 45.6) <= 0.05)
    #expect(abs(b.x - 80.1) <= 0.05 && abs(b.y - 20.2) <= 0.05)
  }

  @Test func noiseIsSeededAndDeterministic() throws {
    let press = TouchScript.longPress(at: Point(x: 50, y: 30), duration: 0.2)
    let a = try press.withNoise(amplitude: 0.5, seed: 7).trace(on: small).events()
    let b = try press.withNoise(amplitude: 0.5, seed: 7).trace(on: small).events()
    let c = try press.withNoise(amplitude: 0.5, seed: 8).trace(on: small).events()
    let still = try press.trace(on: small).events()
    #expect(a == b)
    #expect(a != c)
    // A still finger reports nothing between landing and lift; a noisy one every frame.
    #expect(Set(still.map(\.time)).count == 2)
    #expect(Set(a.map(\.time)).count > 20)
    for e in a where e.code == AbsCode.mtPositionX { #expect(abs(e.value - 500) <= 5) }
  }

  @Test func tooManyFingersForTheSlotsIsAnError() {
    let two = VirtualDevice.touchscreen(slots: 2)
    #expect(throws: TouchScriptError.self) {
      try TouchScript.tap(at: Point(x: 100, y: 80), fingers: 3).trace(on: two)
    }
    do {
      _ = try TouchScript.tap(at: Point(x: 100, y: 80), fingers: 3).trace(on: two)
    } catch {
      #expect(error.message.contains("3 fingers are down at 0.000 s, more than the 2 slots"))
    }
  }

  @Test func scriptsOffTheSurfaceOrWithoutDurationAreErrors() {
    let off = TouchScript.drag(from: Point(x: 90, y: 30), to: Point(x: 120, y: 30))
    do {
      _ = try off.trace(on: small)
      Issue.record("a drag off the surface compiled")
    } catch {
      #expect(error.message.contains("outside the 100.0 × 60.0 mm surface"))
    }
    let instant = TouchScript(TouchPath(at: Point(x: 10, y: 10)))
    #expect(throws: TouchScriptError.self) { try instant.trace(on: small) }
    let early = TouchScript(TouchPath(at: Point(x: 10, y: 10), landing: -1).holding(for: 2))
    #expect(throws: TouchScriptError.self) { try early.trace(on: small) }
  }

  @Test func replayReportsScriptErrors() {
    #expect(throws: ReplayError.self) {
      try GestureReplay.run(.tap(at: Point(x: 500, y: 10)))
    }
  }
}
