import Gestures

/// The session observer of a replay: keeps each transition with its recognizer's value and
/// measures, read when the transition is recorded (a failed transition keeps none, as the log
/// writes none).
final class TransitionRecording: TransitionSink {
  private(set) var entries: [(transition: Transition, value: Any?, measures: GestureMeasures?)] =
    []

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    guard transition.to != .failed else { return entries.append((transition, nil, nil)) }
    entries.append((transition, recognizer.anyValue, recognizer.measures))
  }
}
