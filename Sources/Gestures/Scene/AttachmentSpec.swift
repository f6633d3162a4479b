/// One attachment of a region as a scene file describes it.
public struct AttachmentSpec: Hashable, Sendable {
  /// `"name"`: the gesture's name in logs, unique on its region.
  public var name: String
  /// `"priority"` (default `"normal"`): `.gesture`, `.highPriorityGesture` or
  /// `.simultaneousGesture`.
  public var priority: GesturePriority
  /// `"mask"` (default `"all"`): which gestures the attachment enables.
  public var mask: GestureMask
  /// `"wait"` (default true): ``GestureAttachment/waitsForHigherPriority``.
  public var waitsForHigherPriority: Bool
  /// `"simultaneousWith"`: names of other gestures on the same region.
  public var simultaneousWith: [String]
  /// `"gesture"`: the gesture, `{"KIND": parameters}`.
  public var gesture: GestureSpec
  /// `"contacts"`: which contacts the gesture takes (``GestureAttachment/acceptedRoles``);
  /// without the key, the gesture's ``Gesture/defaultContactRoles``.
  public var acceptedRoles: ContactRoles
  /// The values of the attachment's keys that other modules read, by key
  /// (``SceneFile/load(path:kinds:extensions:)``).
  public var extensions: [String: SceneValue] = [:]

  /// An attachment spec; each parameter is the property of its name.
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
