/// A key for a value kept on a ``GestureAttachment``, like SwiftUI's `EnvironmentKey`: other
/// modules attach their own data to gestures without the engine knowing it.
public protocol AttachmentKey {
  associatedtype Value: Sendable
  /// The value an attachment has when none was set.
  static var defaultValue: Value { get }
}

/// The values kept on one attachment, one per ``AttachmentKey`` type.
public struct AttachmentValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: AttachmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
