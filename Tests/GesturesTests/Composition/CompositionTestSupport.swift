@testable import Gestures

// Small test-only gestures, so compositions are tested without the primitive recognizers (on
// the real engine, ``Driver``). Times are in milliseconds in the helpers, µs in the recognizers.

func ms(_ v: Int64) -> Int64 { v * 1000 }

/// A frame at `t` ms with contacts `(id, x, y, phase)`.
func frame(_ t: Int64, _ contacts: (Int, Double, Double, ContactPhase)...) -> TouchFrame {
  TouchFrame(
    time: ms(t), device: 0,
    contacts: contacts.enumerated().map { i, c in
      Contact(id: c.0, slot: i, x: c.1, y: c.2, phase: c.3)
    },
    fingerCount: contacts.filter { $0.3.isActive }.count)
}

/// A press like a long press: discrete, value `true`; ready `duration` ms after touch-down,
/// fails when a touch moves more than `maximumDistance` mm or lifts first.
struct TestPress: Gesture {
  var duration: Int64 = 500
  var maximumDistance = 10.0
  typealias Value = Bool
  func makeRecognizer() -> TypedGestureRecognizer<Bool> {
    TestPressRecognizer(duration: ms(duration), maximumDistance: maximumDistance)
  }
}

final class TestPressRecognizer: TypedGestureRecognizer<Bool> {
  let duration: Int64
  let maximumDistance: Double
  init(duration: Int64, maximumDistance: Double) {
    self.duration = duration
    self.maximumDistance = maximumDistance
    super.init(touchCount: 1)
  }
  override var value: Bool? { state == .idle ? nil : true }
  override var deadline: Int64? { state == .possible ? startTime + duration : nil }
  override func update(frame: TouchFrame) -> GestureSignal {
    guard let t = touches.all.first else { return .none }
    if t.distance > maximumDistance {
      return .failed(.movedTooFar(distance: t.distance, maximum: maximumDistance))
    }
    if !t.isDown {
      return .failed(
        .liftedTooSoon(
          duration: Double(time - startTime) / 1e6, minimum: Double(duration) / 1e6))
    }
    return .none
  }
  override func timeReached(_ time: Int64) -> GestureSignal { .ready }
}

/// A drag: continuous, value the first touch's translation (nil until it began); wants to begin
/// once it moved `minimumDistance` mm, changes on every frame that moves its touch, ends on
/// lift (fails when lifted before beginning).
struct TestDrag: Gesture {
  var minimumDistance = 0.0
  typealias Value = Point
  func makeRecognizer() -> TypedGestureRecognizer<Point> {
    TestDragRecognizer(minimumDistance: minimumDistance)
  }
}

final class TestDragRecognizer: TypedGestureRecognizer<Point> {
  let minimumDistance: Double
  init(minimumDistance: Double) {
    self.minimumDistance = minimumDistance
    super.init(touchCount: 1)
  }
  override var isContinuous: Bool { true }
  private var translation: Point? {
    guard let t = touches.all.first else { return nil }
    return Point(x: t.x - t.startX, y: t.y - t.startY)
  }
  override var value: Point? { state == .active || state == .ended ? translation : nil }
  override func update(frame: TouchFrame) -> GestureSignal {
    guard let t = touches.all.first else { return .none }
    switch state {
    case .possible:
      if !t.isDown {
        return .failed(
          .endedBelowThreshold(
            measure: "distance", value: t.distance, threshold: minimumDistance, unit: " mm"))
      }
      return t.distance >= minimumDistance ? .ready : .none
    case .active, .ready:
      if !t.isDown { return .ended }
      return .changed
    default:
      return .none
    }
  }
  override func writeValue(_ format: OutputFormat, to out: OutputBuffer) -> Bool {
    guard let v = value else { return false }
    let t = Translation(vector: v)
    format == .json ? t.writeJSON(to: out) : t.writeText(to: out)
    return true
  }
}

/// A test drag's value in the log: JSON `{"translation":[x,y]}`, text `(x, y)`.
struct Translation: GestureValue {
  var vector: Point
  func writeJSON(to out: OutputBuffer) {
    out.append("{\"translation\":")
    vector.writeJSON(to: out)
    out.append("}")
  }
  func writeText(to out: OutputBuffer) { vector.writeText(to: out) }
}

/// A tap: discrete, succeeds only after lift, value `tag`; fails when held longer than
/// `maximumDuration` ms or moved more than 5 mm.
struct TestTap: Gesture {
  var tag = 1
  var maximumDuration: Int64 = 750
  typealias Value = Int
  func makeRecognizer() -> TypedGestureRecognizer<Int> {
    TestTapRecognizer(tag: tag, maximumDuration: ms(maximumDuration))
  }
}

final class TestTapRecognizer: TypedGestureRecognizer<Int> {
  let tag: Int
  let maximumDuration: Int64
  init(tag: Int, maximumDuration: Int64) {
    self.tag = tag
    self.maximumDuration = maximumDuration
    super.init(touchCount: 1)
  }
  override var succeedsOnlyAfterLift: Bool { true }
  override var requiredTapCount: Int? { 1 }
  override var value: Int? { state == .ended ? tag : nil }
  override var deadline: Int64? {
    state == .possible && !touches.all.isEmpty ? startTime + maximumDuration : nil
  }
  override func update(frame: TouchFrame) -> GestureSignal {
    guard let t = touches.all.first else { return .none }
    if t.distance > 5 { return .failed(.movedTooFar(distance: t.distance, maximum: 5)) }
    return t.isDown ? .none : .ready
  }
  override func timeReached(_ time: Int64) -> GestureSignal {
    .failed(
      .heldTooLong(
        duration: Double(time - startTime) / 1e6, maximum: Double(maximumDuration) / 1e6))
  }
}
