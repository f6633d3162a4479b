import Testing

@testable import Gestures

/// The seed example: a circle that can be dragged only after a long press (SwiftUI's
/// "Composing SwiftUI gestures": `LongPressGesture().sequenced(before: DragGesture())`), with the
/// live offset in a `@GestureState` and the resting position committed in `onEnded`.
@Suite struct SeedExampleTests {
  /// The circle's model: where it rests, and the offset of the drag in progress.
  final class Circle {
    var position = Point(x: 50, y: 50)
    /// Offsets seen by `updating`, in order.
    var offsets: [Size] = []
  }

  func scene(_ circle: Circle, _ offset: GestureState<Size>) -> Region {
    let gesture = LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0))
      .updating(offset) { value, state, _ in
        if case .second(true, let drag?) = value {
          state = drag.translation
          circle.offsets.append(drag.translation)
        }
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        circle.position = circle.position + drag.translation
      }
    return Region(name: "root").gesture(gesture, name: "move-circle")
  }

  @Test func movingBeforeTheLongPressFailsAndMovesNothing() {
    let circle = Circle()
    @GestureState var offset = Size.zero
    let r = run(
      scene(circle, $offset),
      [
        frame(0, (1, 10, 10, .down)), frame(100, (1, 15, 10, .moved)),
        frame(200, (1, 30, 10, .moved)), frame(300, (1, 30, 10, .up)),
      ])
    #expect(r.summary == ["move-circle:possible→failed"])
    guard case .partFailed(let part, .movedTooFar)? = r.transitions.first?.reason else {
      Issue.record("expected the long press to fail by moving: \(r.transitions)")
      return
    }
    #expect(part == "first")
    #expect(circle.offsets.isEmpty)
    #expect(offset == .zero)
    #expect(circle.position == Point(x: 50, y: 50))
  }

  @Test func holdingThenMovingMovesTheCircleByTheDragTranslation() {
    let circle = Circle()
    @GestureState var offset = Size.zero
    let recorder = TransitionRecorder()
    let engine = Engine(root: scene(circle, $offset), sink: recorder)
    engine.handle(frame(0, (1, 10, 10, .down)))
    engine.handle(frame(300, (1, 10.5, 10, .moved)))  // within 10 pt (1.59 mm)
    engine.advance(to: ms(500))
    // The press ended: the sequence began, the drag started at the finger's position.
    #expect(recorder.summary == ["move-circle:possible→began"])
    #expect(offset == .zero)
    engine.handle(frame(600, (1, 20.5, 15, .moved)))
    #expect(offset == Size(width: 10, height: 5))
    engine.handle(frame(700, (1, 30.5, 20, .moved)))
    #expect(offset == Size(width: 20, height: 10))
    #expect(circle.position == Point(x: 50, y: 50))
    engine.handle(frame(800, (1, 30.5, 20, .up)))
    #expect(
      recorder.summary == [
        "move-circle:possible→began", "move-circle:began→changed", "move-circle:changed→changed",
        "move-circle:changed→ended",
      ])
    #expect(circle.position == Point(x: 70, y: 60))
    #expect(offset == .zero)
    #expect(circle.offsets == [.zero, Size(width: 10, height: 5), Size(width: 20, height: 10)])
    #expect(recorder.values[0].hasPrefix(#"{"first":true,"second":{"location":[10.500,10.000]"#))
  }
}
