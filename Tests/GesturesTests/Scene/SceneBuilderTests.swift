import Testing

@testable import Gestures

@Suite struct SceneBuilderTests {
  func recognizer(_ gesture: String) throws -> GestureRecognizer {
    let text = #"{"root": {"name": "r", "gestures": [{"name": "g", "gesture": "# + gesture + "}]}}"
    let scene = Scene(try SceneFile.parse(text))
    return try #require(scene.root.attachments.first).makeRecognizer()
  }

  @Test func tapParameters() throws {
    let tap = try #require(
      try recognizer(
        #"{"tap": {"count": 2, "touches": 3, "maximumGap": 0.2, "maximumDuration": 0.4, "maximumMovement": 12}}"#
      ) as? TapGestureRecognizer)
    #expect(
      tap.rules
        == TapRules(
          count: 2, touches: 3, maximumGap: 0.2, maximumDuration: 0.4, maximumMovement: 12))
    let spatial = try #require(
      try recognizer(#"{"spatialTap": {}}"#) as? SpatialTapGestureRecognizer)
    #expect(spatial.rules == SpatialTapGesture().rules)
  }

  @Test func longPressDragMagnifyRotate() throws {
    let press = try #require(
      try recognizer(#"{"longPress": {"minimumDuration": 1.5, "maximumDistance": 4}}"#)
        as? LongPressGestureRecognizer)
    #expect(press.minimumDuration == 1.5 && press.maximumDistance == 4)
    let defaultPress = try #require(
      try recognizer(#"{"longPress": {}}"#) as? LongPressGestureRecognizer)
    #expect(defaultPress.minimumDuration == LongPressGesture.defaultMinimumDuration)
    #expect(defaultPress.maximumDistance == LongPressGesture.defaultMaximumDistance)
    let drag = try #require(
      try recognizer(#"{"drag": {"minimumDistance": 0, "touches": 2}}"#) as? DragGestureRecognizer)
    #expect(drag.minimumDistance == 0 && drag.requiredTouches == 2)
    let magnify = try #require(try recognizer(#"{"magnify": {}}"#) as? MagnifyGestureRecognizer)
    #expect(magnify.minimumScaleDelta == MagnifyGesture.defaultMinimumScaleDelta)
    #expect(magnify.requiredTouches == 2)
    let rotate = try #require(
      try recognizer(#"{"rotate": {"minimumAngleDelta": 5}, "touches": 3}"#)
        as? RotateGestureRecognizer)
    #expect(rotate.minimumAngleDelta == .degrees(5) && rotate.requiredTouches == 3)
  }

  @Test func compositesBuild() throws {
    for kind in ["sequenced", "simultaneously", "exclusively"] {
      let r = try recognizer(#"{""# + kind + #"": [{"longPress": {}}, {"drag": {}}]}"#)
      #expect(!(r is DragGestureRecognizer) && !(r is LongPressGestureRecognizer))
    }
  }

  @Test func attachmentsCarryPriorityMaskWaitAndSimultaneity() throws {
    let text = """
      {"root": {"name": "r", "gestures": [
        {"name": "a", "priority": "high", "mask": "gesture", "wait": false,
         "simultaneousWith": ["b"], "gesture": {"magnify": {}}},
        {"name": "b", "priority": "simultaneous", "mask": "subviews", "gesture": {"rotate": {}}}]}}
      """
    let scene = Scene(try SceneFile.parse(text))
    let a = scene.root.attachments[0]
    let b = scene.root.attachments[1]
    #expect(a.name == "a" && a.priority == .high && a.mask == .gesture)
    #expect(a.waitsForHigherPriority == false && a.simultaneousWith == ["b"])
    #expect(b.name == "b" && b.priority == .simultaneous && b.mask == .subviews)
    #expect(b.waitsForHigherPriority && b.simultaneousWith.isEmpty)
  }
}
