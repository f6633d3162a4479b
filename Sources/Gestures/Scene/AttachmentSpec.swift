/// One attachment of a region as a scene file describes it.
public struct AttachmentSpec: Hashable, Sendable {
  public var name: String
  public var priority: GesturePriority
  public var mask: GestureMask
  /// `"wait"` (default true): ``GestureAttachment/waitsForHigherPriority``.
  public var waitsForHigherPriority: Bool
  /// `"simultaneousWith"`: names of other gestures on the same region.
  public var simultaneousWith: [String]
  public var gesture: GestureSpec
  /// `"contacts"`: which contacts the gesture takes (``GestureAttachment/acceptedRoles``);
  /// without the key, the gesture's ``Gesture/defaultContactRoles``.
  public var acceptedRoles: ContactRoles
  /// The values of the attachment's keys that other modules read, by key
  /// (``SceneFile/load(path:kinds:extensions:)``).
  public var extensions: [String: SceneValue] = [:]

  public init(
    name: String, priority: GesturePriority = .normal, mask: GestureMask = .all,
    waitsForHigherPriority: Bool = true, simultaneousWith: [String] = [], gesture: GestureSpec
  ) {
    self.name = name
    self.priority = priority
    self.mask = mask
    self.waitsForHigherPriority = waitsForHigherPriority
    self.simultaneousWith = simultaneousWith
    self.gesture = gesture
    self.acceptedRoles = gesture.gesture.defaultContactRoles
  }
}
