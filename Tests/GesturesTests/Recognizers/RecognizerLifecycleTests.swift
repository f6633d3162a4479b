import Testing

@testable import Gestures

/// The transition table, pair by pair: every legal pair goes where the table says and reports
/// what it says; every other pair is reported as a bug and tolerated as documented.
@Suite("Recognizer lifecycle")
struct RecognizerLifecycleTests {
  /// The legal pairs: (state, event) → (state, phase reported). Every pair not listed is a bug.
  static let legal: [(RecognizerState, LifecycleEvent, RecognizerState, GesturePhase?)] = [
    (.idle, .start, .possible, nil),
    (.possible, .ready, .ready, nil),
    (.possible, .changed, .possible, nil),
    (.possible, .ended, .ready, nil),
    (.possible, .failed, .failed, .failed),
    (.possible, .cancelled, .failed, .failed),
    (.possible, .stop, .failed, .failed),
    (.possible, .succeed, .ended, .ended),
    (.possible, .begin, .active, .began),
    (.ready, .ready, .ready, nil),
    (.ready, .changed, .ready, nil),
    (.ready, .ended, .ready, nil),
    (.ready, .failed, .failed, .failed),
    (.ready, .cancelled, .failed, .failed),
    (.ready, .stop, .failed, .failed),
    (.ready, .succeed, .ended, .ended),
    (.ready, .begin, .active, .began),
    (.active, .ready, .active, nil),
    (.active, .changed, .active, .changed),
    (.active, .ended, .ended, .ended),
    (.active, .failed, .cancelled, .cancelled),
    (.active, .cancelled, .cancelled, .cancelled),
    (.active, .stop, .cancelled, .cancelled),
    (.ended, .retire, .idle, nil),
    (.failed, .retire, .idle, nil),
    (.cancelled, .retire, .idle, nil),
  ]

  struct Pair: Hashable, CustomTestStringConvertible {
    var state: RecognizerState
    var event: LifecycleEvent
    var testDescription: String { "\(event) in \(state)" }
  }

  static let legalPairs = Set(legal.map { Pair(state: $0.0, event: $0.1) })

  static let impossiblePairs: [Pair] = RecognizerState.allCases.flatMap { s in
    LifecycleEvent.allCases.map { Pair(state: s, event: $0) }
  }.filter { !legalPairs.contains($0) }

  @Test func theTableCoversEveryPair() {
    #expect(Self.legal.count == Self.legalPairs.count, "a legal pair is listed twice")
    #expect(Self.legal.count + Self.impossiblePairs.count == 7 * 10)
  }

  @Test func everyLegalPairGoesWhereTheTableSays() {
    for (state, event, next, report) in Self.legal {
      let step = RecognizerLifecycle.transition(from: state, on: event)
      #expect(step == LifecycleStep(state: next, report: report), "\(event) in \(state)")
    }
  }

  @Test(arguments: impossiblePairs)
  func everyOtherPairIsABugThatKeepsTheState(_ pair: Pair) {
    let step = RecognizerLifecycle.transition(from: pair.state, on: pair.event)
    #expect(step.isBug)
    #expect(step.report == nil)
    // A start still starts (the recognizer has been reset for a new attempt).
    #expect(step.state == (pair.event == .start ? .possible : pair.state))
  }

  @Test(arguments: impossiblePairs)
  func aRecognizerReportsAnImpossiblePairNamingStateAndEvent(_ pair: Pair) {
    let r = BugRecordingGestureRecognizer()
    r.drive(to: pair.state)
    #expect(r.state == pair.state)
    #expect(r.bugs.isEmpty)
    #expect(r.handle(pair.event) == nil)
    #expect(r.bugs == [RecognizerLifecycle.bugDescription(pair.state, pair.event)])
    #expect(r.bugs.first?.contains("event \(pair.event) in state \(pair.state)") == true)
    #expect(r.state == (pair.event == .start ? .possible : pair.state))
  }

  @Test func theReportedPhaseFollowsTheReportsAndRestartsAtPossible() {
    let r = BugRecordingGestureRecognizer()
    #expect(r.reportedPhase == .possible)
    r.engineStart(at: 0)
    #expect(r.handle(.begin) == .began)
    #expect(r.reportedPhase == .began)
    #expect(r.handle(.ready) == nil)
    #expect(r.reportedPhase == .began)
    #expect(r.handle(.changed) == .changed)
    #expect(r.handle(.stop) == .cancelled)
    #expect(r.reportedPhase == .cancelled)
    r.handle(.retire)
    #expect(r.reportedPhase == .possible)
    r.engineStart(at: 10)
    #expect(r.reportedPhase == .possible)
    #expect(r.bugs.isEmpty)
    // A tolerated bug leaves the phase alone.
    r.handle(.begin)
    r.handle(.retire)
    #expect(r.bugs.count == 1)
    #expect(r.state == .active)
    #expect(r.reportedPhase == .began)
  }

  @Test func aModifierPassesEveryEventToWhatItWraps() {
    let base = BugRecordingGestureRecognizer()
    let modifier = CallbackGestureRecognizer(base, on: [.ended]) { _ in }
    let path: [LifecycleEvent] = [.ready, .begin, .changed, .ended, .retire]
    modifier.engineStart(at: 0)
    #expect(base.state == .possible)
    for event in path {
      modifier.handle(event)
      #expect(base.state == modifier.state, "after \(event)")
      #expect(base.reportedPhase == modifier.reportedPhase, "after \(event)")
    }
    #expect(base.bugs.isEmpty)
  }
}

/// A recognizer that records lifecycle bugs instead of asserting.
final class BugRecordingGestureRecognizer: TypedGestureRecognizer<Int> {
  var bugs: [String] = []
  override var isContinuous: Bool { true }
  override func lifecycleBug(_ message: String) { bugs.append(message) }

  /// Takes the recognizer from idle to `state` with legal events only.
  func drive(to state: RecognizerState) {
    let path: [LifecycleEvent]
    switch state {
    case .idle: path = []
    case .possible: path = [.start]
    case .ready: path = [.start, .ready]
    case .active: path = [.start, .begin]
    case .ended: path = [.start, .succeed]
    case .failed: path = [.start, .stop]
    case .cancelled: path = [.start, .begin, .stop]
    }
    for event in path {
      if event == .start { engineStart(at: 0) } else { handle(event) }
    }
  }
}
