import GestureTesting
import Gestures
import Testing

/// An app's gestures against synthetic touches: scripts in millimetres and seconds on a virtual
/// touchscreen, replayed through the app's own regions.
@Suite struct ScriptTests {
  let screen = VirtualDevice.touchscreen(width: 150, height: 100, resolution: 20)

  @Test func dragMovesThePhoto() throws {
    // The app's photo region with its own gestures.
    let window = Region(name: "window", hasContent: false)
    let photo = Region(name: "photo", frame: Rect(x: 20, y: 20, width: 100, height: 60))
    photo.gesture(DragGesture(), name: "move")
    photo.gesture(TapGesture(count: 2), name: "zoom-in")
    window.addChild(photo)

    let script = TouchScript.drag(from: Point(x: 40, y: 50), to: Point(x: 70, y: 40))
      .withNoise(amplitude: 0.1, seed: 3)
    let result = try GestureReplay.run(script, on: screen, scene: .region(window))
    let end = try #require(result.ended("move").last)
    #expect(end.node == "window/photo")
    let translation = try #require(end.translation)
    #expect(abs(translation.x - 30) < 0.5 && abs(translation.y + 10) < 0.5)
    try result.expect(.noGestureEnded(except: "move"))
  }

  @Test func doubleTapTimeAndPinchScale() throws {
    let taps = try GestureReplay.run(.doubleTap(at: Point(x: 75, y: 50)), on: screen)
    #expect(taps.ended("double-tap").map(\.seconds) == [0.23])

    let pinch = try GestureReplay.run(
      .pinch(center: Point(x: 75, y: 50), from: 30, to: 75), on: screen)
    let scale = try #require(pinch.ended("magnify").last?.magnification)
    #expect(abs(scale - 2.5) < 0.01)
  }

  @Test func longPressPlaysSuccess() throws {
    let result = try GestureReplay.run(.longPress(at: Point(x: 75, y: 50)), on: screen)
    try result.expect(.ended("long-press", at: 0.5), .played("success", at: 0.5))
    #expect(!result.hapticCommands.isEmpty)
  }
}
