import Testing

@testable import Gestures

/// The output layer's writing of gesture values, including the composite corner cases the log
/// has always written this way (both parts missing, a winner without a value).
@Suite struct GestureValueFormatterTests {
  func written(_ value: GestureValue?) -> (json: String, text: String) {
    let j = OutputBuffer()
    GestureValueFormatter.writeJSON(value, to: j)
    let t = OutputBuffer()
    GestureValueFormatter.writeText(value, to: t)
    return (j.text, t.text)
  }

  @Test func primitiveValues() {
    #expect(written(nil) == ("null", ""))
    #expect(written(.tap) == ("null", ""))
    #expect(written(.opaque) == ("null", ""))
    #expect(written(.longPress(true)) == ("true", ""))
    #expect(
      written(.spatialTap(.init(location: Point(x: 1.5, y: 2))))
        == (#"{"location":[1.500,2.000]}"#, "at 1.500,2.000"))
    let magnify = MagnifyGesture.Value(
      time: 0, magnification: 1.25, velocity: 0.5, startAnchor: UnitPoint(x: 0, y: 0),
      startLocation: .zero)
    #expect(
      written(.magnify(magnify)) == (
        #"{"magnification":1.250,"velocity":0.500}"#, "x1.250 v 0.500/s"
      ))
    let rotate = RotateGesture.Value(
      time: 0, rotation: .degrees(12.5), velocity: .degrees(30), startAnchor: UnitPoint(x: 0, y: 0),
      startLocation: .zero)
    #expect(
      written(.rotate(rotate))
        == (#"{"rotation":12.500,"velocity":30.000}"#, "12.500 deg v 30.000 deg/s"))
    let drag = DragGesture.Value(
      time: 0, location: Point(x: 3, y: 4), startLocation: Point(x: 1, y: 1),
      velocity: Point(x: 10, y: 0))
    #expect(written(.drag(drag)).text == "at 3.000,4.000 moved 2.000,3.000 v 10.0,0.0 mm/s")
    #expect(written(.drag(drag)).json.hasPrefix(#"{"location":[3.000,4.000],"startLocation":"#))
  }

  @Test func compositeValues() {
    #expect(written(.sequenceFirst(.longPress(true))) == (#"{"first":true}"#, "first: ()"))
    #expect(
      written(.sequenceSecond(.longPress(true), nil))
        == (#"{"first":true,"second":null}"#, "first: (), second: none"))
    #expect(
      written(.simultaneous(first: nil, second: nil))
        == (#"{"first":null,"second":null}"#, "first: none, second: none"))
    #expect(
      written(.simultaneous(first: .tap, second: .custom(3)))
        == (#"{"first":null,"second":3}"#, "first: (), second: 3"))
    #expect(written(.exclusiveFirst(.tap)) == (#"{"first":null}"#, "first: ()"))
    // A second part that won but has no value: its recognizer writes nothing.
    #expect(written(.exclusiveSecond(nil)) == (#"{"second":null}"#, "second: ()"))
    #expect(
      written(.exclusiveFirst(.sequenceFirst(.custom(true))))
        == (#"{"first":{"first":true}}"#, "first: first: true"))
  }

  @Test func mappedValuesWriteThemselvesOrFallBackToTheWrappedGesture() {
    let mapped = Driver(LongPressGesture().map { _ in Point(x: 1, y: 2) })
    #expect(written(mapped.recognizer.gestureValue) == ("null", ""))
    mapped.down(1, 20, 20, at: 0)
    mapped.advance(to: 600)
    #expect(mapped.phases == [.ended])
    #expect(
      written(mapped.recognizer.gestureValue) == ("[1.000000,2.000000]", "(1.000000, 2.000000)"))
    // An array does not write itself: the log writes the long press's own value.
    let plain = Driver(LongPressGesture().map { _ in [1] })
    plain.down(1, 20, 20, at: 0)
    plain.advance(to: 600)
    #expect(written(plain.recognizer.gestureValue) == ("true", ""))
  }
}
