import Gestures
import Testing

/// Apple's `DragGesture` example: "change its color while the user performs the drag gesture."
///
/// Changes: `fill` is the circle's `.fill(…)` argument.
struct DragGestureView {
  @State private var isDragging = false

  var drag: some Gesture {
    DragGesture()
      .onChanged { _ in self.isDragging = true }
      .onEnded { _ in self.isDragging = false }
  }

  var fill: Color { self.isDragging ? Color.red : Color.blue }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(drag)
  }
}

/// Apple's `MagnifyGesture` example: the circle "changes its size while the user performs the
/// gesture."
///
/// Changes: `scale` is the circle's `.scaleEffect(…)` argument.
struct MagnifyGestureView {
  @GestureState private var magnifyBy = 1.0

  var magnification: some Gesture {
    MagnifyGesture()
      .updating($magnifyBy) { value, gestureState, transaction in
        gestureState = value.magnification
      }
  }

  var scale: Double { magnifyBy }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(magnification)
  }
}

/// Apple's `RotateGesture` example: a rectangle with "a rotation effect" that follows the twist
/// and keeps it afterwards (`angle` is `@State`).
///
/// Changes: `rotation` is the rectangle's `.rotationEffect(…)` argument.
struct RotateGestureView {
  @State private var angle = Angle(degrees: 0.0)

  var rotation: some Gesture {
    RotateGesture()
      .onChanged { value in
        angle = value.rotation
      }
  }

  var rotationEffect: Angle { angle }

  var body: Region {
    Region(name: "rectangle", frame: Rect(x: 100, y: 100, width: 200, height: 200))
      .gesture(rotation)
  }
}

extension AppleExamples {
  @Test func dragIsRedWhileDragging() {
    let view = DragGestureView()
    let screen = AppScreen { view.body }
    #expect(view.fill == .blue)
    // 5 pt is under DragGesture's 10 pt minimum distance: still blue.
    screen.drag(from: Self.center, to: Point(x: 155, y: 150), at: 0, lift: false)
    #expect(view.fill == .blue)
    screen.move(1, Point(x: 180, y: 150), at: 0.2)
    #expect(view.fill == .red)
    screen.up(1, at: 0.3)
    #expect(view.fill == .blue)
  }

  @Test func magnifyScalesTheCircleWhilePinchingAndResets() {
    let view = MagnifyGestureView()
    let screen = AppScreen { view.body }
    screen.pinch(center: Self.center, from: 40, to: 80, at: 0, lift: false)
    #expect(abs(view.scale - 2) < 1e-9)
    screen.up(1, at: 0.2)
    screen.up(2, at: 0.2)
    screen.wait(until: 1)
    #expect(view.scale == 1)
  }

  @Test func rotateTurnsTheRectangleAndKeepsTheAngle() {
    let view = RotateGestureView()
    let screen = AppScreen { view.body }
    screen.pinch(center: Point(x: 200, y: 200), from: 60, to: 60, turning: 45, at: 0)
    // Clockwise on screen (y down) is positive, as SwiftUI's rotationEffect turns.
    #expect(abs(view.rotationEffect.degrees - 45) < 1e-6)
    // A second twist starts from zero: the angle is replaced, not added to.
    screen.pinch(center: Point(x: 200, y: 200), from: 60, to: 60, turning: -30, at: 1)
    #expect(abs(view.rotationEffect.degrees + 30) < 1e-6)
  }
}
