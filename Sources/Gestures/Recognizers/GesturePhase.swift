/// A gesture's phase as the transition log reports it.
///
/// Continuous gestures go `possible → began → changed* → ended | cancelled`, or
/// `possible → failed`; discrete gestures (taps) go `possible → ended | failed`.
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed

  /// True for ended, cancelled and failed: nothing more happens until the gesture restarts.
  public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}
