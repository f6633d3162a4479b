import GestureTestSupport
import Testing

@testable import Gestures

/// `@GestureState` declared as SwiftUI code declares it.
struct GestureStateHolder {
  @GestureState var offset = 0.0
  @GestureState(initialValue: 1.0) var scale
  @GestureState(resetTransaction: Transaction()) var anchor: Point?
  @GestureState var pressed: Bool?

  /// Records each reset's value before it in `log`.
  init(log: @escaping (Point?) -> Void) {
    _location = GestureState(reset: { old, _ in log(old) })
  }

  @GestureState var location: Point?
}

/// SwiftUI's `GestureState` initializers, and the reset closure run when the gesture ends.
@Suite struct GestureStateInitTests {
  final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
  }

  @Test func everyInitializerStartsWhereItResets() {
    let disabled: Transaction = {
      var t = Transaction()
      t.disablesAnimations = true
      return t
    }()
    #expect(GestureState(wrappedValue: 3).wrappedValue == 3)
    #expect(GestureState(initialValue: 4).initialValue == 4)
    #expect(GestureState(wrappedValue: 5, resetTransaction: disabled).wrappedValue == 5)
    #expect(GestureState(initialValue: 6, resetTransaction: disabled).initialValue == 6)
    #expect(GestureState(wrappedValue: 7, reset: { _, _ in }).wrappedValue == 7)
    #expect(GestureState(initialValue: 8, reset: { _, _ in }).initialValue == 8)
    #expect(GestureState<Int?>().wrappedValue == nil)
    #expect(GestureState<Int?>(resetTransaction: disabled).wrappedValue == nil)
    #expect(GestureState<Int?>(reset: { _, _ in }).initialValue == nil)
    let holder = GestureStateHolder { _ in }
    #expect(holder.offset == 0 && holder.scale == 1 && holder.anchor == nil)
    #expect(holder.pressed == nil && holder.location == nil)
  }

  @Test func resetClosureRunsWhenTheGestureResetsTheState() {
    let resets = Box<[(Double, Bool)]>([])
    let state = GestureState(
      wrappedValue: 0.0,
      reset: { old, transaction in
        resets.value.append((old, transaction.disablesAnimations))
        transaction.disablesAnimations = true
      })
    let drag = DragGesture().updating(state) { value, offset, _ in
      offset = value.location.x - value.startLocation.x
    }
    let run = EngineRun(drag, name: "drag")
    run.frame(at: 0, .down(1, 20, 20))
    run.frame(at: 50, .move(1, 40, 20))
    #expect(state.wrappedValue == 20)
    #expect(resets.value.isEmpty)
    run.frame(at: 100, .move(1, 45, 20))
    run.frame(at: 150, .up(1))
    #expect(state.wrappedValue == 0)
    // Once, with the value before the reset and a fresh transaction each time.
    #expect(resets.value.map(\.0) == [25])
    #expect(resets.value.map(\.1) == [false])
    // A drag that fails resets too.
    run.frame(at: 300, .down(1, 20, 20))
    run.frame(at: 350, .up(1))
    #expect(resets.value.map(\.0) == [25, 0])
    #expect(resets.value.map(\.1) == [false, false])
  }

  @Test func optionalStateResetsToNilThroughItsClosure() {
    let resets = Box<[Point?]>([])
    let holder = GestureStateHolder { resets.value.append($0) }
    let drag = DragGesture().updating(holder.$location) { value, location, _ in
      location = value.location
    }
    let run = EngineRun(drag, name: "drag")
    run.frame(at: 0, .down(1, 20, 20))
    run.frame(at: 50, .move(1, 40, 20))
    #expect(holder.location == Point(x: 40, y: 20))
    run.frame(at: 100, .up(1))
    #expect(holder.location == nil)
    #expect(resets.value == [Point(x: 40, y: 20)])
  }
}
