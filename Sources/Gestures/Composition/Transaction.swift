/// The context of a state change, passed to `updating` bodies as SwiftUI's `Transaction` is. The
/// engine draws nothing: what a body puts here (the ``animation`` to show the change with) is for
/// the app's renderer, which reads it from the state (``GestureState/transaction``).
public struct Transaction: Hashable, Sendable {
  /// The animation the app should show the change with, or nil for none (SwiftUI's
  /// `Transaction.animation`).
  public var animation: Animation?
  /// Whether animations are disabled for this change.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction asking for `animation` (SwiftUI's `Transaction(animation:)`).
  public init(animation: Animation?) {
    self.animation = animation
  }
}
