import Gestures
import Testing

/// Apple's `LongPressGesture` example: "animate its color from blue to red, and then change it
/// to green when the gesture ends."
///
/// Changes: `fill` is the circle's `.fill(…)` argument. `Animation.easeIn(duration: 2.0)` is
/// kept: the engine does not animate, the app's renderer reads the transaction.
struct LongPressGestureView {
  @GestureState private var isDetectingLongPress = false
  @State private var completedLongPress = false

  var longPress: some Gesture {
    LongPressGesture(minimumDuration: 3)
      .updating($isDetectingLongPress) {
        currentState, gestureState,
        transaction in
        gestureState = currentState
        transaction.animation = Animation.easeIn(duration: 2.0)
      }
      .onEnded { finished in
        self.completedLongPress = finished
      }
  }

  var fill: Color {
    self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue)
  }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(longPress)
  }
}

/// Apple's `GestureState` example: the circle is red while pressed, green otherwise.
///
/// Changes: `fill` is the circle's `.fill(…)` argument.
struct SimpleLongPressGestureView {
  @GestureState private var isDetectingLongPress = false

  var longPress: some Gesture {
    LongPressGesture(minimumDuration: 3)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
      }
  }

  var fill: Color { self.isDetectingLongPress ? Color.red : Color.green }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(longPress)
  }
}

extension AppleExamples {
  @Test func longPressTurnsRedWhilePressedAndGreenWhenComplete() {
    let view = LongPressGestureView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .blue)
    // Released after 1 s: red while down, blue again, never green.
    screen.down(1, Self.center, at: 0)
    #expect(view.fill == .red)
    screen.up(1, at: 1)
    #expect(view.fill == .blue)
    // Held 3 s: red, then green once the press completes.
    screen.down(1, Self.center, at: 2)
    screen.wait(until: 4.9)
    #expect(view.fill == .red)
    screen.wait(until: 5)
    #expect(view.fill == .green)
    screen.up(1, at: 5.5)
    #expect(view.fill == .green)
  }

  @Test func gestureStateIsRedWhilePressedAndResetsHoweverThePressEnds() {
    let view = SimpleLongPressGestureView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .green)
    screen.down(1, Self.center, at: 0)
    #expect(view.fill == .red)
    screen.wait(until: 3)  // succeeded
    #expect(view.fill == .green)
    screen.up(1, at: 3.5)
    screen.down(1, Self.center, at: 4)
    #expect(view.fill == .red)
    screen.move(1, Point(x: 190, y: 150), at: 4.5)  // 40 pt: past the 10 pt allowed, it fails
    #expect(view.fill == .green)
  }
}
