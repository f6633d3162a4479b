/// A composite of two gestures (sequenced, simultaneous, exclusive): what their parts do with
/// the composite's own lifecycle, the same for all three.
protocol PairedParts: GestureRecognizer {
  associatedtype FirstValue
  associatedtype SecondValue
  var first: Part<FirstValue> { get }
  var second: Part<SecondValue> { get }
}

extension PairedParts {
  /// Both parts return to idle with the composite.
  func retireParts() {
    first.retire()
    second.retire()
  }

  /// Once the composite's own transition to `phase` is logged: when it is over (the engine
  /// stopped it, or it ended), parts still running stop too, so their callbacks run.
  func stopParts(after phase: GesturePhase) {
    guard phase.isTerminal else { return }
    first.abandon()
    second.abandon()
  }
}
