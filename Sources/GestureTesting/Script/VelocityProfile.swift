/// How a scripted movement covers its path over its duration, like an animation curve: the
/// fraction of the distance done at each fraction of the time.
public enum VelocityProfile: Hashable, Sendable {
  /// Constant speed from start to end.
  case linear
  /// Starts at rest and speeds up to the end: fastest at the lift (a flick).
  case easeIn
  /// Starts fast and slows to rest at the end.
  case easeOut
  /// Speeds up from rest, then slows to rest (smoothstep): how people drag.
  case easeInOut

  /// The fraction of the distance covered after `fraction` of the duration (both 0…1).
  public func progress(_ fraction: Double) -> Double {
    let u = min(1, max(0, fraction))
    switch self {
    case .linear: return u
    case .easeIn: return u * u
    case .easeOut: return 1 - (1 - u) * (1 - u)
    case .easeInOut: return u * u * (3 - 2 * u)
    }
  }
}
