/// A gesture's phase as the transition log reports it.
///
/// Continuous gestures go `possible → began → changed* → ended | cancelled`, or
/// `possible → failed`; discrete gestures (taps) go `possible → ended | failed`.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  /// Touches are down and the gesture may still be recognized; every gesture starts here.
  case possible
  /// A continuous gesture was recognized and has its first value.
  case began
  /// A continuous gesture's value changed.
  case changed
  /// The gesture finished: a discrete gesture was recognized, or a continuous one ended.
  case ended
  /// A gesture that had begun stopped without success (the transition says why).
  case cancelled
  /// The gesture will not be recognized for these touches (the transition says why).
  case failed

  /// True for ended, cancelled and failed: nothing more happens until the gesture restarts.
  public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}
