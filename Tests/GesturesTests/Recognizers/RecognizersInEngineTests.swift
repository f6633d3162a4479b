import GestureTestSupport
import Testing

@testable import Gestures

/// The real recognizers in the engine, arranged as the default scene: `.onTapGesture(count: 2)`,
/// `.onTapGesture`, `.onLongPressGesture`, `.gesture(DragGesture())`, and magnify and rotate
/// simultaneous with each other.
@Suite("Recognizers in the engine")
struct RecognizersInEngineTests {
  final class Scene {
    let recorder = TransitionRecorder()
    let engine: Engine
    var builder = FrameBuilder()

    init() {
      let region = Region(name: "root")
      region.gesture(TapGesture(count: 2), name: "double-tap")
      region.gesture(TapGesture(), name: "tap")
      region.gesture(LongPressGesture(), name: "long-press")
      region.gesture(DragGesture(), name: "drag")
      region.gesture(MagnifyGesture(), name: "magnify", simultaneousWith: ["rotate"])
      region.gesture(RotateGesture(), name: "rotate", simultaneousWith: ["magnify"])
      engine = Engine(root: region, sink: recorder)
    }

    func frame(at ms: Double, _ changes: Change...) {
      engine.handle(builder.frame(at: ms, changes))
    }

    /// `gesture:from→to` for every transition, in order.
    var summary: [String] { recorder.summary }
    /// Why `gesture` first failed or was cancelled.
    func reason(_ gesture: String) -> FailureReason? {
      recorder.transitions.first { $0.gesture == gesture && $0.reason != nil }?.reason
    }
  }

  @Test("a single tap waits for the double tap's window")
  func singleTap() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20))
    s.frame(at: 80, .up(1))
    s.engine.finish(at: 2000)
    #expect(s.summary.contains("tap:possible→ended"))
    #expect(!s.summary.contains("double-tap:possible→ended"))
    #expect(s.reason("double-tap") == .tapTimedOut(taps: 1, required: 2, maximumGap: 0.35))
    let tap = s.recorder.transitions.first { $0.gesture == "tap" && $0.to == .ended }
    #expect(tap?.time == 430_000)
  }

  @Test("a double tap beats the single tap")
  func doubleTap() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20))
    s.frame(at: 80, .up(1))
    s.frame(at: 200, .down(2, 21, 20))
    s.frame(at: 280, .up(2))
    s.engine.finish(at: 2000)
    #expect(s.summary.contains("double-tap:possible→ended"))
    #expect(!s.summary.contains("tap:possible→ended"))
    #expect(s.reason("tap") == .defeated(by: "double-tap"))
  }

  @Test("a long press ends at 0.5 s")
  func longPress() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20))
    s.engine.advance(to: 600_000)
    s.frame(at: 700, .up(1))
    s.engine.finish(at: 2000)
    #expect(s.summary.contains("long-press:possible→ended"))
    #expect(s.recorder.transitions.first { $0.to == .ended }?.time == 500_000)
  }

  @Test("a drag begins once the taps' 45 pt allowance is passed, after the long press failed")
  func drag() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20))
    s.frame(at: 20, .move(1, 22, 20))
    s.frame(at: 40, .move(1, 25, 20))
    s.frame(at: 60, .move(1, 28, 20))
    s.frame(at: 80, .up(1))
    s.engine.finish(at: 2000)
    let drag = s.summary.filter { $0.hasPrefix("drag:") }
    #expect(drag == ["drag:possible→began", "drag:began→ended"])
    #expect(s.recorder.transitions.first { $0.to == .began }?.time == 60_000)
    #expect(!s.summary.contains("tap:possible→ended"))
    #expect(
      s.reason("long-press")
        == .movedTooFar(distance: 2, maximum: Points.toMillimetres(10)))
    #expect(s.reason("tap") == .movedTooFar(distance: 8, maximum: Points.toMillimetres(45)))
  }

  @Test("jitter of a few millimetres under a tap is not a drag while the tap is possible")
  func jitteryTap() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20))
    s.frame(at: 10, .move(1, 20, 23.5))
    s.frame(at: 40, .move(1, 20, 21))
    s.frame(at: 70, .up(1))
    s.engine.finish(at: 2000)
    #expect(s.summary.contains("tap:possible→ended"))
    #expect(s.summary.contains("drag:possible→failed"))
    #expect(!s.summary.contains("drag:possible→began"))
  }

  @Test("a pinch and twist run magnify and rotate together")
  func pinch() {
    let s = Scene()
    s.frame(at: 0, .down(1, 20, 20), .down(2, 40, 20))
    s.frame(at: 20, .move(1, 15, 20), .move(2, 45, 20))
    s.frame(at: 40, .move(1, 15, 15), .move(2, 45, 25))
    s.frame(at: 60, .up(1), .up(2))
    s.engine.finish(at: 2000)
    #expect(s.summary.contains("magnify:possible→began"))
    #expect(
      s.summary.contains("magnify:changed→ended") || s.summary.contains("magnify:began→ended"))
    #expect(s.summary.contains("rotate:possible→began"))
    #expect(s.reason("drag") == .tooManyTouches(count: 2, allowed: 1))
    #expect(s.reason("tap") == .tooManyTouches(count: 2, allowed: 1))
  }
}
