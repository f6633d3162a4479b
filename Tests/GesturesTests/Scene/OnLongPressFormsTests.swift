import GestureTestSupport
import Testing

@testable import Gestures

/// Every form of `onLongPressGesture` SwiftUI has had compiles in its common call shapes and
/// calls `perform` and the pressing callback through the engine.
@Suite struct OnLongPressFormsTests {
  final class Calls {
    var performed = 0
    var pressing: [Bool] = []
  }

  /// A press held 600 ms (recognized at 500 ms with the default duration), then lifted.
  func hold(_ region: Region, for ms: Double = 600) -> EngineRun {
    let run = EngineRun(root: region)
    run.frame(at: 0, .down(1, 20, 20))
    run.advance(to: ms)
    run.frame(at: ms, .up(1))
    run.finish()
    return run
  }

  @Test func currentFormsCallPerformAndPressing() {
    let calls = Calls()
    let region = Region(name: "root")
    region.onLongPressGesture { calls.performed += 1 }
    region.onLongPressGesture(minimumDuration: 0.2) { calls.performed += 10 }
    region.onLongPressGesture(
      minimumDuration: 0.3, perform: { calls.performed += 100 },
      onPressingChanged: { calls.pressing.append($0) })
    region.onLongPressGesture(
      minimumDuration: 0.3, maximumDistance: 20, name: "far", perform: {}
    ) { calls.pressing.append($0) }
    #expect(
      region.attachments.map(\.name) == ["long-press", "long-press-2", "long-press-3", "far"])
    let run = hold(region)
    // Competing on one touch, the first attached wins once it is ready (SwiftUI's precedence:
    // the shorter presses wait for it), and the others fail.
    #expect(run.succeeded == ["root/long-press"])
    #expect(calls.performed == 1)
    #expect(calls.pressing == [true, true, false, false])
  }

  @Test func eachFormRecognizesAlone() {
    let calls = Calls()
    let a = Region(name: "root")
    a.onLongPressGesture(minimumDuration: 1) { calls.performed += 1 }
    _ = hold(a, for: 900)
    #expect(calls.performed == 0)
    _ = hold(a, for: 1100)
    #expect(calls.performed == 1)
    let b = Region(name: "root")
    b.onLongPressGesture(maximumDistance: 30) { calls.performed += 1 }
    let run = EngineRun(root: b)
    run.frame(at: 0, .down(1, 20, 20))
    // 3 mm: more than the default 10 points (1.59 mm), less than 30 (4.76 mm).
    run.frame(at: 100, .move(1, 23, 20))
    run.advance(to: 600)
    #expect(run.succeeded == ["root/long-press"])
    #expect(calls.performed == 2)
  }

  @Test func deprecatedFormsCallPerformAndPressing() {
    let calls = Calls()
    let region = Region(name: "root")
    attachDeprecatedForms(LongPressLegacyForms(), region, calls)
    #expect(region.attachments.map(\.name) == ["old", "long-press", "long-press-2"])
    _ = hold(region)
    // The 0.3 s press wins; every form reported pressing at touch-down and again at the end.
    #expect(calls.performed == 1)
    #expect(calls.pressing == [true, true, true, false, false, false])
  }

  /// Attaches SwiftUI's deprecated forms through a requirement whose witness is deprecated, so
  /// the tests build without warnings.
  func attachDeprecatedForms(
    _ forms: some LongPressDeprecatedForms, _ region: Region, _ calls: Calls
  ) {
    forms.attach(to: region, calls)
  }
}

/// The deprecated `onLongPressGesture` forms, behind a requirement.
protocol LongPressDeprecatedForms {
  func attach(to region: Region, _ calls: OnLongPressFormsTests.Calls)
}

struct LongPressLegacyForms: LongPressDeprecatedForms {
  @available(*, deprecated, message: "uses SwiftUI's deprecated onLongPressGesture forms")
  func attach(to region: Region, _ calls: OnLongPressFormsTests.Calls) {
    region.onLongPressGesture(
      minimumDuration: 0.3, maximumDistance: 10, name: "old",
      pressing: { calls.pressing.append($0) }
    ) { calls.performed += 1 }
    region.onLongPressGesture(minimumDuration: 0.4, pressing: { calls.pressing.append($0) }) {
      calls.performed += 10
    }
    region.onLongPressGesture(pressing: { calls.pressing.append($0) }) { calls.performed += 100 }
  }
}
