import GestureTestSupport
import Testing

@testable import Gestures

/// The button libinput sends for a touchpad's physical press (``TouchFrame/click``): the test
/// clickpad is 99.9 × 69.9 mm at 10 units/mm, its soft buttons below 59.9 mm.
@Suite struct ClickTests {
  /// One finger at (x, y) units, BTN_TOUCH down, then the pad's BTN_LEFT: the press frame's
  /// click.
  private func click(
    _ device: DeviceDescription, fingers: [(Int32, Int32)],
    configuration: TouchpadConfiguration = TouchpadConfiguration()
  ) throws -> PadButtons {
    var s = EventScript()
    for (i, (x, y)) in fingers.enumerated() {
      s.touch(slot: Int32(i), id: Int32(i + 1), x: x, y: y)
    }
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(20)
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    let frames = try decode(device, s.events, touchpad: configuration)
    #expect(frames.first?.click == [])
    return frames.last?.click ?? []
  }

  @Test("the click method set: clickfinger, none, or button areas on an Apple pad")
  func clickMethods() throws {
    let pad = TestDevices.touchpad(slots: 3)
    let fingers = TouchpadConfiguration(clickMethod: .clickfinger)
    // In the right soft button's place, one finger clicks left and two right.
    #expect(try click(pad, fingers: [(800, 650)], configuration: fingers) == .left)
    #expect(try click(pad, fingers: [(800, 650), (700, 650)], configuration: fingers) == .right)
    let none = TouchpadConfiguration(clickMethod: .disabled)
    #expect(try click(pad, fingers: [(800, 650)], configuration: none) == .left)
    #expect(try click(pad, fingers: [(800, 650), (700, 650)], configuration: none) == .left)
    var apple = pad
    apple.id.vendor = 0x05ac
    let areas = TouchpadConfiguration(clickMethod: .buttonAreas)
    #expect(try click(apple, fingers: [(800, 650)], configuration: areas) == .right)
    #expect(try click(apple, fingers: [(800, 650)]) == .left)
  }

