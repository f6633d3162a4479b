/// A key for a value kept on a ``GestureAttachment``, like SwiftUI's `EnvironmentKey`: other
/// modules attach their own data to gestures without the engine knowing it.
public protocol AttachmentKey {
  /// The type of the value kept.
  associatedtype Value: Sendable
  /// The value an attachment has when none was set.
  static var defaultValue: Value { get }
}
