import GestureTestSupport
import Testing

@testable import Gestures

/// When each callback runs, gesture by gesture, as Apple documents it: the rows of
/// ARCHITECTURE.md's callback table, on the real recognizers and engine. Positions are mm (the
/// test scene counts points as millimetres).
@Suite struct CallbackTimingTests {
  /// What the callbacks saw, in order.
  final class Log {
    var lines: [String] = []
    func callAsFunction(_ s: String) { lines.append(s) }
  }

  // MARK: Long press

  @Test func longPressCallsOnChangedAndUpdatingWithTrueAtTouchDown() {
    let log = Log()
    @GestureState var isDetectingLongPress = false
    let press = LongPressGesture(minimumDuration: 3)
      .updating($isDetectingLongPress) { currentState, gestureState, _ in
        gestureState = currentState
        log("updating \(currentState)")
      }
      .onChanged { log("changed \($0)") }
      .onEnded { log("ended \($0)") }
    let e = Driver(press)
    e.down(1, 10, 10, at: 0)
    // Apple's GestureState example: the circle turns red while the finger is down.
    #expect(isDetectingLongPress)
    #expect(log.lines == ["updating true", "changed true"])
    #expect(e.phases.isEmpty)
    e.advance(to: 3000)
    #expect(e.phases == [.ended])
    #expect(log.lines == ["updating true", "changed true", "ended true"])
    // The state resets when the gesture ends.
    #expect(!isDetectingLongPress)
  }

  @Test func aFailedLongPressResetsItsStateAndNeverCallsOnEnded() {
    let log = Log()
    @GestureState var pressing = false
    let e = Driver(
      LongPressGesture().updating($pressing) { v, s, _ in s = v }
        .onChanged { log("changed \($0)") }.onEnded { log("ended \($0)") })
    e.down(1, 10, 10, at: 0)
    #expect(pressing)
    e.up(1, at: 100)
    #expect(e.phases == [.failed])
    #expect(!pressing)
    #expect(log.lines == ["changed true"])
    // The log writes no value for the failed press, as before.
    #expect(e.json.count == 1 && !e.json[0].contains("\"value\""))
  }

  @Test func pressingIsTrueAtTouchDownAndFalseWhenRecognizedOrFailed() {
    let log = Log()
    let e = Driver(
      LongPressGesture().onPressingChanged { log("pressing \($0)") }.onEnded { log("ended \($0)") }
    )
    e.down(1, 10, 10, at: 0)
    #expect(log.lines == ["pressing true"])
    e.advance(to: 500)
    #expect(log.lines == ["pressing true", "pressing false", "ended true"])
    e.up(1, at: 600)
    e.down(2, 10, 10, at: 1000)
    e.move(2, 30, 10, at: 1100)
    #expect(log.lines.suffix(2) == ["pressing true", "pressing false"])
    #expect(e.phases == [.ended, .failed])
  }

  // MARK: Taps

  @Test func aTapCallsOnlyOnEndedAndNeverUpdating() {
    let log = Log()
    @GestureState var touched = 0
    let e = Driver(
      TapGesture().updating($touched) { _, s, _ in s += 1 }.onEnded { log("tap") })
    e.down(1, 10, 10, at: 0)
    e.up(1, at: 80)
    e.advance(to: 1000)
    #expect(e.phases == [.ended])
    #expect(log.lines == ["tap"])
    #expect(touched == 0)
  }

  @Test func aSpatialTapCallsOnEndedWithTheLocationAndNeverOnChanged() {
    let log = Log()
    let e = Driver(
      SpatialTapGesture().onChanged { log("changed \($0.location)") }
        .onEnded { log("ended \($0.location.x) \($0.location.y)") })
    e.down(1, 12, 30, at: 0)
    e.up(1, at: 80)
    e.advance(to: 1000)
    #expect(log.lines == ["ended 12.0 30.0"])
  }

  // MARK: Drag

  @Test func aDragCallsOnChangedAndUpdatingFromItsBeginningAndOnEndedAtLift() {
    let log = Log()
    @GestureState var dragging = false
    let e = Driver(
      DragGesture().updating($dragging) { _, s, _ in s = true }
        .onChanged { log("changed \($0.location.x)") }.onEnded { log("ended \($0.location.x)") })
    e.down(1, 10, 10, at: 0)
    e.move(1, 11, 10, at: 20)
    #expect(log.lines.isEmpty)  // 1 mm is under the 10-point (1.59 mm) minimum: nothing yet
    #expect(!dragging)
    e.move(1, 25, 10, at: 40)
    #expect(dragging)
    e.move(1, 30, 10, at: 60)
    e.up(1, at: 80)
    #expect(log.lines == ["changed 25.0", "changed 30.0", "ended 30.0"])
    #expect(!dragging)
  }

  // MARK: Magnify and rotate

