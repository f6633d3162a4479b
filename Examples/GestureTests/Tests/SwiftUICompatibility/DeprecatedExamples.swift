import Gestures
import Testing

/// The SDK's `MagnificationGesture` example (the documentation page of the deprecated gesture
/// has none; SwiftUI's interface comment does): the circle "changes its size while the user
/// performs the gesture."
///
/// Changes: `scale` is the circle's `.scaleEffect(…)` argument. The type is marked deprecated,
/// as code using a deprecated gesture is: SwiftUI and this package both warn at
/// `MagnificationGesture()`, and the suite builds with warnings as errors.
@available(*, deprecated)
struct MagnificationGestureView: ScaledView {
  @GestureState private var magnifyBy = 1.0

  var magnification: some Gesture {
    MagnificationGesture()
      .updating($magnifyBy) { currentState, gestureState, transaction in
        gestureState = currentState
      }
  }

  var scale: Double { magnifyBy }

  var body: Region {
    Region(name: "circle", frame: AppleExamples.frame, shape: .circle)
      .gesture(magnification)
  }
}

/// The SDK's `RotationGesture` example: a rectangle that follows the twist.
///
/// Changes: `rotationEffect` is the rectangle's `.rotationEffect(…)` argument; deprecated as
/// above.
@available(*, deprecated)
struct RotationGestureView: RotatedView {
  @State private var angle = Angle(degrees: 0.0)

  var rotation: some Gesture {
    RotationGesture()
      .onChanged { angle in
        self.angle = angle
      }
  }

  var rotationEffect: Angle { angle }

  var body: Region {
    Region(name: "rectangle", frame: Rect(x: 100, y: 100, width: 200, height: 200))
      .gesture(rotation)
  }
}

/// The deprecated views behind protocols, so the tests reach them without naming a deprecated
/// type (which would warn).
protocol ScaledView {
  var scale: Double { get }
  var body: Region { get }
}
protocol RotatedView {
  var rotationEffect: Angle { get }
  var body: Region { get }
}
protocol DeprecatedViews {
  func magnification() -> any ScaledView
  func rotation() -> any RotatedView
}
struct OldViews: DeprecatedViews {
  @available(*, deprecated)
  func magnification() -> any ScaledView { MagnificationGestureView() }
  @available(*, deprecated)
  func rotation() -> any RotatedView { RotationGestureView() }
}

extension AppleExamples {
  var old: any DeprecatedViews { OldViews() }

  @Test func magnificationGestureScalesTheCircleAndResets() {
    let view = old.magnification()
    let screen = AppScreen { view.body }
    screen.pinch(center: Self.center, from: 40, to: 60, at: 0, lift: false)
    #expect(abs(view.scale - 1.5) < 1e-9)
    screen.up(1, at: 0.2)
    screen.up(2, at: 0.2)
    screen.wait(until: 1)
    #expect(view.scale == 1)
  }

  @Test func rotationGestureTurnsTheRectangle() {
    let view = old.rotation()
    let screen = AppScreen { view.body }
    screen.pinch(center: Point(x: 200, y: 200), from: 60, to: 60, turning: 90, at: 0)
    #expect(abs(view.rotationEffect.degrees - 90) < 1e-6)
  }
}
