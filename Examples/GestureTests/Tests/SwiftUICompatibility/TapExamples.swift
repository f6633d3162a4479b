import Gestures
import Testing

/// Apple's `TapGesture` example (developer.apple.com/documentation/swiftui/tapgesture): "adds a
/// tap gesture to a Circle that toggles the color of the circle."
///
/// Changes: none in the gesture; `fill` is the circle's `.fill(…)` argument.
struct TapGestureView {
  @State private var tapped = false

  var tap: some Gesture {
    TapGesture(count: 1)
      .onEnded { _ in self.tapped = !self.tapped }
  }

  var fill: Color { self.tapped ? Color.blue : Color.red }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(tap)
  }
}

/// Apple's `SpatialTapGesture` example: "toggles the color of the circle based on the tap
/// location" (blue below the middle of the circle, in its own coordinates).
///
/// Changes: `CGPoint` is `Point`; `fill` is the circle's `.fill(…)` argument. The example is
/// named `TapGestureView` in Apple's page too; here `SpatialTapGestureView`.
struct SpatialTapGestureView {
  @State private var location: Point = .zero

  var tap: some Gesture {
    SpatialTapGesture()
      .onEnded { event in
        self.location = event.location
      }
  }

  var fill: Color { self.location.y > 50 ? Color.blue : Color.red }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(tap)
  }
}

/// Apple's `onTapGesture(count:perform:)` example: "the color of the heart images changes to a
/// random color from the colors array whenever the user clicks or taps on the view twice."
///
/// Changes: `Image(systemName:).resizable().frame(width: 200, height: 200)` is a 200 × 200 pt
/// region; `fgColor` is read through `color`.
struct TapGestureExample {
  let colors: [Color] = [
    .gray, .red, .orange, .yellow,
    .green, .blue, .purple, .pink,
  ]
  @State private var fgColor: Color = .gray

  var color: Color { fgColor }

  var body: Region {
    Region(name: "heart", frame: Rect(x: 100, y: 100, width: 200, height: 200))
      .onTapGesture(count: 2) {
        fgColor = colors.randomElement()!
      }
  }
}

/// Apple's `onTapGesture(count:coordinateSpace:perform:)` example: "toggles the color of the
/// circle based on the tap location."
///
/// Changes: `CGPoint` is `Point`; named `LocatedTapGestureExample` (Apple's is
/// `TapGestureExample`, as the one above).
struct LocatedTapGestureExample {
  @State private var location: Point = .zero

  var fill: Color { self.location.y > 50 ? Color.blue : Color.red }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .onTapGesture { location in
        self.location = location
      }
  }
}

extension AppleExamples {
  @Test func tapGestureTogglesTheCircle() {
    let view = TapGestureView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .red)
    screen.tap(at: Self.center, at: 0)
    #expect(view.fill == .blue)
    screen.tap(at: Self.center, at: 1)
    #expect(view.fill == .red)
    // The frame's corner is outside the circle: nothing happens.
    screen.tap(at: Point(x: 103, y: 103), at: 2)
    #expect(view.fill == .red)
  }

  @Test func spatialTapColoursByWhereInTheCircleItLanded() {
    let view = SpatialTapGestureView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .red)
    // 80 pt down the circle (its frame starts at y = 100 in the window): the lower half.
    screen.tap(at: Point(x: 150, y: 180), at: 0)
    #expect(view.fill == .blue)
    // 20 pt down: the upper half, though 120 > 50 in the window's coordinates.
    screen.tap(at: Point(x: 150, y: 120), at: 1)
    #expect(view.fill == .red)
  }

  @Test func onTapGestureCountTwoNeedsTwoTaps() {
    let view = TapGestureExample()
    let screen = AppScreen { view.body }
    // Single taps, well apart, never run the action (each would leave gray 7 times in 8).
    for k in 0..<10 { screen.tap(at: Point(x: 200, y: 200), at: Double(k)) }
    #expect(view.color == .gray)
    var k = 10.0
    while view.color == .gray && k < 40 {
      screen.doubleTap(at: Point(x: 200, y: 200), at: k)
      k += 1
    }
    #expect(view.color != .gray)
    #expect(view.colors.contains(view.color))
  }

  @Test func onTapGestureGivesTheLocationInTheCircle() {
    let view = LocatedTapGestureExample()
    let screen = AppScreen { view.body }
    screen.tap(at: Point(x: 150, y: 190), at: 0)
    #expect(view.fill == .blue)
    screen.tap(at: Point(x: 150, y: 110), at: 1)
    #expect(view.fill == .red)
  }
}
