/// `UISelectionFeedbackGenerator`: a light, crisp tick when a selection changes, at
/// ``HapticPriority/gesture``.
public final class SelectionFeedbackGenerator: Sendable {
  /// The engine it plays on; nil: no device can play, and the generator does nothing.
  public let engine: HapticEngine?

  /// A generator on `engine` (the default engine when not given).
  public init(engine: HapticEngine? = HapticFeedback.defaultEngine) {
    self.engine = engine
    if engine == nil { HapticFeedback.logUnavailable("SelectionFeedbackGenerator") }
  }

  /// Uploads the tick's effect, so the next tick is one write.
  public func prepare() { engine?.prepare(HapticPreset.selection.pattern) }

  /// Plays the tick now.
  public func selectionChanged() {
    HapticFeedback.play(
      HapticPreset.selection.pattern, name: HapticPreset.selection.name, priority: .gesture,
      on: engine)
  }
}
