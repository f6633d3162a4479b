/// A region as a scene file describes it.
public struct RegionSpec: Hashable, Sendable {
  public var name: String
  /// `"frame": [x, y, width, height]`.
  public var frame: Rect?
  /// `"frame": {"edge": "left", "band": 8}` or `{"corner": "topLeft", "size": 10}`.
  public var placement: RegionPlacement?
  public var shape: RegionShape
  public var contentShape: RegionShape?
  public var hasContent: Bool
  public var allowsHitTesting: Bool
  /// `"devices"`: the devices whose touches may hit it (``Region/devices``).
  public var devices: DeviceFilter?
  public var gestures: [AttachmentSpec]
  public var children: [RegionSpec]

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
