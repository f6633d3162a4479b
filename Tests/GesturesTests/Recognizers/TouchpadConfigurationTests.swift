import GestureTestSupport
import Testing

@testable import Gestures

/// libinput's tap-and-drag and drag lock (`evdev-mt-touchpad-tap.c`, 1.27 and later), each
/// setting on libinput's tap machine, and tapping off through the touchpad gestures. Times ms.
@Suite("Touchpad configuration (libinput's tap-and-drag and drag lock)")
struct TouchpadConfigurationTests {
  /// One tap event at `ms`, after the timer if it fell due, as the tracker feeds them.
  private func step(_ t: inout TouchpadTapping, _ e: TouchpadTapping.Event, _ ms: Int64) {
    t.timeReached(ms * 1000)
    t.beginStep()
    if e == .touch { t.fingerLanded() }
    if e == .release { t.fingerLifted() }
    t.handle(e, at: ms * 1000)
  }

  /// A one-finger tap at 0–30 ms, the finger back at 100 ms moving (a drag), lifted at 300 ms.
  private func dragged(_ c: TouchpadConfiguration) -> TouchpadTapping {
    var t = TouchpadTapping(configuration: c)
    step(&t, .touch, 0)
    step(&t, .release, 30)
    step(&t, .touch, 100)
    step(&t, .motion, 150)
    #expect(t.state == .dragging(fingers: 1))
    step(&t, .release, 300)
    return t
  }

  @Test("tap-and-drag off: a tap's button goes up at once, and a finger back moving is no drag")
  func tapAndDragOff() {
    var t = TouchpadTapping(configuration: TouchpadConfiguration(tapAndDrag: false))
    step(&t, .touch, 0)
    step(&t, .release, 30)
    #expect(t.pressed(fingers: 1))
    #expect(t.buttonsDown == 0)
    #expect(t.state == .idle)
    step(&t, .touch, 100)
    step(&t, .motion, 150)
    #expect(t.state == .dead)
    #expect(!t.isDragging)
    // Two and three fingers alike.
    for n in 2...3 {
      var m = TouchpadTapping(configuration: TouchpadConfiguration(tapAndDrag: false))
      for _ in 1...n { step(&m, .touch, 0) }
      for _ in 1...n { step(&m, .release, 30) }
      #expect(m.buttonsDown == 0 && m.state == .idle, "\(n) fingers")
    }
    // On (libinput's default): the button is held for the drag timeout.
    var on = TouchpadTapping()
    step(&on, .touch, 0)
    step(&on, .release, 30)
    #expect(on.buttonsDown == 1 && on.state == .tapped(fingers: 1))
  }

  @Test("drag lock off: the drag's button goes up with the lift")
  func dragLockOff() {
    let t = dragged(TouchpadConfiguration(dragLock: .disabled))
    #expect(t.buttonsDown == 0)
    #expect(t.state == .idle)
  }

  @Test("drag lock on a timeout: held 300 ms after the lift (DEFAULT_DRAGLOCK_TIMEOUT_PERIOD)")
  func dragLockTimeout() {
    var t = dragged(TouchpadConfiguration(dragLock: .timeout))
    #expect(t.state == .draggingWait(fingers: 1))
    let early = t.timeReached(599_000)  // not due: the timer falls due at 600 ms
    #expect(!early && t.buttonsDown == 1)
    t.timeReached(600_000)
    #expect(t.buttonsDown == 0 && t.state == .idle)
    // Back within the 300 ms: the drag goes on.
    var back = dragged(TouchpadConfiguration(dragLock: .timeout))
    step(&back, .touch, 590)
    step(&back, .motion, 620)
    #expect(back.state == .dragging(fingers: 1) && back.buttonsDown == 1)
  }

  @Test("sticky drag lock: held after the lift until a tap ends it")
  func dragLockSticky() {
    var t = dragged(TouchpadConfiguration(dragLock: .sticky))
    #expect(t.state == .draggingWait(fingers: 1))
    #expect(t.deadline == nil)
    t.timeReached(60_000_000)
    #expect(t.buttonsDown == 1)
    step(&t, .touch, 61_000)
    step(&t, .release, 61_030)
    #expect(t.buttonsDown == 0 && t.state == .idle)
  }

  @Test("tapping off: no tap is decided, and the touchpad's other gestures run as with it on")
  func tappingOff() {
    let run = touchpadRun()
    run.touchpad = nil
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    run.frame(at: 30, .up(1), .up(2))
    #expect(!run.succeeded.contains("pad/tap-2"))
    #expect(run.reason("tap-2") == .touchpadNotTapped(fingers: 2, state: "tapping is off"))
    let d = TestDevices.touchpad(slots: 5)
    #expect(MultitouchDecoder(device: d).frame.touchpad?.tapping == true)
    let off = MultitouchDecoder(device: d, touchpad: TouchpadConfiguration(tapping: false))
    #expect(off.frame.touchpad?.tapping == false)
    let sticky = MultitouchDecoder(device: d, touchpad: TouchpadConfiguration(dragLock: .sticky))
    #expect(sticky.frame.touchpad?.dragLock == .sticky)
    #expect(MultitouchDecoder(device: TestDevices.touchscreenB()).frame.touchpad == nil)
  }

  @Test("tap button map: two fingers right and three middle (lrm), or the other way (lmr)")
  func tapButtonMap() {
    let lrm = TouchpadTapping()
    let lmr = TouchpadTapping(configuration: TouchpadConfiguration(tapButtonMap: .lmr))
    #expect([1, 2, 3].map(lrm.button(fingers:)) == [.left, .right, .middle])
    #expect([1, 2, 3].map(lmr.button(fingers:)) == [.left, .middle, .right])
  }

  @Test("the click method decides whether a clickpad has button areas (tp_switch_click_method)")
  func clickMethodAndButtonAreas() {
    let pad = TestDevices.touchpad(slots: 3)
    #expect(MultitouchDecoder(device: pad).frame.buttonAreaTop != nil)
    for method in [TouchpadConfiguration.ClickMethod.clickfinger, .disabled] {
      let d = MultitouchDecoder(device: pad, touchpad: TouchpadConfiguration(clickMethod: method))
      // The bottom strip is fingers like the rest: gestures count a touch resting there.
      #expect(d.frame.buttonAreaTop == nil)
    }
    var apple = pad
    apple.id.vendor = 0x05ac
    #expect(MultitouchDecoder(device: apple).frame.buttonAreaTop == nil)
    let areas = TouchpadConfiguration(clickMethod: .buttonAreas)
    #expect(MultitouchDecoder(device: apple, touchpad: areas).frame.buttonAreaTop != nil)
  }
}
