import GestureTesting
import Gestures
import Testing

/// The repository's root, from this file's path (Examples/GestureTests/Tests/ReplayTests/).
let root: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(5)
  return parts.joined(separator: "/")
}()

@Suite struct RecordingTests {
  @Test func wacomDoubleTapEndsAtTheSecondLift() throws {
    let result = try GestureReplay.run(
      path: root + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.double-tap-center.events",
      descriptionPath: root + "/Recordings/evemu-devices/Wacom_ISDv4_E6_Finger.desc")
    let doubleTap = try #require(result.ended("double-tap").first)
    #expect(abs(doubleTap.seconds - 0.232) < 0.001)
    try result.expect(
      .failed("tap", because: .defeated(by: "double-tap")),
      .noGestureEnded(except: "double-tap"))
  }

  @Test func synthesizedDragHasItsGroundTruthTranslation() throws {
    let result = try GestureReplay.run(
      path: root + "/Recordings/synth/touchscreen-one-finger-drag.events")
    let translation = try #require(result.ended("drag").last?.translation)
    #expect(abs(translation.x - 84.867) < 0.01 && abs(translation.y - 84.867) < 0.01)
  }
}
