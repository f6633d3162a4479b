import GestureTestSupport
import Testing

@testable import Gestures

/// How gesture values write themselves in the log and what they measure, including the
/// composite corner cases the log has always written this way (both parts missing, a winner
/// without a value), each reached by driving the real recognizers.
@Suite struct GestureValueWritingTests {
  func written(_ value: some GestureValue) -> (json: String, text: String) {
    let j = OutputBuffer()
    value.writeJSON(to: j)
    let t = OutputBuffer()
    value.writeText(to: t)
    return (j.text, t.text)
  }

  func written(_ recognizer: GestureRecognizer) -> (json: String, text: String) {
    (json(recognizer), text(recognizer))
  }

  @Test func primitiveValues() {
    #expect(
      written(SpatialTapGesture.Value(location: Point(x: 1.5, y: 2)))
        == (#"{"location":[1.500,2.000]}"#, "at 1.500,2.000"))
    let magnify = MagnifyGesture.Value(
      time: 0, magnification: 1.25, velocity: 0.5, startAnchor: UnitPoint(x: 0, y: 0),
      startLocation: .zero)
    #expect(written(magnify) == (#"{"magnification":1.250,"velocity":0.500}"#, "x1.250 v 0.500/s"))
    #expect(magnify.measures == GestureMeasures(scale: 1.25, scaleVelocity: 0.5, primary: .scale))
    let rotate = RotateGesture.Value(
      time: 0, rotation: .degrees(12.5), velocity: .degrees(30), startAnchor: UnitPoint(x: 0, y: 0),
      startLocation: .zero)
    #expect(
      written(rotate) == (#"{"rotation":12.500,"velocity":30.000}"#, "12.500 deg v 30.000 deg/s"))
    #expect(rotate.measures.angle == .degrees(12.5) && rotate.measures.primary == .angle)
    let drag = DragGesture.Value(
      time: 0, location: Point(x: 3, y: 4), startLocation: Point(x: 1, y: 1),
      velocity: Size(width: 10, height: 0))
    #expect(written(drag).text == "at 3.000,4.000 moved 2.000,3.000 v 10.0,0.0 mm/s")
    #expect(written(drag).json.hasPrefix(#"{"location":[3.000,4.000],"startLocation":"#))
    #expect(drag.measures.translation == Point(x: 2, y: 3) && drag.measures.primary == .translation)
  }

  /// A tap's `()` has no written form: `null`, no text. A long press writes `true` in JSON
  /// only. Neither has a value before it succeeds.
  @Test func valuesWithoutText() {
    let tap = Driver(TapGesture())
    #expect(written(tap.recognizer) == ("null", ""))
    #expect(!tap.recognizer.writeValue(.json, to: OutputBuffer()))
    tap.down(1, 10, 10, at: 0)
    tap.up(1, at: 50)
    #expect(tap.phases == [.ended])
    #expect(tap.recognizer.writeValue(.json, to: OutputBuffer()))
    #expect(written(tap.recognizer) == ("null", ""))
    #expect(tap.recognizer.measures == GestureMeasures())
    let press = Driver(LongPressGesture())
    press.down(1, 10, 10, at: 0)
    #expect(written(press.recognizer) == ("null", ""))
    press.advance(to: 600)
    #expect(written(press.recognizer) == ("true", ""))
  }

  /// One finger of two down: neither part of a pinch-and-twist has a value yet, and the
  /// composite still writes both slots.
  @Test func simultaneousWithoutValues() {
    let both = Driver(MagnifyGesture().simultaneously(with: RotateGesture()))
    both.down(1, 10, 10, at: 0)
    #expect(both.state == .possible)
    #expect(
      written(both.recognizer) == (#"{"first":null,"second":null}"#, "first: none, second: none"))
    #expect(both.recognizer.measures == GestureMeasures())
  }

  @Test func simultaneousTapAndValue() {
    let both = Driver(TapGesture().simultaneously(with: TestTap(tag: 3)))
    both.down(1, 10, 10, at: 0)
    both.up(1, at: 50)
    #expect(both.phases == [.ended])
    #expect(both.json == [#"{"first":null,"second":3}"#])
    #expect(both.text == ["first: (), second: 3"])
  }

  @Test func sequenceValues() {
    let pressThenTap = Driver(LongPressGesture().sequenced(before: TapGesture(count: 2)))
    pressThenTap.down(1, 10, 10, at: 0)
    #expect(written(pressThenTap.recognizer) == ("null", ""))
    pressThenTap.advance(to: 600)
    #expect(pressThenTap.phases == [.began])
    #expect(
      written(pressThenTap.recognizer)
        == (#"{"first":true,"second":null}"#, "first: (), second: none"))
    let sequence = Driver(LongPressGesture().sequenced(before: DragGesture()))
    sequence.down(1, 10, 10, at: 0)
    sequence.advance(to: 600)
    sequence.move(1, 30, 10, at: 700)
    #expect(written(sequence.recognizer).text.hasPrefix("first: (), second: at 30.000,10.000"))
    #expect(sequence.recognizer.measures?.location == Point(x: 30, y: 10))
    let dragFirst = Driver(DragGesture(minimumDistance: 0).sequenced(before: TapGesture()))
    dragFirst.down(1, 10, 10, at: 0)
    dragFirst.move(1, 20, 10, at: 20)
    #expect(written(dragFirst.recognizer).json.hasPrefix(#"{"first":{"location":[20.000,10.000]"#))
    #expect(dragFirst.recognizer.measures?.translation == Point(x: 10, y: 0))
  }

  @Test func exclusiveValues() {
    let taps = Driver(TapGesture().exclusively(before: LongPressGesture()))
    taps.down(1, 10, 10, at: 0)
    taps.up(1, at: 50)
    #expect(taps.phases == [.ended])
    #expect(written(taps.recognizer) == (#"{"first":null}"#, "first: ()"))
    // A second part that won but has no value: its recognizer writes nothing.
    let second = Driver(TestTap(tag: 1).exclusively(before: NoValueGesture()))
    second.down(1, 10, 10, at: 0)
    second.move(1, 30, 10, at: 20)
    #expect(second.phases == [.ended])
    #expect(written(second.recognizer) == (#"{"second":null}"#, "second: ()"))
    let nested = Driver(
      DragGesture(minimumDistance: 0).map { _ in true }.sequenced(before: TapGesture())
        .exclusively(before: LongPressGesture()))
    nested.down(1, 10, 10, at: 0)
    nested.move(1, 20, 10, at: 20)
    #expect(written(nested.recognizer) == (#"{"first":{"first":true}}"#, "first: first: true"))
  }

  @Test func mappedValuesWriteThemselvesOrFallBackToTheWrappedGesture() {
    let mapped = Driver(LongPressGesture().map { _ in Point(x: 1, y: 2) })
    #expect(written(mapped.recognizer) == ("null", ""))
    mapped.down(1, 20, 20, at: 0)
    mapped.advance(to: 600)
    #expect(mapped.phases == [.ended])
    #expect(written(mapped.recognizer) == ("[1.000000,2.000000]", "(1.000000, 2.000000)"))
    // An array does not write itself: the log writes the long press's own value.
    let plain = Driver(LongPressGesture().map { _ in [1] })
    plain.down(1, 20, 20, at: 0)
    plain.advance(to: 600)
    #expect(written(plain.recognizer) == ("true", ""))
  }
}

/// A discrete gesture that succeeds once its touch moved 5 mm and never has a value.
struct NoValueGesture: Gesture {
  typealias Value = Int
  func makeRecognizer() -> TypedGestureRecognizer<Int> { Recognizer() }

  final class Recognizer: TypedGestureRecognizer<Int> {
    override func update(frame: TouchFrame) -> GestureSignal {
      guard let t = touches.all.first else { return .none }
      return t.distance >= 5 ? .ready : .none
    }
  }
}
