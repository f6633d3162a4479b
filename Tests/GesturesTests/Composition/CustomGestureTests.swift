import GestureTestSupport
import Testing

@testable import Gestures

/// SwiftUI's example: a double tap, then a drag, as a gesture of its own.
struct DoubleTapDrag: Gesture {
  var body: some Gesture { TapGesture(count: 2).sequenced(before: DragGesture()) }
}

/// A custom gesture whose body's type is spelled, so its value can be read.
struct PressThenDrag: Gesture {
  var minimumDuration = 0.3
  var body: SequenceGesture<LongPressGesture, DragGesture> {
    LongPressGesture(minimumDuration: minimumDuration).sequenced(before: DragGesture())
  }
}

/// A custom gesture made of a custom gesture, with a value of its own through `map`.
struct PressThenDragDistance: Gesture {
  var body: some Gesture<Double> {
    PressThenDrag().map { value -> Double in
      guard case .second(_, let drag?) = value else { return 0 }
      return drag.location.x - drag.startLocation.x
    }
  }
}

/// A touchpad click under another name: it takes what the click takes.
struct PadClick: Gesture {
  var body: some Gesture { TouchpadGesture(.click) }
}

/// Gestures with only a `body` work as SwiftUI's custom gestures do.
@Suite struct CustomGestureTests {
  final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
  }

  /// Two taps, then a drag of a third touch 30 mm to the right.
  func doubleTapThenDrag(_ run: EngineRun) {
    run.tap(1, at: 20, 20)
    run.tap(2, at: 20, 20, from: 150)
    run.frame(at: 300, .down(3, 20, 20))
    run.frame(at: 350, .move(3, 35, 20))
    run.frame(at: 400, .move(3, 50, 20))
    run.frame(at: 450, .up(3))
    run.finish()
  }

  @Test func aBodyGestureIsRecognized() {
    let ended = Box(0)
    let root = Region(name: "root")
    root.gesture(DoubleTapDrag().onEnded { _ in ended.value += 1 })
    #expect(root.attachments.map(\.name) == ["sequence(double-tap,drag)"])
    let run = EngineRun(root: root)
    doubleTapThenDrag(run)
    #expect(
      run.log.map { $0.split(separator: " ")[1] } == [
        "possible→began", "began→changed", "changed→changed", "changed→ended",
      ])
    #expect(ended.value == 1)
    // A single tap and a drag is not a double tap then a drag.
    let once = EngineRun(root: root)
    once.tap(at: 20, 20)
    once.frame(at: 150, .down(2, 20, 20))
    once.frame(at: 200, .move(2, 50, 20))
    once.finish()
    #expect(once.succeeded.isEmpty)
    #expect(ended.value == 1)
  }

  @Test func itsValueIsTheBodysAndTakesEveryModifier() {
    let changes = Box<[Double]>([])
    let ended = Box<[Double]>([])
    let offset = GestureState(wrappedValue: 0.0)
    let updates = Box<[Double]>([])
    let gesture = PressThenDrag()
      .updating(offset) { value, state, _ in
        guard case .second(_, let drag?) = value else { return }
        state = drag.location.y - drag.startLocation.y
        updates.value.append(state)
      }
      .onChanged { value in
        guard case .second(_, let drag?) = value else { return }
        changes.value.append(drag.location.x - drag.startLocation.x)
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        ended.value.append(drag.location.x - drag.startLocation.x)
      }
    let run = EngineRun(gesture, name: "custom")
    run.frame(at: 0, .down(1, 20, 20))
    run.advance(to: 300)
    run.frame(at: 350, .move(1, 40, 25))
    run.frame(at: 400, .move(1, 50, 25))
    run.frame(at: 450, .up(1))
    run.finish()
    #expect(run.succeeded == ["root/custom"])
    // The drag has a value from the hand-over on (no movement yet), then follows the touch.
    #expect(changes.value == [0, 20, 30])
    #expect(updates.value == [0, 5, 5])
    #expect(ended.value == [30])
    #expect(offset.wrappedValue == 0)
  }

  @Test func customGesturesNestAndMap() {
    let distances = Box<[Double]>([])
    let root = Region(name: "root")
    root.gesture(PressThenDragDistance().onEnded { distances.value.append($0) })
    #expect(root.attachments.map(\.name) == ["sequence(long-press,drag)"])
    let run = EngineRun(root: root)
    run.frame(at: 0, .down(1, 20, 20))
    run.advance(to: 400)
    run.frame(at: 450, .move(1, 42, 20))
    run.frame(at: 500, .up(1))
    run.finish()
    #expect(distances.value == [22])
    #expect(run.recorder.steps.last?.text == "22.000000")
  }

  @Test func contactsAndRecognizerComeFromTheBody() {
    #expect(PadClick().defaultContactRoles == [.finger, .palm, .thumb, .hovering])
    #expect(GestureAttachment(PadClick().onEnded { _ in }).acceptedRoles.contains(.palm))
    #expect(DoubleTapDrag().defaultContactRoles == .finger)
    let recognizer: GestureRecognizer = PadClick().makeRecognizer()
    #expect(recognizer is TouchpadGestureRecognizer)
    #expect(PadClick().defaultName == "touchpad")
    // The existential form still holds a custom gesture.
    let existential: any Gesture<Double> = PressThenDragDistance()
    #expect(existential.defaultName == "sequence(long-press,drag)")
  }
}
