import GestureTestSupport
import Testing

@testable import Gestures

/// Finger-count changes inside a gesture: bounces, extra touches, restarts (the arena's rule 5)
/// and fingers a touchpad counts without placing.
@Suite struct FingerCountChangeTests {
  /// A two-finger scroll whose second finger lifts at 300 ms for `gap` ms and lands again
  /// 1 mm from where it lifted.
  private func bounce(gap: Double) -> EngineRun {
    let run = twoFingerPad(DragGesture(touches: 2))
    run.frame(0, [(1, 40, 20, .down), (2, 60, 20, .down)])
    run.scroll(1, 2, from: 10, to: 290)
    run.frame(300, [(1, 40, 50, .moved), (2, 60, 50, .up)])
    var t = 310.0
    while t < 300 + gap {
      run.frame(t, [(1, 40, 20 + t / 10, .moved)])
      t += 10
    }
    run.frame(
      300 + gap, [(1, 40, 20 + (300 + gap) / 10, .moved), (3, 61, 20 + (300 + gap) / 10, .down)])
    run.scroll(1, 3, from: 310 + gap, to: 900)
    run.frame(910, [(1, 40, 111, .up), (3, 61, 111, .up)])
    return run
  }

  @Test func aBounceOf40Or80MsContinuesTheDrag() {
    for gap in [40.0, 80.0] {
      let log = bounce(gap: gap).log
      #expect(log.first == "20 possible→began", "\(gap)")
      #expect(log.filter { $0.hasSuffix("→ended") } == ["910 changed→ended"], "\(gap) ms: \(log)")
      #expect(!log.contains { $0.contains("failed") || $0.contains("cancelled") }, "\(gap)")
    }
  }

  @Test func aLiftOf150MsEndsTheDragAndItStartsAgainWhenTwoFingersAreDown() {
    let log = bounce(gap: 150).log
    // The lift is held 100 ms, then delivered; the finger that lands at 450 ms makes two
    // again: a new drag (rule 5), which begins once it has moved 10 pt (3.5 mm).
    #expect(log.contains("400 changed→ended"), "\(log)")
    let afterwards = log.drop { $0 != "400 changed→ended" }.dropFirst()
    #expect(afterwards.first?.hasSuffix("possible→began") == true, "\(log)")
    #expect(log.last == "910 changed→ended")
  }

  @Test func aBounceTooFarAwayIsANewFinger() {
    let run = twoFingerPad(DragGesture(touches: 2))
    run.frame(0, [(1, 40, 20, .down), (2, 60, 20, .down)])
    run.scroll(1, 2, from: 10, to: 290)
    run.frame(300, [(1, 40, 50, .moved), (2, 60, 50, .up)])
    run.frame(340, [(1, 40, 54, .moved), (3, 80, 54, .down)])  // 20 mm away
    run.engine.advance(to: 500_000)
    // Not a continuation but a new finger: the hand changed, so the held lift is a lift now
    // and ends the drag (it does not wait for the window, nor count as a third finger).
    #expect(run.log.contains("340 changed→ended"), "\(run.log)")
  }

  @Test func anExtraTouchDuringAnActiveDragIsIgnoredUnlessAskedToCancel() {
    func log(_ extraTouches: ExtraTouches) -> [String] {
      let run = twoFingerPad(DragGesture(touches: 2, extraTouches: extraTouches))
      run.frame(0, [(1, 40, 20, .down), (2, 60, 20, .down)])
      run.scroll(1, 2, from: 10, to: 300)
      run.frame(310, [(1, 40, 51, .moved), (2, 60, 51, .moved), (3, 50, 65, .down)])
      run.scroll(1, 2, from: 320, to: 600)
      run.frame(610, [(1, 40, 81, .up), (2, 60, 81, .up), (3, 50, 65, .up)])
      return run.log
    }
    let ignored = log(.ignored)
    #expect(ignored.last == "610 changed→ended", "\(ignored)")
    #expect(!ignored.contains { $0.contains("cancelled") })
    #expect(log(.cancel).contains("310 changed→cancelled"))
  }

