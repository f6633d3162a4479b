/// The coordinate space of a scene's frames.
public enum SceneSurface: Hashable, Sendable {
  /// Frames are in millimetres on the touch surface (`{"units": "mm"}`); the surface's size is
  /// the device's.
  case millimetres
  /// Frames are in pixels of a `width` × `height` screen mapped onto the touch surface
  /// (`{"width": 1920, "height": 1080}`).
  case pixels(width: Double, height: Double)

  /// The surface's rectangle when its size is known (pixel scenes), for regions without frame.
  public var rect: Rect? {
    switch self {
    case .millimetres: return nil
    case .pixels(let width, let height): return Rect(x: 0, y: 0, width: width, height: height)
    }
  }
}

/// A gesture as a scene file describes it: what ``SceneFile`` builds the recognizer from.
///
/// Optional parameters left nil take the gesture's own (SwiftUI) defaults. Distances are in
/// points, durations in seconds, angles in degrees, like SwiftUI's initializers.
public indirect enum GestureSpec: Hashable, Sendable {
  /// `TapGesture`: `{"tap": {"count": 2, "touches": 1, "maximumGap": 0.35,
  /// "maximumDuration": 0.75, "maximumMovement": 45}}`.
  case tap(TapSpec)
  /// `SpatialTapGesture`, same parameters as `tap`.
  case spatialTap(TapSpec)
  /// `LongPressGesture`: `{"longPress": {"minimumDuration": 0.5, "maximumDistance": 10,
  /// "touches": 1}}`.
  case longPress(minimumDuration: Double?, maximumDistance: Double?, touches: Int?)
  /// `DragGesture`: `{"drag": {"minimumDistance": 10, "touches": 1, "extraTouches": "ignored"}}`
  /// (`"cancel"`: more fingers cancel it once it has begun).
  case drag(minimumDistance: Double?, touches: Int?, extraTouches: ExtraTouches? = nil)
  /// `MagnifyGesture`: `{"magnify": {"minimumScaleDelta": 0.01, "touches": 2}}`.
  case magnify(minimumScaleDelta: Double?, touches: Int?)
  /// `RotateGesture`: `{"rotate": {"minimumAngleDelta": 1, "touches": 2}}` (degrees).
  case rotate(minimumAngleDelta: Double?, touches: Int?)
  /// `SwipeGesture`: `{"swipe": {"directions": ["left", "right"], "touches": 3,
  /// "minimumDistance": 10, "minimumVelocity": 50, "angleTolerance": 20, "maximumDuration":
  /// 0.5}}` (`directions` also `"cardinal"`, `"diagonal"` or `"all"`).
  case swipe(SwipeSpec)
  /// `TipTapGesture`: `{"tipTap": {"touches": 1, "resting": 1, "restingDuration": 0.15,
  /// "maximumDuration": 0.3, "maximumMovement": 20, "restingMovement": 20}}`.
  case tipTap(TipTapSpec)
  /// `first.sequenced(before: second)`: `{"sequenced": [A, B]}`.
  case sequenced(GestureSpec, GestureSpec)
  /// `first.simultaneously(with: second)`: `{"simultaneously": [A, B]}`.
  case simultaneously(GestureSpec, GestureSpec)
  /// `first.exclusively(before: second)`: `{"exclusively": [A, B]}`.
  case exclusively(GestureSpec, GestureSpec)

  /// The parameters of a tap or spatial tap.
  public struct TapSpec: Hashable, Sendable {
    public var count: Int?
    public var touches: Int?
    public var maximumGap: Double?
    public var maximumDuration: Double?
    public var maximumMovement: Double?

    public init(
      count: Int? = nil, touches: Int? = nil, maximumGap: Double? = nil,
      maximumDuration: Double? = nil, maximumMovement: Double? = nil
    ) {
      self.count = count
      self.touches = touches
      self.maximumGap = maximumGap
      self.maximumDuration = maximumDuration
      self.maximumMovement = maximumMovement
    }
  }

  /// The parameters of a swipe; nil: the gesture's default.
  public struct SwipeSpec: Hashable, Sendable {
    public var directions: SwipeGesture.Directions?
    public var touches: Int?
    public var minimumDistance: Double?
    public var minimumVelocity: Double?
    public var angleTolerance: Double?
    public var maximumDuration: Double?

    public init(
      directions: SwipeGesture.Directions? = nil, touches: Int? = nil,
      minimumDistance: Double? = nil, minimumVelocity: Double? = nil,
      angleTolerance: Double? = nil, maximumDuration: Double? = nil
    ) {
      self.directions = directions
      self.touches = touches
      self.minimumDistance = minimumDistance
      self.minimumVelocity = minimumVelocity
      self.angleTolerance = angleTolerance
      self.maximumDuration = maximumDuration
    }
  }

  /// The parameters of a tip-tap; nil: the gesture's default.
  public struct TipTapSpec: Hashable, Sendable {
    public var touches: Int?
    /// `"resting"`: the fewest resting fingers.
    public var restingTouches: Int?
    public var restingDuration: Double?
    public var maximumDuration: Double?
    public var maximumMovement: Double?
    public var restingMovement: Double?

    public init(
      touches: Int? = nil, restingTouches: Int? = nil, restingDuration: Double? = nil,
      maximumDuration: Double? = nil, maximumMovement: Double? = nil,
      restingMovement: Double? = nil
    ) {
      self.touches = touches
      self.restingTouches = restingTouches
      self.restingDuration = restingDuration
      self.maximumDuration = maximumDuration
      self.maximumMovement = maximumMovement
      self.restingMovement = restingMovement
    }
  }

  /// The JSON key of the spec's kind (`tap`, `longPress`, `sequenced`…).
  public var kind: String {
    switch self {
    case .tap: return "tap"
    case .spatialTap: return "spatialTap"
    case .longPress: return "longPress"
    case .drag: return "drag"
    case .magnify: return "magnify"
    case .rotate: return "rotate"
    case .swipe: return "swipe"
    case .tipTap: return "tipTap"
    case .sequenced: return "sequenced"
    case .simultaneously: return "simultaneously"
    case .exclusively: return "exclusively"
    }
  }
}

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
  /// `"haptics"`: patterns played when the gesture reaches a phase.
  public var haptics: [HapticTriggerSpec] = []
  /// `"actions"`: what runs when the gesture reaches a phase.
  public var actions: [ActionTriggerSpec] = []
  /// `"contacts"`: which contacts the gesture takes (``GestureAttachment/acceptedRoles``).
  public var acceptedRoles: ContactRoles = .finger

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
  }
}

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

/// A scene file's content as data, before any recognizer is made.
public struct SceneDescription: Hashable, Sendable {
  public var surface: SceneSurface
  public var root: RegionSpec
  /// The optional top-level `"description"`.
  public var text: String?
  /// The top-level `"haptics"` bindings.
  public var haptics: [HapticBindingSpec] = []
  /// The top-level `"actions"` bindings.
  public var actions: [ActionBindingSpec] = []

  public init(surface: SceneSurface, root: RegionSpec, text: String? = nil) {
    self.surface = surface
    self.root = root
    self.text = text
  }
}