  @Test func aPinchCallsOnChangedWhileItScalesAndOnEndedAtLift() {
    let log = Log()
    @GestureState var scale = 1.0
    let e = Driver(
      MagnifyGesture().updating($scale) { v, s, _ in s = v.magnification }
        .onChanged { _ in log("changed") }.onEnded { _ in log("ended") })
    e.down(1, 40, 50, at: 0)
    e.down(2, 60, 50, at: 0)
    e.move(1, 30, 50, at: 50)
    e.move(2, 70, 50, at: 50)
    #expect(scale == 2)
    e.up(1, at: 100)
    e.up(2, at: 100)
    e.advance(to: 1000)
    #expect(log.lines == ["changed", "changed", "ended"])  // one change per moved finger
    #expect(scale == 1)
  }

  @Test func aRotationCallsOnChangedWhileItTurnsAndOnEndedAtLift() {
    let log = Log()
    @GestureState var degrees = 0.0
    let e = Driver(
      RotateGesture().updating($degrees) { v, s, _ in s = v.rotation.degrees }
        .onChanged { _ in log("changed") }.onEnded { _ in log("ended") })
    e.down(1, 40, 50, at: 0)
    e.down(2, 60, 50, at: 0)
    e.move(1, 50, 40, at: 50)
    e.move(2, 50, 60, at: 50)
    #expect(abs(degrees - 90) < 1e-9)
    e.up(1, at: 100)
    e.up(2, at: 100)
    e.advance(to: 1000)
    #expect(log.lines == ["changed", "changed", "ended"])  // one change per moved finger
    #expect(degrees == 0)
  }

  // MARK: Composites

  /// Apple's `sequenced(before:)` example: `.first(true)` while pressing, then `.second(true,
  /// drag)` once the press is recognized. SwiftUI passes `.second(true, nil)` until the drag has
  /// begun; here the drag's value is there from the hand-over (at its start, translation zero),
  /// so Apple's `drag?.translation ?? .zero` reads the same zero.
  @Test func aLongPressThenDragReportsPressingThenDragging() {
    let log = Log()
    @GestureState var state = "inactive"
    let gesture = LongPressGesture(minimumDuration: 0.5)
      .sequenced(before: DragGesture())
      .updating($state) { value, state, _ in
        switch value {
        case .first(true): state = "pressing"
        case .second(true, let drag): state = "dragging \(drag?.location.x ?? -1)"
        default: state = "inactive"
        }
        log(state)
      }
      .onEnded { value in
        guard case .second(true, let drag?) = value else { return }
        log("ended \(drag.location.x)")
      }
    let e = Driver(gesture)
    e.down(1, 10, 10, at: 0)
    #expect(state == "pressing")
    e.advance(to: 500)
    #expect(state == "dragging 10.0")
    e.move(1, 40, 10, at: 600)
    #expect(state == "dragging 40.0")
    e.up(1, at: 700)
    #expect(state == "inactive")
    #expect(
      log.lines == ["pressing", "dragging 10.0", "dragging 40.0", "ended 40.0"])
  }

  @Test func simultaneousPartsReportWhicheverChanged() {
    let log = Log()
    let e = Driver(
      LongPressGesture().simultaneously(with: DragGesture())
        .onChanged { v in log("\(v.first.map { "\($0)" } ?? "nil") \(v.second?.location.x ?? -1)") }
    )
    e.down(1, 10, 10, at: 0)
    #expect(log.lines == ["true -1.0"])
    e.move(1, 40, 10, at: 100)
    #expect(log.lines.last == "nil 40.0")
  }

  @Test func anExclusiveGestureReportsItsFirstPartWhilePressing() {
    let log = Log()
    let e = Driver(
      LongPressGesture().exclusively(before: DragGesture())
        .onChanged { v in
          switch v {
          case .first(let p): log("first \(p)")
          case .second(let d): log("second \(d.location.x)")
          }
        })
    e.down(1, 10, 10, at: 0)
    #expect(log.lines == ["first true"])
  }

  // MARK: Transactions

  /// Apple's long-press example sets `transaction.animation = Animation.easeIn(duration: 2.0)`:
  /// the app's renderer reads it from the state, and the reset transaction after the end.
  @Test func theUpdatingBodysTransactionReachesTheApp() {
    @GestureState(initialValue: false, resetTransaction: Transaction(animation: .linear))
    var pressed: Bool
    let e = Driver(
      LongPressGesture(minimumDuration: 1).updating($pressed) { v, s, transaction in
        s = v
        transaction.animation = Animation.easeIn(duration: 2.0)
      })
    #expect($pressed.transaction.animation == nil)
    e.down(1, 10, 10, at: 0)
    #expect(pressed)
    #expect($pressed.transaction.animation == .easeIn(duration: 2))
    e.advance(to: 1000)
    #expect(!pressed)
    #expect($pressed.transaction.animation == .linear)
  }
}
