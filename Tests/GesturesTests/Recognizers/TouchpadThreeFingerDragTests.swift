import GestureTestSupport
import Testing

@testable import Gestures

/// libinput 1.28's three-finger drag (`evdev-mt-touchpad-gestures.c`, the `3FG_DRAG` states):
/// each rule on both sides of its constant. Positions are mm, times ms.
@Suite("Touchpad three-finger drag (libinput 1.28)")
struct TouchpadThreeFingerDragTests {
  /// Every touchpad gesture, drags too, with three-finger drag set to `drag`.
  private func run(
    _ drag: TouchpadConfiguration.ThreeFingerDrag = .threeFingers, tapping: Bool = false
  ) -> EngineRun {
    let run = touchpadRun(dragging: true)
    run.touchpad = TouchpadConfiguration(tapping: tapping, threeFingerDrag: drag)
    return run
  }

  /// `fingers` fingers land in a row at `from`, then move right `step` mm every 10 ms until
  /// `until`, and lift then unless `lift` is false.
  private func slide(
    _ run: EngineRun, fingers: Int = 3, from: Double = 0, step: Double, until: Double,
    lift: Bool = true, firstID: Int = 1
  ) {
    let ids = Array(firstID..<firstID + fingers)
    run.frame(at: from, changes: ids.map { .down($0, 10 + 15 * Double($0 - firstID), 40) })
    var t = from + 10
    var x = 0.0
    while t <= until {
      x += step
      let dx = x
      run.frame(at: t, changes: ids.map { .move($0, 10 + 15 * Double($0 - firstID) + dx, 40) })
      t += 10
    }
    if lift { run.frame(at: t, changes: ids.map { .up($0) }) }
  }

