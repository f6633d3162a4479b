/// A region of the touch surface with gestures attached, like a SwiftUI view: a frame in
/// surface coordinates, a hit shape, and children in z-order (the last child is on top).
public final class Region {
  /// The region's name; the transition log's `node` is the path of names from the root.
  public let name: String
  /// The region's frame in the scene's units, absolute (not relative to the parent): the app's
  /// points on a ``SceneSurface/points(perMillimetre:)`` surface, millimetres, or pixels in a
  /// pixel scene.
  /// Nil means the ``placement`` in the parent's bounds, or else the whole surface.
  public var frame: Rect? { didSet { sceneChanged() } }
  /// Where the region lies in its parent's bounds when ``frame`` is nil: a band along an edge
  /// or a square in a corner (``RegionPlacement``), resolved against each device's surface.
  public var placement: RegionPlacement? { didSet { sceneChanged() } }
  /// The shape hit testing uses within the frame, unless `contentShape` replaces it.
  public var shape: RegionShape = .rectangle { didSet { sceneChanged() } }
  /// Replaces `shape` for hit testing, like SwiftUI's `contentShape(_:)`; it also makes a
  /// container without content hittable.
  public var contentShape: RegionShape? { didSet { sceneChanged() } }
  /// False removes the region and its subtree from hit testing, like `allowsHitTesting(false)`.
  public var allowsHitTesting = true { didSet { sceneChanged() } }
  /// Whether the region draws content of its own. A bare container (a stack's gap, a spacer)
  /// is hit only through its children unless it has a `contentShape`.
  public var hasContent = true { didSet { sceneChanged() } }
  /// The devices whose touches may hit the region and its subtree; nil for every device. A
  /// touch from a device that does not match passes it by, as if it had
  /// `allowsHitTesting(false)` for that device.
  public var devices: DeviceFilter? { didSet { sceneChanged() } }
  /// The name gestures in the subtree use to give locations in the region's bounds
  /// (`.named(name)`); set with ``coordinateSpace(name:)``.
  public var coordinateSpaceName: CoordinateSpaceName? { didSet { sceneChanged() } }
  /// Children in z-order: later children are on top and are hit first.
  public private(set) var children: [Region] = []
  /// The parent region, nil for the root.
  public private(set) weak var parent: Region?
  /// Attachments in modifier order.
  public private(set) var attachments: [GestureAttachment] = []

  /// A region named `name` (unique among its siblings) with `frame` in its parent's units
  /// (nil: its parent's bounds), hit as `shape`; `hasContent` false makes it a bare container,
  /// hit only through its children.
  public init(
    name: String, frame: Rect? = nil, shape: RegionShape = .rectangle, hasContent: Bool = true
  ) {
    self.name = name
    self.frame = frame
    self.shape = shape
    self.hasContent = hasContent
  }

  /// Adds `child` on top of the existing children.
  @discardableResult
  public func addChild(_ child: Region) -> Region {
    child.parent = self
    children.append(child)
    sceneChanged()
    return self
  }

  /// Takes the region (and its subtree) out of its parent's children; nothing when it is the
  /// root.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    parent.sceneChanged()
  }

  /// Counts the changes made to the tree this region is the root of (regions added or removed,
  /// frames, shapes, hit testing, devices, attachments): an engine running the tree sees the
  /// count move and makes its copy of the scene again before the next frame (see ``Engine``).
  /// Meaningful on the root only.
  @exclusivity(unchecked) public private(set) var sceneGeneration = 0

  /// Tells the root that its tree changed.
  private func sceneChanged() {
    var root = self
    while let p = root.parent { root = p }
    root.sceneGeneration &+= 1
  }

  /// The names from the root to this region joined by `/` (`window/list/photo`).
  public var path: String {
    guard let parent else { return name }
    return parent.path + "/" + name
  }

  /// Attaches `gesture` like SwiftUI's `.gesture(_:including:)`.
  ///
  /// - Parameters:
  ///   - gesture: the gesture to attach; its recognizer is made when a touch lands on the
  ///     region.
  ///   - name: the transition log's name; by default the gesture's ``Gesture/defaultName``
  ///     (`drag`, `long-press`, `double-tap`), made unique on the region (`drag-2`).
  ///   - mask: which gestures the attachment enables (``GestureAttachment/mask``).
  ///   - waitsForHigherPriority: false lets the gesture succeed without waiting for
  ///     higher-priority competitors (``GestureAttachment/waitsForHigherPriority``).
  ///   - simultaneousWith: names of gestures on this region it runs alongside.
  @discardableResult
  public func gesture<G: Gesture>(
    _ gesture: G, name: String? = nil, including mask: GestureMask = .all,
    waitsForHigherPriority: Bool = true, simultaneousWith: Set<String> = []
  ) -> Region {
    attach(
      GestureAttachment(
        gesture, name: name, waitsForHigherPriority: waitsForHigherPriority,
        simultaneousWith: simultaneousWith, mask: mask))
  }

  /// Attaches `gesture` like SwiftUI's `.highPriorityGesture(_:including:)`: it goes before the
  /// gestures of the region's subtree and those attached to the region before it. The
  /// parameters are ``gesture(_:name:including:waitsForHigherPriority:simultaneousWith:)``'s
  /// (it waits only for high-priority gestures of ancestors and those attached after it).
  @discardableResult
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, name: String? = nil, including mask: GestureMask = .all,
    waitsForHigherPriority: Bool = true, simultaneousWith: Set<String> = []
  ) -> Region {
    attach(
      GestureAttachment(
        gesture, name: name, priority: .high, waitsForHigherPriority: waitsForHigherPriority,
        simultaneousWith: simultaneousWith, mask: mask))
  }

  /// Attaches `gesture` like SwiftUI's `.simultaneousGesture(_:including:)`: it competes with no
  /// gesture, so it neither waits nor needs `simultaneousWith`. `name` and `mask` are
  /// ``gesture(_:name:including:waitsForHigherPriority:simultaneousWith:)``'s.
  @discardableResult
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, name: String? = nil, including mask: GestureMask = .all
  ) -> Region {
    attach(GestureAttachment(gesture, name: name, priority: .simultaneous, mask: mask))
  }

  /// Adds an attachment after the existing ones. An attachment named by its gesture's
  /// ``Gesture/defaultName`` gets a suffix when the region already has that name (`drag-2`,
  /// `drag-3`); a name given is kept as it is.
  @discardableResult
  public func attach(_ attachment: GestureAttachment) -> Region {
    var attachment = attachment
    if attachment.nameIsDerived {
      attachment.name = GestureName.unique(attachment.name) { name in
        attachments.contains { $0.name == name }
      }
      attachment.nameIsDerived = true
    }
    attachments.append(attachment)
    sceneChanged()
    return self
  }

  /// Changes the attachment named `name` (the last one when nil), if any: how other modules'
  /// modifiers reach the gesture attached just before them.
  public func updateAttachment(named name: String?, _ change: (inout GestureAttachment) -> Void) {
    guard
      let i = name.map({ n in attachments.lastIndex { $0.name == n } }) ?? attachments.indices.last
    else { return }
    change(&attachments[i])
    sceneChanged()
  }

  /// Attachments in precedence order, highest first: high-priority ones (the last attached
  /// first, since each wraps what came before), then normal ones in modifier order, then
  /// simultaneous ones.
  var precedence: [GestureAttachment] {
    attachments.filter { $0.priority == .high }.reversed()
      + attachments.filter { $0.priority == .normal }
      + attachments.filter { $0.priority == .simultaneous }
  }
}
