/// The context of a state change, passed to `updating` bodies for parity with SwiftUI's
/// `Transaction`. There are no animations here; the body may set ``disablesAnimations`` but
/// nothing reads it.
public struct Transaction: Hashable, Sendable {
  /// Whether animations are disabled for this change (kept for API parity).
  public var disablesAnimations = false

  /// A transaction with animations enabled.
  public init() {}
}
