/// The values kept on one attachment, one per ``AttachmentKey`` type.
public struct AttachmentValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// No values set: every key reads its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: AttachmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