  @Test("with tapping off three fingers swipe at once; under 5 mm in 80 ms they drag instead")
  func slowFingersDrag() {
    let run = run()
    // 0.7 mm per 10 ms: 4.9 mm at the 80 ms decide (which falls due before the frame of the
    // same instant: the fingers are where the frame at 70 left them). The button is pressed at
    // the next frame and released 700 ms after the fingers lift.
    slide(run, step: 0.7, until: 300)
    run.advance(to: 2000)
    #expect(
      touchpadDecisions(run) == [
        "swipe-3:began@0", "swipe-3:cancelled@80", "drag-3:began@80", "drag-3:ended@1010",
      ])
    #expect(run.reason("swipe-3") != nil)
  }

  @Test("5 mm or more in the first 80 ms is a swipe, as without three-finger drag")
  func fastFingersSwipe() {
    let run = run()
    // 0.75 mm per 10 ms: 5.25 mm at the decide.
    slide(run, step: 0.75, until: 300)
    run.advance(to: 2000)
    #expect(touchpadDecisions(run) == ["swipe-3:began@0", "swipe-3:ended@310"])
    #expect(!run.succeeded.contains("pad/drag-3"))
  }

  @Test("fingers back within 700 ms drag on; later, the button was released at 700 ms")
  func dragThroughALift() {
    let back = run()
    slide(back, step: 0.2, until: 200)
    // Lifted at 210; back at 800 (the release would be at 910), dragging on after the 100 ms
    // finger-count switch, lifted at 1010 and released 700 ms later.
    slide(back, from: 800, step: 0.2, until: 1000, firstID: 11)
    back.advance(to: 3000)
    // The drag's translation goes on from where the fingers lifted, 0.2 mm a frame while it
    // drags: the first slide's frames after the press (90 … 200, 12) and the second's once it
    // drags again (900 … 1000, 11); nothing while the button waited for the fingers.
    let end = back.recorder.steps.last { $0.transition.gesture == "drag-3" }
    #expect(end?.text.hasSuffix("moved 4.600,0.000") == true, "\(end?.text ?? "")")
    #expect(
      touchpadDecisions(back) == [
        "swipe-3:began@0", "swipe-3:cancelled@80", "drag-3:began@80", "drag-3:ended@1710",
      ])

    let late = run()
    slide(late, step: 0.2, until: 200)
    slide(late, from: 920, step: 0.2, until: 1100, firstID: 11)
    late.advance(to: 3000)
    #expect(
      touchpadDecisions(late) == [
        "swipe-3:began@0", "swipe-3:cancelled@80", "drag-3:began@80", "drag-3:ended@910",
        "swipe-3:began@920", "swipe-3:cancelled@1000", "drag-3:began@1000",
        "drag-3:ended@1810",
      ])
  }

  @Test("one finger back on a released drag moves the pointer: the button is released")
  func oneFingerReleases() {
    let run = run()
    slide(run, step: 0.2, until: 200)
    run.frame(at: 400, .down(20, 30, 40))
    for k in 1...5 { run.frame(at: 400 + 10 * Double(k), .move(20, 30 + Double(k), 40)) }
    // The switch timeout (500) makes it one finger; its next motion releases.
    run.frame(at: 510, .move(20, 37, 40))
    #expect(touchpadDecisions(run).suffix(1) == ["drag-3:ended@510"])
  }

  @Test("4fg: three fingers swipe as ever and four drag")
  func fourFingers() {
    let three = run(.fourFingers)
    slide(three, step: 0.2, until: 300)
    #expect(touchpadDecisions(three) == ["swipe-3:began@100", "swipe-3:ended@310"])
    let four = run(.fourFingers)
    slide(four, fingers: 4, step: 0.2, until: 300)
    four.advance(to: 2000)
    #expect(
      touchpadDecisions(four) == [
        "swipe-4:began@0", "swipe-4:cancelled@80", "drag-4:began@80", "drag-4:ended@1010",
      ])
  }

  @Test(
    "with tapping on the fingers go through libinput's decision: a swipe that comes late drags at once"
  )
  func withTapping() {
    let early = run(tapping: true)
    slide(early, step: 0.2, until: 400)
    early.advance(to: 2000)
    // Tapping holds the decision back until the fingers moved (not at landing), within the
    // 80 ms here.
    #expect(
      touchpadDecisions(early) == [
        "swipe-3:began@70", "swipe-3:cancelled@80", "drag-3:began@80", "drag-3:ended@1110",
      ])
    let late = run(tapping: true)
    // The fingers rest past the tap timeout (a three-finger hold) and then move: the decide,
    // 80 ms after they landed, is long past and falls due at once, and the drag begins with
    // the next frame.
    late.frame(at: 0, .down(1, 10, 40), .down(2, 25, 40), .down(3, 40, 40))
    for k in 1...20 {
      let dx = 0.2 * Double(k)
      let t = 300 + 10 * Double(k)
      late.frame(at: t, .move(1, 10 + dx, 40), .move(2, 25 + dx, 40), .move(3, 40 + dx, 40))
    }
    late.frame(at: 510, .up(1), .up(2), .up(3))
    late.advance(to: 2000)
    #expect(
      touchpadDecisions(late) == [
        "hold-3:began@180", "hold-3:cancelled@350", "swipe-3:began@350", "swipe-3:cancelled@350",
        "drag-3:began@360", "drag-3:ended@1210",
      ])
  }

  @Test("no three-finger drag on a pad with fewer than three slots (tp_3fg_drag_count)")
  func needsThreeSlots() {
    let drag = TouchpadConfiguration(threeFingerDrag: .threeFingers)
    let three = MultitouchDecoder(device: TestDevices.touchpad(slots: 3), touchpad: drag)
    #expect(three.frame.touchpad?.threeFingerDrag == .threeFingers)
    let two = MultitouchDecoder(device: TestDevices.touchpad(slots: 2), touchpad: drag)
    #expect(two.frame.touchpad?.threeFingerDrag == .disabled)
    #expect(
      MultitouchDecoder(device: TestDevices.touchpad(slots: 5)).frame.touchpad?.threeFingerDrag
        == .disabled)
  }
}
