import GestureTestSupport
import Testing

@testable import GestureLive
@testable import Gestures

/// `--backend libinput` on a touchpad: libinput's own events (its gestures, finger scrolls,
/// tap and click buttons) become frames carrying its decisions, and the scene's touchpad
/// gestures act on them as they act on the evdev backend's stage. Times are µs on the frames,
/// ms in the decisions; deltas in libinput's 1000-dpi units.
@Suite("libinput's touchpad events as decisions")
struct LibinputTouchpadFramesTests {
  /// The judge scene's gestures, all simultaneous, on a 100 × 60 mm pad.
  final class Pad {
    let run: EngineRun
    var frames: LibinputTouchpadFrames

    init(_ configuration: TouchpadConfiguration = TouchpadConfiguration()) {
      let root = Region(name: "pad")
      for n in 1...3 {
        root.simultaneousGesture(TouchpadGesture(.tap, touches: n), name: "tap-\(n)")
        root.simultaneousGesture(TouchpadGesture(.click, touches: n), name: "click-\(n)")
      }
      root.simultaneousGesture(TouchpadGesture(.scroll), name: "scroll")
      for n in 3...4 {
        root.simultaneousGesture(TouchpadGesture(.swipe, touches: n), name: "swipe-\(n)")
        root.simultaneousGesture(TouchpadGesture(.drag, touches: n), name: "drag-\(n)")
      }
      for n in 2...4 {
        root.simultaneousGesture(TouchpadGesture(.pinch, touches: n), name: "pinch-\(n)")
      }
      for n in 1...4 {
        root.simultaneousGesture(TouchpadGesture(.hold, touches: n), name: "hold-\(n)")
      }
      run = EngineRun(root: root, surface: Rect(x: 0, y: 0, width: 100, height: 60))
      frames = LibinputTouchpadFrames(
        device: 0, width: 100, height: 60, configuration: configuration)
    }

    func send(_ frame: TouchFrame?) { if let frame { run.send(frame) } }

    /// `name:phase@ms` of every begin, end and cancel.
    var decisions: [String] {
      run.transitions.filter { $0.to == .began || $0.to == .ended || $0.to == .cancelled }
        .map { "\($0.gesture):\($0.to.rawValue)@\($0.time / 1000)" }
    }

    /// The JSON value `gesture` last had.
    func value(_ gesture: String) -> String? {
      run.recorder.steps.last { $0.transition.gesture == gesture }?.json
    }
  }

  @Test("libinput's three-finger swipe is swipe-3, moved by its unaccelerated deltas in mm")
  func swipe() {
    let pad = Pad()
    pad.send(pad.frames.begin(.swipe, fingers: 3, at: 100_000))
    for k in 1...4 {
      pad.send(pad.frames.change(dx: 1000, dy: 0, at: 100_000 + Int64(k) * 10_000))
    }
    pad.send(pad.frames.end(cancelled: false, at: 150_000))
    #expect(pad.decisions == ["swipe-3:began@100", "swipe-3:ended@150"])
    // Four deltas of 1000 units, 25.4 mm each.
    #expect(pad.value("swipe-3")?.contains("\"translation\":[101.600,0.000]") == true)
    // The other gestures heard libinput's decision and did not start.
    #expect(pad.run.reason("swipe-4") != nil)
    #expect(pad.run.reason("hold-3") != nil)
    // The taps failed with libinput's tapping idle, not off; with it off, they say so.
    #expect(pad.run.reason("tap-1")?.description.contains("tapping is off") == false)
    let off = Pad(TouchpadConfiguration(tapping: false))
    off.send(off.frames.begin(.swipe, fingers: 3, at: 0))
    off.send(off.frames.end(cancelled: false, at: 50_000))
    #expect(off.run.reason("tap-1")?.description.contains("tapping is off") == true)
  }

  @Test("libinput's pinch is pinch-N with its scale and summed angle")
  func pinch() {
    let pad = Pad()
    pad.send(pad.frames.begin(.pinch, fingers: 2, at: 0))
    pad.send(pad.frames.change(dx: 0, dy: 0, scale: 1.2, angle: 5, at: 10_000))
    pad.send(pad.frames.change(dx: 0, dy: 0, scale: 1.5, angle: 5, at: 20_000))
    pad.send(pad.frames.end(cancelled: false, at: 30_000))
    #expect(pad.decisions == ["pinch-2:began@0", "pinch-2:ended@30"])
    let v = pad.value("pinch-2") ?? ""
    #expect(v.contains("\"scale\":1.500000") && v.contains("\"angle\":10.000000"), "\(v)")
  }

