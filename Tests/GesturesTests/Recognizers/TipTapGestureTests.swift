import GestureTesting
import Gestures
import Testing

/// The tip-tap on both sides of each parameter, through synthetic touches: one finger rests
/// at (80, 80) from 0 s, another taps beside it at (110, 80).
@Suite struct TipTapGestureTests {
  let restPoint = Point(x: 80, y: 80)
  let tapPoint = Point(x: 110, y: 80)

  /// `mm` in points, the unit of the gesture's distances.
  func pt(_ mm: Double) -> Double { mm / Points.millimetres }

  /// A finger resting at `at` (default `restPoint`) from `landing` for `duration` s.
  func rest(_ at: Point? = nil, landing: Double = 0, for duration: Double = 1) -> TouchPath {
    TouchPath(at: at ?? restPoint, landing: landing).holding(for: duration)
  }

  /// A finger tapping at `at` (default `tapPoint`) at `landing`, down for `duration` s.
  func tap(_ at: Point? = nil, landing: Double = 0.3, duration: Double = 0.05) -> TouchPath {
    TouchPath(at: at ?? tapPoint, landing: landing).holding(for: duration)
  }

  /// Replays `paths` against a root holding `gesture` as "tip-tap".
  func run(_ paths: [TouchPath], _ gesture: TipTapGesture = TipTapGesture()) throws
    -> ReplayResult
  {
    let root = Region(name: "screen")
    root.gesture(gesture, name: "tip-tap")
    return try GestureReplay.run(TouchScript(paths), scene: .region(root))
  }

  func value(_ result: ReplayResult) -> TipTapGesture.Value? {
    result.ended("tip-tap").first?.value(as: TipTapGesture.Value.self)
  }

  /// The first failure's reason, as the log writes it.
  func reason(_ result: ReplayResult) -> String {
    result.failed("tip-tap").first?.reason.map { "\($0)" } ?? "none"
  }

  @Test func aTapBesideARestingFingerIsATipTapTheRestingFingerNeedNotLift() throws {
    let result = try run([rest(), tap()])
    let v = try #require(value(result), "\(result.summary)")
    #expect(v.touches == 1 && v.restingTouches == 1)
    #expect(abs(v.location.x - tapPoint.x) < 0.1 && abs(v.location.y - tapPoint.y) < 0.1)
    // Recognized at the tap's lift, while the resting finger stays down until 1 s.
    let at = try #require(result.ended("tip-tap").first?.seconds)
    #expect(abs(at - 0.35) < 0.01)
    #expect(result.failed("tip-tap").isEmpty)
  }

  @Test func theRestingFingerMustHaveRestedLongEnough() throws {
    // 0.15 s by default: a tap landing after 0.12 s is not beside a resting finger.
    let early = try run([rest(), tap(landing: 0.12)])
    #expect(value(early) == nil)
    #expect(reason(early).contains("beside 0 of 1 fingers rested for 0.150 s"), "\(reason(early))")
    #expect(value(try run([rest(), tap(landing: 0.18)])) != nil)
    // A longer rest asked for.
    let half = TipTapGesture(restingDuration: 0.5)
    #expect(value(try run([rest(), tap(landing: 0.45)], half)) == nil)
    #expect(value(try run([rest(), tap(landing: 0.55)], half)) != nil)
  }

  @Test func theTapMustBeShort() throws {
    // 0.3 s by default.
    #expect(value(try run([rest(), tap(duration: 0.25)])) != nil)
    let long = try run([rest(), tap(duration: 0.35)])
    #expect(value(long) == nil)
    #expect(reason(long).hasPrefix("held 0.300 s"), "\(reason(long))")
    let longer = TipTapGesture(maximumDuration: 0.5)
    #expect(value(try run([rest(), tap(duration: 0.45)], longer)) != nil)
    #expect(value(try run([rest(), tap(duration: 0.55)], longer)) == nil)
  }

  @Test func theTappingFingerMustStayClose() throws {
    // 20 pt (3.175 mm) by default.
    func moving(_ mm: Double) -> TouchPath {
      TouchPath(at: tapPoint, landing: 0.3).moving(by: Point(x: mm, y: 0), duration: 0.05)
        .holding(for: 0.02)
    }
    #expect(value(try run([rest(), moving(2.8)])) != nil)
    let far = try run([rest(), moving(3.6)])
    #expect(value(far) == nil)
    #expect(reason(far).hasSuffix("more than the maximum 3.175 mm"), "\(reason(far))")
    let loose = TipTapGesture(maximumMovement: pt(10))
    #expect(value(try run([rest(), moving(9)], loose)) != nil)
    #expect(value(try run([rest(), moving(11)], loose)) == nil)
  }

