/// An attachment on a hit path that is enabled by the masks above it.
public struct EnabledAttachment {
  /// Index of the region in the hit path (0 = root).
  public var depth: Int
  /// The region the gesture is attached to.
  public var region: Region
  /// Index of the attachment in `region.attachments` (modifier order).
  public var index: Int
  /// The attachment.
  public var attachment: GestureAttachment { region.attachments[index] }
}