  @Test func aDragFailedByAThirdFingerStartsAgainWhenItLifts() {
    let run = twoFingerPad(DragGesture(touches: 2))
    run.frame(0, [(1, 40, 20, .down), (2, 60, 20, .down)])
    run.frame(20, [(3, 50, 65, .down)])  // before the drag began: fails it
    run.frame(120, [(3, 50, 65, .up)])
    run.scroll(1, 2, from: 130, to: 500)
    run.frame(510, [(1, 40, 71, .up), (2, 60, 71, .up)])
    let log = run.log
    #expect(
      log.first == "20 possible→failed",
      "\(run.transitions.map { $0.reason?.description ?? "" })")
    #expect(run.transitions.first?.reason == .tooManyTouches(count: 3, allowed: 2))
    #expect(log.contains { $0.hasSuffix("possible→began") }, "\(log)")
    #expect(log.last == "510 changed→ended")
  }

  @Test func aWinnerKeepsItsTouchesFromARestart() {
    // A one-finger long press wins while the two-finger drag is failed for its count: lifting
    // the extra finger does not restart the drag on the long press's finger.
    let root = Region(name: "pad")
    root.gesture(LongPressGesture(), name: "press")
    root.gesture(DragGesture(touches: 2), name: "drag2")
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, sink: recorder)
    func f(_ ms: Int64, _ c: [Contact], _ n: Int) {
      engine.handle(TouchFrame(time: ms * 1000, device: 0, contacts: c, fingerCount: n))
    }
    f(0, [Contact(id: 1, slot: 0, x: 10, y: 10, phase: .down)], 1)
    engine.advance(to: 600_000)
    f(
      700,
      [
        Contact(id: 1, slot: 0, x: 10, y: 10, phase: .stationary),
        Contact(id: 2, slot: 1, x: 30, y: 10, phase: .down),
      ], 2)
    f(
      800,
      [
        Contact(id: 1, slot: 0, x: 10, y: 10, phase: .stationary),
        Contact(id: 2, slot: 1, x: 30, y: 10, phase: .up),
      ], 1)
    #expect(!recorder.transitions.contains { $0.gesture == "drag2" && $0.to == .began })
  }

  @Test func aSingleTouchTouchpadsSecondFingerDragsAlong() {
    // A single-touch touchpad: one position, BTN_TOOL_DOUBLETAP counts the second finger.
    let run = twoFingerPad(DragGesture(touches: 2))
    run.frame(0, [(1, 40, 20, .down)])
    run.frame(10, [(1, 40, 20, .stationary)], extra: 1)
    var t = 20.0
    while t <= 400 {
      run.frame(t, [(1, 40, 20 + t / 20, .moved)], extra: 1)
      t += 10
    }
    run.frame(410, [(1, 40, 40, .stationary)])
    run.frame(420, [(1, 40, 40, .up)])
    let log = run.log
    #expect(log.first?.hasSuffix("possible→began") == true, "\(log)")
    #expect(log.last == "410 changed→ended", "\(log)")
  }

  @Test func fingersCountedButNotPlacedTapAlong() {
    // A three-finger tap on a two-slot touchpad (BTN_TOOL_TRIPLETAP), as libinput counts it.
    let three = twoFingerPad(TapGesture(touches: 3), name: "tap3")
    three.frame(0, [(1, 40, 20, .down), (2, 60, 20, .down)], extra: 1)
    three.frame(100, [(1, 40, 20, .up), (2, 60, 20, .up)])
    #expect(three.log == ["100 possible→ended"], "\(three.log)")
    // A two-finger tap whose second finger has no position and lifts a frame after the first.
    let two = twoFingerPad(TapGesture(touches: 2), name: "tap2")
    two.frame(0, [(1, 40, 20, .down)], extra: 1)
    two.frame(60, [(1, 40, 20, .up)], extra: 1)
    two.frame(70, [])
    #expect(two.log == ["70 possible→ended"], "\(two.log)")
  }

  @Test func aSemiMTBoxIsNoPinchButStillAScroll() {
    // INPUT_PROP_SEMI_MT: the two contacts are a box's corners. The box growing is no spread.
    let root = Region(name: "pad")
    root.gesture(MagnifyGesture(), name: "magnify")
    root.gesture(DragGesture(touches: 2), name: "scroll")
    let recorder = TransitionRecorder()
    let engine = Engine(root: root, sink: recorder)
    for (ms, spread, y) in [
      (0, 10.0, 20.0), (50, 20.0, 20.0), (100, 20.0, 30.0), (150, 20.0, 30.0),
    ] {
      let phase: ContactPhase = ms == 0 ? .down : ms == 150 ? .up : .moved
      var f = TouchFrame(
        time: Int64(ms) * 1000, device: 0,
        contacts: [
          Contact(id: 1, slot: 0, x: 40 - spread, y: y, phase: phase),
          Contact(id: 2, slot: 1, x: 40 + spread, y: y, phase: phase),
        ], fingerCount: phase == .up ? 0 : 2)
      f.isBoundingBox = true
      engine.handle(f)
    }
    #expect(recorder.transitions.first { $0.gesture == "magnify" }?.reason == .boundingBoxOnly)
    #expect(recorder.transitions.contains { $0.gesture == "scroll" && $0.to == .began })
  }
}

extension EngineRun {
  /// Two fingers scrolling down 1 mm per 10 ms from `from` to `to` (ms), ids a and b.
  func scroll(_ a: Int, _ b: Int, from: Double, to: Double, skip: Int? = nil) {
    var t = from
    while t <= to {
      let y = 20 + (t / 10)
      var changes: [(Int, Double, Double, ContactPhase)] = []
      if skip != a { changes.append((a, 40, y, .moved)) }
      if skip != b { changes.append((b, 60, y, .moved)) }
      frame(t, changes)
      t += 10
    }
  }
}

/// `gesture`, named `name`, on a 100 × 70 mm touchpad.
private func twoFingerPad(_ gesture: some Gesture, name: String = "drag2") -> EngineRun {
  EngineRun(gesture, name: name, surface: Rect(x: 0, y: 0, width: 100, height: 70))
}