  @Test func theRestingFingerMustStayStill() throws {
    // Moving before the tap, or during it; 20 pt (3.175 mm) by default.
    func drifting(_ mm: Double, at start: Double) -> TouchPath {
      TouchPath(at: restPoint).holding(for: start)
        .moving(by: Point(x: 0, y: mm), duration: 0.03).holding(for: 1)
    }
    #expect(value(try run([drifting(2.8, at: 0.2), tap()])) != nil)
    let before = try run([drifting(3.6, at: 0.2), tap()])
    #expect(value(before) == nil)
    #expect(reason(before).hasSuffix("more than the maximum 3.175 mm"), "\(reason(before))")
    #expect(value(try run([drifting(2.8, at: 0.31), tap()])) != nil)
    let during = try run([drifting(3.6, at: 0.31), tap()])
    #expect(value(during) == nil)
    #expect(reason(during).hasPrefix("a resting finger moved"), "\(reason(during))")
    let loose = TipTapGesture(restingMovement: pt(10))
    #expect(value(try run([drifting(9, at: 0.31), tap()], loose)) != nil)
    #expect(value(try run([drifting(11, at: 0.31), tap()], loose)) == nil)
  }

  @Test func theRestingFingerMustNotLiftDuringTheTap() throws {
    let lifted = try run([rest(for: 0.32), tap()])
    #expect(value(lifted) == nil)
    #expect(reason(lifted) == "a resting finger lifted during the tap")
    // Lifting right after the tap is fine.
    #expect(value(try run([rest(for: 0.37), tap()])) != nil)
  }

  @Test func theTapsFingerCountMustMatch() throws {
    let two = [tap(), tap(Point(x: 125, y: 80))]
    let tooMany = try run([rest()] + two)
    #expect(value(tooMany) == nil)
    #expect(reason(tooMany) == "2 touches, takes 1")
    let v = try #require(value(try run([rest()] + two, TipTapGesture(touches: 2))))
    #expect(v.touches == 2 && abs(v.location.x - 117.5) < 0.1)
    let tooFew = try run([rest(), tap()], TipTapGesture(touches: 2))
    #expect(value(tooFew) == nil)
    #expect(reason(tooFew) == "lifted with 1 of 2 touches down")
  }

  @Test func theRestingFingerCountIsAMinimum() throws {
    let two = TipTapGesture(restingTouches: 2)
    let one = try run([rest(), tap()], two)
    #expect(value(one) == nil)
    #expect(reason(one).contains("beside 1 of 2 fingers"), "\(reason(one))")
    let both = try #require(
      value(try run([rest(), rest(Point(x: 60, y: 80)), tap()], two)))
    #expect(both.restingTouches == 2)
    // Two resting where one is asked: both are counted as resting.
    let more = try #require(value(try run([rest(), rest(Point(x: 60, y: 80)), tap()])))
    #expect(more.restingTouches == 2)
  }

  @Test func aLoneTapIsNoTipTap() throws {
    let lone = try run([tap(landing: 0)])
    #expect(value(lone) == nil)
    #expect(reason(lone) == "lifted with 1 of 2 touches down")
  }

  @Test func tipTapsRepeatBesideTheSameRestingFinger() throws {
    let result = try run([rest(for: 1.5), tap(), tap(landing: 0.6), tap(landing: 0.9)])
    #expect(result.ended("tip-tap").count == 3, "\(result.summary)")
    // After a failed one too: the tap held too long, the next one counts.
    let again = try run([rest(for: 1.5), tap(duration: 0.4), tap(landing: 0.9)])
    #expect(again.ended("tip-tap").count == 1, "\(again.summary)")
    #expect(again.failed("tip-tap").count == 1)
  }

  @Test func aRestingFingerThatMovedRestsAfreshForTheNextTipTap() throws {
    // It moves 6 mm at 0.2 s (the attempt fails), then stays: a tap landing at the restart
    // finds no rested finger; the one after it does.
    let moved = TouchPath(at: restPoint).holding(for: 0.2)
      .moving(by: Point(x: 0, y: 6), duration: 0.03).holding(for: 1.5)
    let result = try run([moved, tap(landing: 0.5), tap(landing: 0.9)])
    #expect(result.ended("tip-tap").count == 1, "\(result.summary)")
    let at = try #require(result.ended("tip-tap").first?.seconds)
    #expect(at > 0.9)
  }
}
