import Gestures
import Testing

// The examples of Apple's article "Adding interactivity with gestures"
// (developer.apple.com/documentation/swiftui/adding-interactivity-with-gestures).

/// "Add gesture modifiers to a view": tapping the circle prints "View tapped!".
///
/// Changes: none in the gesture (`print` is the suite's, which records).
struct ShapeTapView {
  var body: Region {
    let tap = TapGesture()
      .onEnded { _ in
        print("View tapped!")
      }

    return Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(tap)
  }
}

/// "Update transient UI state": yellow while the long press is held, green otherwise.
///
/// Changes: the article's three views are all `CounterView`; here `CounterView`,
/// `CountingCounterView`, `DoneCountingCounterView`. `fill` is the circle's `.fill(…)`.
struct CounterView {
  @GestureState private var isDetectingLongPress = false

  var fill: Color { isDetectingLongPress ? Color.yellow : Color.green }

  var body: Region {
    let press = LongPressGesture(minimumDuration: 1)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
      }

    return Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(press)
  }
}

/// "Update permanent state during a gesture": `onChanged` counts the long-press attempts, and
/// the count does not reset.
///
/// Changes: renamed (above); `Text("\(totalNumberOfTaps)")` is `text`; the `VStack` holding it
/// is a container region.
struct CountingCounterView {
  @GestureState private var isDetectingLongPress = false
  @State private var totalNumberOfTaps = 0

  var text: String { "\(totalNumberOfTaps)" }
  var fill: Color { isDetectingLongPress ? Color.yellow : Color.green }

  var body: Region {
    let press = LongPressGesture(minimumDuration: 1)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
      }.onChanged { _ in
        self.totalNumberOfTaps += 1
      }

    return Region(name: "stack", hasContent: false)
      .addChild(
        Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
          .gesture(press))
  }
}

/// "Update permanent state when a gesture ends": after one complete press the circle is red for
/// good and the gesture is gone (`.gesture(doneCounting ? nil : press)`).
///
/// Changes: renamed (above); `text`, `fill` and the container as above. SwiftUI runs `body`
/// again when `doneCounting` changes; the app (here ``AppScreen/render()``) builds the regions
/// again.
struct DoneCountingCounterView {
  @GestureState private var isDetectingLongPress = false
  @State private var totalNumberOfTaps = 0
  @State private var doneCounting = false

  var text: String { "\(totalNumberOfTaps)" }
  var fill: Color {
    doneCounting ? Color.red : isDetectingLongPress ? Color.yellow : Color.green
  }

  var body: Region {
    let press = LongPressGesture(minimumDuration: 1)
      .updating($isDetectingLongPress) { currentState, gestureState, transaction in
        gestureState = currentState
      }.onChanged { _ in
        self.totalNumberOfTaps += 1
      }
      .onEnded { _ in
        self.doneCounting = true
      }

    return Region(name: "stack", hasContent: false)
      .addChild(
        Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
          .gesture(doneCounting ? nil : press))
  }
}

extension AppleExamples {
  @Test func shapeTapViewPrintsWhenTapped() {
    printed = []
    let screen = AppScreen { ShapeTapView().body }
    screen.tap(at: Self.center, at: 0)
    #expect(printed == ["View tapped!"])
  }

  @Test func counterViewIsYellowWhilePressed() {
    let view = CounterView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .green)
    screen.down(1, Self.center, at: 0)
    #expect(view.fill == .yellow)
    screen.up(1, at: 0.4)
    #expect(view.fill == .green)
  }

  @Test func onChangedCountsEveryPressAttempt() {
    let view = CountingCounterView()
    let screen = AppScreen { view.body }
    for k in 0..<3 {
      screen.down(1, Self.center, at: Double(k))
      #expect(view.fill == .yellow)
      screen.up(1, at: Double(k) + 0.3)
    }
    #expect(view.text == "3")
    #expect(view.fill == .green)
  }

  @Test func onEndedStopsTheCountingAfterOneCompletePress() {
    let view = DoneCountingCounterView()
    let screen = AppScreen { view.body }
    screen.down(1, Self.center, at: 0)
    screen.up(1, at: 0.3)  // too short: counted, not done
    #expect(view.text == "1")
    #expect(view.fill == .green)
    screen.down(1, Self.center, at: 1)
    screen.wait(until: 2)  // held 1 s: done
    #expect(view.fill == .red)
    screen.up(1, at: 2.2)
    #expect(view.text == "2")
    screen.render()  // body again: `.gesture(nil)`
    screen.down(1, Self.center, at: 3)
    screen.up(1, at: 3.3)
    #expect(view.text == "2")
    #expect(view.fill == .red)
  }
}