  @Test("clickfinger's left-middle-right map: two fingers middle, three right")
  func clickfingerMap() throws {
    let pad = TestDevices.touchpad(slots: 3)
    let lmr = TouchpadConfiguration(clickMethod: .clickfinger, clickfingerButtonMap: .lmr)
    #expect(try click(pad, fingers: [(500, 300)], configuration: lmr) == .left)
    #expect(try click(pad, fingers: [(500, 300), (600, 300)], configuration: lmr) == .middle)
    #expect(
      try click(pad, fingers: [(500, 300), (600, 300), (700, 300)], configuration: lmr) == .right)
    // The button areas do not read it.
    let areas = TouchpadConfiguration(clickfingerButtonMap: .lmr)
    #expect(try click(pad, fingers: [(800, 650)], configuration: areas) == .right)
  }

  @Test("a clickpad's press sends the soft button under the finger (libinput soft buttons)")
  func softButtons() throws {
    let pad = TestDevices.touchpad()
    // The bottom area: left to 37.5 % of the width (37.46 mm), middle to 62.5 % (62.44 mm),
    // right beyond.
    #expect(try click(pad, fingers: [(800, 650)]) == .right)
    #expect(try click(pad, fingers: [(370, 650)]) == .left)
    #expect(try click(pad, fingers: [(380, 650)]) == .middle)
    #expect(try click(pad, fingers: [(620, 650)]) == .middle)
    #expect(try click(pad, fingers: [(630, 650)]) == .right)
    // Middle before right before left.
    #expect(try click(pad, fingers: [(100, 650), (800, 650)]) == .right)
    #expect(try click(pad, fingers: [(500, 650), (800, 650)]) == .middle)
    // Above the area, anywhere: left.
    #expect(try click(pad, fingers: [(800, 580)]) == .left)
  }

  @Test("an Apple pad clicks by fingers: one left, two right, three middle (clickfinger)")
  func clickfinger() throws {
    var pad = TestDevices.touchpad(slots: 3)
    pad.id.vendor = 0x05ac
    #expect(try click(pad, fingers: [(500, 300)]) == .left)
    #expect(try click(pad, fingers: [(500, 300), (600, 300)]) == .right)
    #expect(try click(pad, fingers: [(500, 300), (600, 300), (700, 300)]) == .middle)
  }

  /// Slot 0's finger lands at `path[0]` (units) and moves through the rest, 10 ms a step; then
  /// the pad is pressed: the press frame's click.
  private func clickAfter(_ path: [(Int32, Int32)]) throws -> PadButtons {
    var s = EventScript()
    for (i, (x, y)) in path.enumerated() {
      s.at(Int64(i) * 10)
      if i == 0 {
        s.touch(slot: 0, id: 1, x: x, y: y)
        s.key(KeyCode.btnTouch, 1)
      } else {
        s.abs(AbsCode.mtPositionX, x)
        s.abs(AbsCode.mtPositionY, y)
      }
      s.syn()
    }
    s.at(Int64(path.count) * 10)
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    return try decode(TestDevices.touchpad(), s.events).last?.click ?? []
  }

  @Test("a finger counts for the soft button it landed in, the main area once it left it")
  func softButtonsFollowTheTouch() throws {
    // Landed in the right button: right; moved within the area, the button under it.
    #expect(try clickAfter([(800, 650)]) == .right)
    #expect(try clickAfter([(100, 650), (300, 650), (800, 650)]) == .right)
    // Landed above the area (59.9 mm), then moved into the right button: left
    // (tp_button_area_handle_event keeps BUTTON_STATE_AREA).
    #expect(try clickAfter([(800, 598), (800, 650)]) == .left)
    #expect(try clickAfter([(800, 600), (800, 650)]) == .right)
    // Left the area and came back: left.
    #expect(try clickAfter([(800, 650), (800, 590), (800, 650)]) == .left)
  }

  @Test("a clickpad pressed with no touch sends its button when a touch lands, nothing without")
  func pressWithoutTouchWaits() throws {
    var s = EventScript()
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    s.at(30)
    s.touch(slot: 0, id: 1, x: 800, y: 650)
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(60)
    s.abs(AbsCode.mtPositionX, 810)
    s.syn()
    let frames = try decode(TestDevices.touchpad(), s.events)
    #expect(frames.map(\.click) == [[], .right, []])
    // Released before any touch: nothing, then or later.
    var r = EventScript()
    r.key(KeyCode.btnLeft, 1)
    r.syn()
    r.at(30)
    r.key(KeyCode.btnLeft, 0)
    r.syn()
    r.at(60)
    r.touch(slot: 0, id: 1, x: 800, y: 650)
    r.key(KeyCode.btnTouch, 1)
    r.syn()
    #expect(try decode(TestDevices.touchpad(), r.events).allSatisfy { $0.click.isEmpty })
  }

  @Test("clickfinger: two fingers far apart click as one; four fingers send nothing")
  func clickfingerDistance() throws {
    var pad = TestDevices.touchpad(slots: 4)
    pad.id.vendor = 0x05ac
    // 40 mm across at most (tp_clickfinger_within_distance).
    #expect(try click(pad, fingers: [(100, 300), (500, 300)]) == .right)
    #expect(try click(pad, fingers: [(100, 300), (510, 300)]) == .left)
    // 30 mm along at most.
    #expect(try click(pad, fingers: [(500, 100), (500, 400)]) == .right)
    #expect(try click(pad, fingers: [(500, 100), (500, 410)]) == .left)
    // 20 to 30 mm along with one in the bottom 20 mm (below 49.9 mm) and the other not: apart.
    #expect(try click(pad, fingers: [(500, 300), (500, 510)]) == .left)
    #expect(try click(pad, fingers: [(500, 300), (500, 499)]) == .right)
    #expect(try click(pad, fingers: [(500, 310), (500, 510)]) == .right)
    // Four fingers: no button (tp_clickfinger_set_button's default).
    #expect(
      try click(pad, fingers: [(300, 300), (400, 300), (500, 300), (600, 300)]) == [])
  }

  @Test("each press of a finger resting on the pad is a click (libinput sends each)")
  func pressesOnARestingFinger() {
    let root = Region(name: "pad")
    root.simultaneousGesture(TouchpadGesture(.click, touches: 1), name: "click-1")
    let run = EngineRun(root: root)
    var pressed = false
    var sent = false
    run.device = {
      $0.isClickpad = true
      $0.buttons = pressed ? .left : []
      $0.click = sent ? .left : []
    }
    run.frame(at: 0, .down(1, 30, 20))
    for k in 0..<4 {
      let t = Double(100 + 200 * k)
      (pressed, sent) = (true, true)
      run.frame(at: t, .move(1, 30, 20))
      sent = false
      run.frame(at: t + 10, .move(1, 30.01, 20))
      pressed = false
      run.frame(at: t + 100, .move(1, 30, 20))
    }
    #expect(run.succeeded == Array(repeating: "pad/click-1", count: 4))
  }

  @Test("a click gesture ends at the press that sends its button; a press of another fails it")
  func clickGesture() {
    func run(_ sent: PadButtons) -> EngineRun {
      let root = Region(name: "pad")
      for n in 1...3 {
        root.simultaneousGesture(TouchpadGesture(.click, touches: n), name: "click-\(n)")
      }
      let run = EngineRun(root: root)
      var pressing = false
      run.device = {
        $0.isClickpad = true
        if pressing {
          $0.buttons = .left
          $0.click = sent
        }
      }
      run.frame(at: 0, .down(1, 30, 20), .down(2, 50, 20))
      pressing = true
      run.frame(at: 50, .move(1, 30, 20))
      pressing = false
      run.frame(at: 120, .up(1), .up(2))
      return run
    }
    #expect(run(.right).succeeded == ["pad/click-2"])
    #expect(run(.middle).succeeded == ["pad/click-3"])
    let left = run(.left)
    #expect(left.succeeded == ["pad/click-1"])
    #expect(left.reason("click-2") == .touchpadNotClicked(button: "right"))
  }
}
