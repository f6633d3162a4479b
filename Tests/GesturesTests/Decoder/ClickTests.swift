import GestureTestSupport
import Testing

@testable import Gestures

/// The button libinput sends for a touchpad's physical press (``TouchFrame/click``): the test
/// clickpad is 99.9 × 69.9 mm at 10 units/mm, its soft buttons below 59.9 mm.
@Suite struct ClickTests {
  /// One finger at (x, y) units, BTN_TOUCH down, then the pad's BTN_LEFT: the press frame's
  /// click.
  private func click(_ device: DeviceDescription, fingers: [(Int32, Int32)]) throws -> PadButtons {
    var s = EventScript()
    for (i, (x, y)) in fingers.enumerated() {
      s.touch(slot: Int32(i), id: Int32(i + 1), x: x, y: y)
    }
    s.key(KeyCode.btnTouch, 1)
    s.syn()
    s.at(20)
    s.key(KeyCode.btnLeft, 1)
    s.syn()
    let frames = try decode(device, s.events)
    #expect(frames.first?.click == [])
    return frames.last?.click ?? []
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
