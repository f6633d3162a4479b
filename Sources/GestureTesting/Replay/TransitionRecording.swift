import Gestures

/// The session observer of a replay: keeps each transition with its recognizer's value, read
/// when the transition is recorded (a failed transition keeps none, as the log writes none).
final class TransitionRecording: TransitionSink {
  private(set) var entries: [(transition: Transition, value: Any?)] = []

  func record(_ transition: Transition, recognizer: GestureRecognizer) {
    entries.append((transition, transition.to == .failed ? nil : recognizer.anyValue))
  }
}
