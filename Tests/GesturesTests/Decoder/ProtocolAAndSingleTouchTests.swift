import Testing

@testable import Gestures

@Suite struct ProtocolATests {
  let device = TestDevices.touchscreenA()

  func report(_ s: inout EventScript, _ points: [(Int32, Int32)]) {
    for (x, y) in points {
      s.abs(AbsCode.mtPositionX, x)
      s.abs(AbsCode.mtPositionY, y)
      s.syn(SynCode.mtReport)
    }
    if points.isEmpty { s.syn(SynCode.mtReport) }
    s.syn()
  }

  @Test func contactsAreMatchedByNearestNeighbour() throws {
    var s = EventScript()
    report(&s, [(100, 100), (900, 100)])
    s.at(10)
    // Listed in the other order: matching must follow positions, not order.
    report(&s, [(880, 110), (120, 105)])
    s.at(20)
    report(&s, [(130, 110)])
    s.at(30)
    report(&s, [])
    let frames = try decode(device, s.events)
    #expect(
      frames.map(\.phases) == [
        ["down@0", "down@1"], ["moved@0", "moved@1"], ["moved@0", "up@1"], ["up@0"],
      ])
    let first = frames[0].contacts
    let second = frames[1].contacts
    #expect(second.first { $0.id == first[0].id }!.x == 12)
    #expect(second.first { $0.id == first[1].id }!.x == 88)
  }

  @Test func frameWithoutMultitouchDataKeepsContacts() throws {
    var s = EventScript()
    report(&s, [(100, 100)])
    s.key(KeyCode.btnTouch, 1)
    s.at(10)
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    s.at(20)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["up@0"]])
    #expect(frames[1].time == 20_000)
  }

  @Test func newContactTakesTheLowestFreeSlot() throws {
    var s = EventScript()
    report(&s, [(100, 100), (500, 500)])
    s.at(10)
    report(&s, [(500, 500)])
    s.at(20)
    report(&s, [(500, 500), (1500, 900)])
    let frames = try decode(device, s.events)
    #expect(frames[2].phases == ["down@0", "stationary@1"])
  }
}

@Suite struct SingleTouchTests {
  @Test func tapThenDrag() throws {
    var s = EventScript()
    s.abs(AbsCode.x, 400)
    s.abs(AbsCode.y, 400)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(50)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
    s.at(300)
    s.abs(AbsCode.x, 100)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(310)
    s.abs(AbsCode.x, 140)
    s.syn()
    s.at(320)
    s.key(KeyCode.btnTouch, 0)
    s.syn()
    let frames = try decode(TestDevices.singleTouch(), s.events)
    #expect(frames.map(\.phases) == [["down@0"], ["up@0"], ["down@0"], ["moved@0"], ["up@0"]])
    #expect(frames[0].contacts[0].x == 100 && frames[3].contacts[0].x == 35)
    #expect(frames[0].contacts[0].id != frames[2].contacts[0].id)
  }
}

@Suite struct SurfaceTests {
  @Test func resolutionGivesMillimetres() throws {
    let surface = try #require(TouchSurface(device: TestDevices.touchscreenB(resolution: 10)))
    #expect(surface.scaleSource == .resolution)
    #expect(abs(surface.width - 199.9) < 1e-9 && abs(surface.height - 99.9) < 1e-9)
    #expect(surface.notice == nil)
  }

  @Test func udevSizeWhenNoResolution() throws {
    var device = TestDevices.touchscreenB(resolution: 0)
    device.udevProperties = ["ID_INPUT_WIDTH_MM": "300", "ID_INPUT_HEIGHT_MM": "150"]
    let surface = try #require(TouchSurface(device: device))
    #expect(surface.scaleSource == .udev)
    #expect(abs(surface.width - 300) < 1e-9 && abs(surface.height - 150) < 1e-9)
    #expect(surface.notice?.contains("udev") == true)
  }

  @Test func fallbacksSayWhatTheyAssume() throws {
    var pad = TestDevices.touchpad()
    pad.absInfo[AbsCode.mtPositionX]!.resolution = 0
    pad.absInfo[AbsCode.mtPositionY]!.resolution = 0
    let padSurface = try #require(TouchSurface(device: pad))
    #expect(padSurface.scaleSource == .fallback)
    #expect(abs(padSurface.width - 69) < 1e-9 && abs(padSurface.height - 50) < 1e-9)
    #expect(padSurface.notice?.contains("69×50 mm touchpad") == true)

    let screen = try #require(TouchSurface(device: TestDevices.touchscreenB(resolution: 0)))
    let diagonal = (screen.width * screen.width + screen.height * screen.height).squareRoot()
    #expect(abs(diagonal - 254) < 1e-9)
    #expect(screen.notice?.contains("254 mm") == true)
  }

  @Test func deviceKinds() {
    #expect(TestDevices.touchscreenB().kind == .touchscreen)
    #expect(TestDevices.touchpad().kind == .touchpad)
    #expect(TestDevices.touchscreenA().kind == .touchscreen)
    #expect(DeviceDescription(name: "keyboard", codes: [EventType.key: [30]]).kind == .other)
  }
}