  @Test("finger scrolls are one scroll from the first event to libinput's stop")
  func scroll() {
    let pad = Pad()
    for k in 0..<3 {
      pad.run.send(contentsOf: pad.frames.scroll(dx: 0, dy: 500, at: Int64(k) * 10_000))
    }
    #expect(pad.decisions == ["scroll:began@0"])
    pad.run.send(contentsOf: pad.frames.scroll(dx: 0, dy: 0, at: 40_000))
    #expect(pad.decisions == ["scroll:began@0", "scroll:ended@40"])
    // The first event's motion counts: three of 500 units.
    #expect(pad.value("scroll")?.contains("\"translation\":[0.000,38.100]") == true)
    // A stop with no scroll running is nothing.
    #expect(pad.frames.scroll(dx: 0, dy: 0, at: 50_000).isEmpty)
  }

  @Test("a button from tapping is a tap of its fingers by the map; the pad's own press a click")
  func tapsAndClicks() {
    let pad = Pad()
    pad.send(pad.frames.button(.right, pressed: true, physical: false, at: 0))
    pad.send(pad.frames.button(.right, pressed: false, physical: false, at: 10_000))
    pad.send(pad.frames.button(.left, pressed: true, physical: true, at: 100_000))
    pad.send(pad.frames.button(.left, pressed: false, physical: false, at: 200_000))
    #expect(pad.decisions == ["tap-2:ended@0", "click-1:ended@100"])
    // With the left-middle-right map, the right button is a three-finger tap.
    let lmr = Pad(TouchpadConfiguration(tapButtonMap: .lmr))
    lmr.send(lmr.frames.button(.right, pressed: true, physical: false, at: 0))
    lmr.send(lmr.frames.button(.right, pressed: false, physical: false, at: 10_000))
    #expect(lmr.decisions == ["tap-3:ended@0"])
  }

  @Test("three-finger drag: the button after a cancelled three-finger swipe is a drag, not a tap")
  func threeFingerDrag() {
    let pad = Pad(TouchpadConfiguration(threeFingerDrag: .threeFingers))
    pad.send(pad.frames.begin(.swipe, fingers: 3, at: 0))
    pad.send(pad.frames.end(cancelled: true, at: 80_000))
    pad.send(pad.frames.button(.left, pressed: true, physical: false, at: 90_000))
    pad.send(pad.frames.button(.left, pressed: false, physical: false, at: 900_000))
    #expect(
      pad.decisions == [
        "swipe-3:began@0", "swipe-3:cancelled@80", "drag-3:began@90", "drag-3:ended@900",
      ])
    // Off, the same button is a one-finger tap.
    let off = Pad()
    off.send(off.frames.begin(.swipe, fingers: 3, at: 0))
    off.send(off.frames.end(cancelled: true, at: 80_000))
    off.send(off.frames.button(.left, pressed: true, physical: false, at: 90_000))
    off.send(off.frames.button(.left, pressed: false, physical: false, at: 100_000))
    #expect(off.decisions == ["swipe-3:began@0", "swipe-3:cancelled@80", "tap-1:ended@90"])
  }

  @Test("a gesture begun over a running one cancels it; the device leaving cancels what runs")
  func cancellations() {
    let pad = Pad()
    pad.send(pad.frames.begin(.hold, fingers: 2, at: 0))
    pad.send(pad.frames.begin(.pinch, fingers: 2, at: 50_000))
    pad.send(pad.frames.cancelAll(at: 60_000))
    #expect(
      pad.decisions == [
        "hold-2:began@0", "hold-2:cancelled@50", "pinch-2:began@50", "pinch-2:cancelled@60",
      ])
    #expect(pad.frames.cancelAll(at: 70_000) == nil)
  }
}

extension EngineRun {
  /// Each of `frames`, in order.
  fileprivate func send(contentsOf frames: [TouchFrame]) {
    for f in frames { send(f) }
  }
}
