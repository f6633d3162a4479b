/// A region as a scene file describes it.
public struct RegionSpec: Hashable, Sendable {
  /// `"name"`: unique among its siblings, part of region paths.
  public var name: String
  /// `"frame": [x, y, width, height]`.
  public var frame: Rect?
  /// `"frame": {"edge": "left", "band": 8}` or `{"corner": "topLeft", "size": 10}`.
  public var placement: RegionPlacement?
  /// `"shape"` (default `"rectangle"`): the region's shape within its frame.
  public var shape: RegionShape
  /// `"contentShape"`: the shape hit testing uses instead; nil for none.
  public var contentShape: RegionShape?
  /// `"content"` (default true); false: a bare container, hit only through its children.
  public var hasContent: Bool
  /// `"allowsHitTesting"` (default true); false: nothing in the subtree is hit.
  public var allowsHitTesting: Bool
  /// `"devices"`: the devices whose touches may hit it (``Region/devices``).
  public var devices: DeviceFilter?
  /// `"gestures"`: its attachments, in modifier order.
  public var gestures: [AttachmentSpec]
  /// `"children"`: its child regions, in z-order, the last on top.
  public var children: [RegionSpec]

  /// A region spec; each parameter is the property of its name.
  public init(
    name: String, frame: Rect? = nil, shape: RegionShape = .rectangle,
    contentShape: RegionShape? = nil, hasContent: Bool = true, allowsHitTesting: Bool = true,
    gestures: [AttachmentSpec] = [], children: [RegionSpec] = [],
    placement: RegionPlacement? = nil
  ) {
    self.name = name
    self.frame = frame
    self.placement = placement
    self.shape = shape
    self.contentShape = contentShape
    self.hasContent = hasContent
    self.allowsHitTesting = allowsHitTesting
    self.gestures = gestures
    self.children = children
  }

  /// Number of regions in this subtree, itself included.
  public var regionCount: Int { 1 + children.reduce(0) { $0 + $1.regionCount } }
}
