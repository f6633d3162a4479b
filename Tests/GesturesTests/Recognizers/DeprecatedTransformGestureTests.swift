import GestureTestSupport
import Testing

@testable import Gestures

/// SwiftUI's deprecated `MagnificationGesture` and `RotationGesture`: old code compiles and
/// reports the magnification and the angle alone.
@Suite struct DeprecatedTransformGestureTests {
  /// Two touches 20 mm apart on a horizontal line; the second moves to (`x`, `y`), then both
  /// lift.
  func twoFingers(_ gesture: any Gesture, name: String, to points: [(Double, Double)]) -> EngineRun
  {
    let root = Region(name: "root")
    root.gesture(gesture, name: name)
    let run = EngineRun(root: root)
    run.frame(at: 0, .down(1, 10, 20), .down(2, 30, 20))
    for (i, (x, y)) in points.enumerated() { run.frame(at: Double(50 * (i + 1)), .move(2, x, y)) }
    run.frame(at: 400, .up(1), .up(2))
    run.finish()
    return run
  }

  @Test func magnificationGestureReportsTheMagnification() {
    let uses = TransformGestureUses(OldTransformGestures())
    let run = twoFingers(uses.magnification(), name: "pinch", to: [(40, 20), (50, 20)])
    #expect(run.succeeded == ["root/pinch"])
    #expect(uses.magnifications == [1.5, 2])
    #expect(uses.endedMagnification == 2)
    // The log writes the number alone.
    #expect(run.recorder.steps.first?.text == "1.500000")
    // Its default name is the new gesture's; its threshold is SwiftUI's.
    #expect(uses.magnificationName == "magnify")
    #expect(uses.magnificationDelta == 0.01)
  }

  @Test func rotationGestureReportsTheAngle() {
    let uses = TransformGestureUses(OldTransformGestures())
    // The second touch turns 90° clockwise on screen (y down) about the first.
    let run = twoFingers(uses.rotation(), name: "twist", to: [(20, 30), (10, 40)])
    #expect(run.succeeded == ["root/twist"])
    #expect(uses.rotations.map { ($0 * 1e6).rounded() / 1e6 } == [45, 90])
    #expect(uses.rotationName == "rotate")
    #expect(uses.rotationDelta == 1)
  }
}

/// What a test reads of the deprecated gestures, behind a protocol whose witnesses are
/// deprecated: the tests build without deprecation warnings.
protocol DeprecatedTransformGestures {
  /// `MagnificationGesture().onChanged { … }.onEnded { … }`, as old code writes it.
  func magnification(changed: @escaping (Double) -> Void, ended: @escaping (Double) -> Void)
    -> any Gesture
  /// `RotationGesture().onChanged { … }`, with the angle in degrees.
  func rotation(changed: @escaping (Double) -> Void) -> any Gesture
  /// The default names and thresholds: magnify's and rotate's (degrees).
  var names: (magnification: String, rotation: String) { get }
  var thresholds: (scale: Double, degrees: Double) { get }
}

struct OldTransformGestures: DeprecatedTransformGestures {
  @available(*, deprecated, message: "uses SwiftUI's deprecated transform gestures")
  func magnification(changed: @escaping (Double) -> Void, ended: @escaping (Double) -> Void)
    -> any Gesture
  {
    MagnificationGesture().onChanged { value in changed(value) }.onEnded { ended($0) }
  }

  @available(*, deprecated, message: "uses SwiftUI's deprecated transform gestures")
  func rotation(changed: @escaping (Double) -> Void) -> any Gesture {
    RotationGesture(minimumAngleDelta: .degrees(1)).onChanged { angle in changed(angle.degrees) }
  }

  @available(*, deprecated, message: "uses SwiftUI's deprecated transform gestures")
  var names: (magnification: String, rotation: String) {
    (MagnificationGesture().defaultName, RotationGesture().defaultName)
  }

  @available(*, deprecated, message: "uses SwiftUI's deprecated transform gestures")
  var thresholds: (scale: Double, degrees: Double) {
    (MagnificationGesture().minimumScaleDelta, RotationGesture().minimumAngleDelta.degrees)
  }
}

/// Records what the deprecated gestures report.
final class TransformGestureUses {
  let gestures: any DeprecatedTransformGestures
  var magnifications: [Double] = []
  var endedMagnification: Double?
  var rotations: [Double] = []

  init(_ gestures: any DeprecatedTransformGestures) { self.gestures = gestures }

  func magnification() -> any Gesture {
    gestures.magnification(
      changed: { [unowned self] in magnifications.append($0) },
      ended: { [unowned self] in endedMagnification = $0 })
  }

  func rotation() -> any Gesture {
    gestures.rotation { [unowned self] in rotations.append($0) }
  }

  var magnificationName: String { gestures.names.magnification }
  var rotationName: String { gestures.names.rotation }
  var magnificationDelta: Double { gestures.thresholds.scale }
  var rotationDelta: Double { gestures.thresholds.degrees }
}
